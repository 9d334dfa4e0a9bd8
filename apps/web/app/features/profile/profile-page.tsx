import { ACCOUNT_MESSAGES as M, type User } from '@shop/contracts/client';
import { Button, Skeleton } from '@shop/ui';
import { Suspense, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '~/lib/session';
import { useHydrated } from '~/lib/use-hydrated';
import { notify } from '~/lib/notify';
import { ApiError } from '~/lib/api';
import { Spinner } from '~/components/spinner';
import { HeartIcon, PackageIcon, UserIcon } from '~/components/account-icons';
import { ProfileForm } from './profile-form';
import { ProfileHeader } from './profile-header';
import { getProfile } from '~/stores/get-profile';

// Loaded when their tab opens: the orders' and favourites' code stays out of the profile's first
// load (docs/decisions/0005-first-load-javascript.md).
const OrdersTab = lazyPart(() => import('./orders-tab'));
const FavoritesTab = lazyPart(() => import('./favorites-tab'));
// Loaded after the profile: 'Sign out everywhere', the e-mail address's change, the order
// updates and the saved addresses add nothing to the first load.
const SignOutEverywhere = lazyPart(() => import('./sign-out-everywhere'));
const EmailChangeCard = lazyPart(() => import('./email-change-card'));
const OrderUpdatesCard = lazyPart(() => import('./order-updates-card'));
const AddressBook = lazyPart(() => import('./address-book'));

export const PROFILE_TABS = ['profile', 'favorites', 'orders'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const TAB_LABELS: Record<ProfileTab, string> = {
  profile: 'Profile Info',
  favorites: 'Favorites',
  orders: 'Orders',
};

const TAB_ICONS: Record<ProfileTab, (p: { size?: number }) => ReactNode> = {
  profile: UserIcon,
  favorites: HeartIcon,
  orders: PackageIcon,
};

export function tabFromQuery(value: string | null): ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(value ?? '')
    ? (value as ProfileTab)
    : 'profile';
}

type Load =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; user: User; token: string };

/** The page's shape while the browser reads the token and loads the profile. */
export function ProfileSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted">
        <Spinner className="text-brand-700" />
        Loading your profile…
      </p>
      <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
        <div className="h-24 bg-brand-100 sm:h-28" />
        <div className="flex flex-col items-center gap-4 px-5 pb-6 sm:flex-row sm:items-end sm:px-8">
          <Skeleton className="-mt-14 size-28 rounded-full ring-4 ring-white sm:-mt-16 sm:size-32" />
          <Skeleton
            className="w-full max-w-xs space-y-2"
            lines={['h-7 w-3/4', 'h-4 w-full', 'h-6 w-1/2 rounded-full']}
          />
        </div>
      </div>
      <Skeleton className="h-12 w-full rounded-xl" />
      <Skeleton className="h-96 w-full rounded-2xl" />
    </div>
  );
}

function ProfileTabs({ user, onChange }: { user: User; onChange: (user: User) => void }) {
  const [params, setParams] = useSearchParams();
  const active = tabFromQuery(params.get('tab'));
  const refs = useRef<Partial<Record<ProfileTab, HTMLButtonElement | null>>>({});

  // The URL follows the tab (/profile?tab=favorites), without a history entry per click.
  const select = (tab: ProfileTab, focus = false) => {
    if (focus) refs.current[tab]?.focus();
    if (tab === active) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (tab === 'profile') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const i = PROFILE_TABS.indexOf(active);
    const n = PROFILE_TABS.length;
    const target =
      event.key === 'ArrowRight'
        ? PROFILE_TABS[(i + 1) % n]
        : event.key === 'ArrowLeft'
          ? PROFILE_TABS[(i - 1 + n) % n]
          : event.key === 'Home'
            ? PROFILE_TABS[0]
            : event.key === 'End'
              ? PROFILE_TABS[n - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    select(target, true);
  };

  return (
    <>
      <div
        role="tablist"
        aria-label="My account"
        onKeyDown={onKeyDown}
        className="grid grid-cols-3 gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-stone-200"
      >
        {PROFILE_TABS.map((tab) => {
          const selected = tab === active;
          const Icon = TAB_ICONS[tab];
          return (
            <button
              key={tab}
              ref={(el) => {
                refs.current[tab] = el;
              }}
              id={`profile-tab-${tab}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`profile-panel-${tab}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab)}
              className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-2 text-sm font-semibold transition-colors ${
                selected
                  ? 'bg-brand-700 text-white shadow-sm'
                  : 'text-muted hover:bg-brand-50 hover:text-brand-800'
              }`}
            >
              <span className="hidden sm:inline-flex">
                <Icon size={18} />
              </span>
              {TAB_LABELS[tab]}
            </button>
          );
        })}
      </div>
      <div
        id={`profile-panel-${active}`}
        role="tabpanel"
        aria-labelledby={`profile-tab-${active}`}
        tabIndex={0}
        className="mt-6 rounded-2xl focus-visible:outline-offset-4"
      >
        {active === 'profile' ? (
          <div className="space-y-6">
            <ProfileForm user={user} onChange={onChange} />
            <Suspense fallback={null}>
              <EmailChangeCard email={user.email} />
              <OrderUpdatesCard user={user} onChange={onChange} />
              <AddressBook />
            </Suspense>
          </div>
        ) : null}
        {active === 'profile' ? null : (
          <Suspense fallback={<Skeleton className="h-64 w-full rounded-2xl" />}>
            {active === 'favorites' ? <FavoritesTab /> : <OrdersTab />}
          </Suspense>
        )}
      </div>
    </>
  );
}

/**
 * The account page (/profile, docs/spec/account-and-company-site.md section 2 and docs/spec/storefront.md section 2).
 * It needs a token, kept in localStorage: the server sends a placeholder, and the browser either
 * loads the profile or goes to /login.
 */
export function ProfilePage() {
  const hydrated = useHydrated();
  const session = useSession();
  const token = session?.token ?? null;
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (hydrated && !token) void navigate('/login', { replace: true });
  }, [hydrated, token, navigate]);

  useEffect(() => {
    if (!token) return;
    let live = true;
    setLoad({ state: 'loading' });
    getProfile()
      .then(({ user }) => {
        if (live) setLoad({ state: 'ready', user, token });
      })
      .catch((error: unknown) => {
        if (!live) return;
        // A 401 ends the session (the API client) and the page goes to /login with the server's words.
        notify(
          'error',
          error instanceof ApiError && error.status === 401 ? error.message : M.profileLoadFailed,
        );
        setLoad({ state: 'error' });
      });
    return () => {
      live = false;
    };
  }, [token, attempt]);

  if (
    !hydrated ||
    !token ||
    load.state === 'loading' ||
    (load.state === 'ready' && load.token !== token)
  )
    return <ProfileSkeleton />;

  if (load.state === 'error') {
    return (
      <div
        role="alert"
        className="rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-stone-200"
      >
        <h2 className="text-lg font-bold text-ink">{M.profileLoadFailed}</h2>
        <p className="mt-1 text-sm text-muted">Please check your connection and try again.</p>
        <Button className="mt-6" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </div>
    );
  }

  const onChange = (user: User) => setLoad({ state: 'ready', user, token });

  return (
    <div className="space-y-6">
      <ProfileHeader user={load.user} onChange={onChange} />
      <div>
        <ProfileTabs user={load.user} onChange={onChange} />
      </div>
      <Suspense fallback={null}>
        <SignOutEverywhere />
      </Suspense>
    </div>
  );
}
