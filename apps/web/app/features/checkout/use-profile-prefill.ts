import type { User } from '@shop/contracts/client';
import { useEffect } from 'react';

/**
 * The profile fills in what it knows (name, e-mail, phone, address) once per session. Its
 * client arrives after hydration: the form is usable before, so it stays off the first load.
 */
/** `prefill` must keep its identity (useCallback): a new one would fetch the profile again. */
export function useProfilePrefill(token: string | undefined, prefill: (user: User) => void) {
  useEffect(() => {
    if (!token) return;
    let live = true;
    import('~/stores/get-profile')
      .then(({ getProfile }) => getProfile())
      .then(({ user }) => {
        if (live) prefill(user);
      })
      .catch(() => undefined); // the customer types it instead
    return () => {
      live = false;
    };
  }, [token, prefill]);
}
