import { LEGAL_PAGE_TITLES } from '@shop/contracts/client';
import { loadLegalPage } from '~/features/company/legal/legal-loader.server';
import { LegalPageView } from '~/features/company/legal/legal-page-view';
import { pageMeta, settingsFromMatches } from '~/lib/page-meta';
import type { Route } from './+types/terms';

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await loadLegalPage('terms', context) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ matches, title: 'Page not found', noIndex: true });
  const name = settingsFromMatches(matches)?.company.name ?? 'our shop';
  return pageMeta({
    matches,
    title: LEGAL_PAGE_TITLES.terms,
    description: `The terms that apply when you browse, order and pay at ${name}: orders and prices, delivery, payment by cash on delivery or mobile money, and returns.`,
    path: '/terms',
  });
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData.page} />;
}
