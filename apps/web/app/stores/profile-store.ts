import type { User } from '@shop/contracts/client';
import { useEffect, useState } from 'react';
import { getProfile } from './get-profile';
import { useSession } from '~/lib/session';

/** Asked for again by the profile page after a save or a new picture (docs/spec/storefront.md section 4). */
export const PROFILE_UPDATED_EVENT = 'profileUpdated';

/** Tells the header to read the name and picture it shows again. */
export function announceProfileUpdated(): void {
  window.dispatchEvent(new Event(PROFILE_UPDATED_EVENT));
}

/**
 * The signed-in customer's profile for the header: fetched once per token and again whenever a
 * 'profileUpdated' window event fires. Failures are only logged (docs/spec/storefront.md section 8); a 401
 * ends the session (the API client).
 */
export function useAccountProfile(): User | null {
  const session = useSession();
  const token = session?.token ?? null;
  const [profile, setProfile] = useState<{ token: string; user: User } | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    const load = () =>
      getProfile()
        .then((res) => {
          if (live) setProfile({ token, user: res.user });
        })
        .catch((err: unknown) => console.warn('Profile load failed', err));
    void load();
    window.addEventListener(PROFILE_UPDATED_EVENT, load);
    return () => {
      live = false;
      window.removeEventListener(PROFILE_UPDATED_EVENT, load);
    };
  }, [token]);

  return profile && profile.token === token ? profile.user : null;
}
