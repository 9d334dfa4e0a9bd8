import { LEGAL_PAGE_TITLES } from '@shop/contracts/client';
import { loadLegalPage } from '~/features/company/legal/legal-loader.server';
import { LegalPageView } from '~/features/company/legal/legal-page-view';
import { pageMeta, settingsFromMatches } from '~/lib/page-meta';
import type { Route } from './+types/warranty';

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await loadLegalPage('warranty', context) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ matches, title: 'Page not found', noIndex: true });
  const name = settingsFromMatches(matches)?.company.name ?? 'our shop';
  return pageMeta({
    matches,
    title: LEGAL_PAGE_TITLES.warranty,
    description: `Returns within 30 days, damaged or faulty goods, manufacturers' warranties and refunds at ${name}.`,
    path: '/warranty',
  });
}

export default function Warranty({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData.page} />;
}
