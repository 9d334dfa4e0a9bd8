import { cartStore } from '~/stores/cart-store';
import { forgetServerCart } from '~/stores/cart-sync';
import { favoritesStore } from '~/stores/favorites-store';
import { forgetKept } from '~/lib/forget-kept';
import { sessionStore } from '~/lib/session';
import { logoutAll } from './api/logout-all';

/**
 * Ends every session of the account on the server, then forgets this browser's: the token, the
 * favourites, the cart, the assistant's conversation and the kept pages, as Logout does (~/stores/sign-out; not imported from there, since a
 * module two lazy chunks share becomes a chunk of its own that every page's root then lists).
 * Answers the server's message. Fetched on the click, never before.
 */
export async function signOutEverywhere(): Promise<string> {
  const { message } = await logoutAll();
  sessionStore.signOut();
  favoritesStore.reset();
  forgetServerCart();
  cartStore.clear();
  forgetKept();
  return message;
}
