import { ACCOUNT_MESSAGES as M, type AuthResponse } from '@shop/contracts/client';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { mergeBrowserCart } from '~/stores/cart-sync';
import { notify } from '~/lib/notify';
import { sessionStore } from '~/lib/session';
import type { Mode } from './mode-links';

/**
 * What follows a successful sign-in or sign-up: the session starts, staff go to the admin site,
 * customers get their browser cart merged into the account's and go back where they came from
 * (`next`). `finishing` is set meanwhile, so the page's own redirect stays out of the way.
 */
export function useFinishSignIn(next: string) {
  const navigate = useNavigate();
  const finishing = useRef(false);

  const finish = async ({ token, role }: AuthResponse, mode: Mode) => {
    finishing.current = true;
    notify('success', M.modeSuccessful(mode));
    sessionStore.signIn(token, role);
    if (role === 'admin') {
      window.location.assign('/admin');
      return;
    }
    await mergeBrowserCart(token);
    void navigate(next, { replace: next !== '/' });
  };

  return { finishing, finish };
}
