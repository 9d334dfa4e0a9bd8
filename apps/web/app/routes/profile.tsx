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
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
        My Account
      </h1>
      <div className="min-h-[36rem]">
        <ProfilePage />
      </div>
    </div>
  );
}
