import { PageFrame } from '~/components/page-frame';
import { ProfilePage } from '~/features/profile/profile-page';
import { pageMeta } from '~/lib/page-meta';
import type { Route } from './+types/profile';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ matches, title: 'My Account', path: '/profile', noIndex: true });
}

/**
 * The customer's account page: profile, favourites and orders. The token lives in this browser
 * (localStorage), so the server sends the page's frame with a placeholder and the browser fills
 * it in, or goes to /login when there is no token.
 */
export default function Profile() {
  return (
    <PageFrame title="My Account" width="max-w-5xl" reserve="min-h-[36rem]">
      <ProfilePage />
    </PageFrame>
  );
}
