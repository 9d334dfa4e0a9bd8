import { LEGAL_PAGE_TITLES } from '@shop/contracts/client';
import { loadLegalPage } from '~/features/company/legal/legal-loader.server';
import { LegalPageView } from '~/features/company/legal/legal-page-view';
import { pageMeta, settingsFromMatches } from '~/lib/page-meta';
import type { Route } from './+types/privacy';

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await loadLegalPage('privacy', context) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ matches, title: 'Page not found', noIndex: true });
  const name = settingsFromMatches(matches)?.company.name ?? 'We';
  return pageMeta({
    matches,
    title: LEGAL_PAGE_TITLES.privacy,
    description: `How ${name} collects, uses and protects your personal information when you shop with us, subscribe to our newsletter or send us a message.`,
    path: '/privacy',
  });
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData.page} />;
}
