import { buttonClass } from '@shop/ui';
import { Suspense } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import { Link } from 'react-router';
import { useSession } from '~/lib/session';
import { UserIcon } from '~/components/icons';

// Only signed-in customers need it: their button, profile and menu load after the first paint.
const AccountButton = lazyPart(() =>
  import('./account-menu-button').then((m) => ({ default: m.AccountButton })),
);

/**
 * The header's account corner (docs/spec/storefront.md section 2): the Login button for visitors, the
 * account dropdown for signed-in customers. Both take the same reserved width, so the switch after
 * hydration (the server renders everyone signed out) moves nothing.
 */
export function AccountArea() {
  const session = useSession();
  return (
    <div className="ml-1 flex w-17 shrink-0 justify-end sm:w-25">
      {session ? (
        <Suspense
          fallback={<span aria-hidden="true" className="h-10 w-15 rounded-full bg-stone-100" />}
        >
          <AccountButton />
        </Suspense>
      ) : (
        <Link to="/login" className={buttonClass('primary', 'min-h-10! w-full px-3! sm:px-4!')}>
          <UserIcon size={18} className="hidden sm:block" />
          Login
        </Link>
      )}
    </div>
  );
}
