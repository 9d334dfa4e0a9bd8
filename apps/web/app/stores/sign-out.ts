import { cartStore } from './cart-store';
import { forgetServerCart } from './cart-sync';
import { favoritesStore } from './favorites-store';
import { forgetKept } from '~/lib/forget-kept';
import { sessionStore } from '~/lib/session';

/**
 * Forgets the session in this browser: the token, the favourites, the cart, the assistant's
 * conversation and the pages the service worker kept (docs/spec/storefront.md section 2, Logout).
 * Signed out first, so clearing the cart sends nothing to the account.
 */
export function forgetSession(): void {
  sessionStore.signOut();
  favoritesStore.reset();
  forgetServerCart();
  cartStore.clear();
  forgetKept();
}

/**
 * Logout: this browser forgets the session at once, then asks the API to end it
 * (POST /api/user/logout, docs/decisions/0022-sessions-and-secrets.md). Best effort: the token is
 * gone here even when the call fails or the device is offline, and the server's session then
 * ends by itself when the token expires. Loaded with the account menu, never on a first load.
 */
export function signOut(): void {
  const token = sessionStore.getSnapshot()?.token;
  forgetSession();
  if (!token) return;
  // keepalive: the call outlives the navigation to /login that follows.
  fetch('/api/user/logout', { method: 'POST', headers: { token }, keepalive: true }).catch(
    () => undefined,
  );
}
