import type { LegalPageResponse, LegalPageSlug } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const legalPageKey = (slug: LegalPageSlug) => ['admin-legal-page', slug] as const;

/** GET /api/admin/pages/:slug: the text the shop shows at /privacy, /terms or /warranty. */
export function useLegalPage(slug: LegalPageSlug) {
  return useQuery({
    queryKey: legalPageKey(slug),
    queryFn: ({ signal }) => api<LegalPageResponse>(`/api/admin/pages/${slug}`, { signal }),
    select: (answer) => answer.page,
    // The form starts from what was loaded; a refetch on focus must not reset what staff typed.
    refetchOnWindowFocus: false,
  });
}
