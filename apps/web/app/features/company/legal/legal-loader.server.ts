import type { LegalPage, LegalPageResponse, LegalPageSlug } from '@shop/contracts/client';
import { data } from 'react-router';
import { api, ApiError } from '~/lib/api';

/**
 * The text of /privacy or /terms, as staff last saved it (GET /api/pages/:slug). A page the API
 * does not know is the shop's 404 page; an API that cannot answer is the error page.
 */
export async function loadLegalPage(slug: LegalPageSlug, context: unknown): Promise<LegalPage> {
  try {
    const answer = await api<LegalPageResponse>(`/api/pages/${slug}`, { context });
    return answer.page;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw data({ message: error.message }, { status: 404 });
    }
    console.error(`Legal page ${slug} failed`, error);
    throw data({ message: 'The page could not be loaded' }, { status: 502 });
  }
}
