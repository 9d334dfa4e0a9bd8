import type {
  CartAddRequest,
  CartMergeRequest,
  CartResponse,
  CartUpdateRequest,
} from '@shop/contracts/client';
import { cartStore, setCartSync, type CartChange } from './cart-store';
import { notify } from '~/lib/notify';
import { STORAGE_KEYS } from '@shop/contracts/client';
import { forgetSessionKept, keepForSession, readSessionKept } from '~/lib/session-kept';
import { api, ApiError, unreachable } from '~/lib/api';
import { sessionStore } from '~/lib/session';

/**
 * The signed-in customer's cart on the server (docs/spec/storefront.md section 4): the browser's store stays
 * the source for the screen, and every change is also sent, in order, in the background. Loaded
 * only once a token exists (the header imports it then), so visitors never download it.
 */
let queue: Promise<unknown> = Promise.resolve();
/** The token whose server cart is already in the store (loaded or merged). */
let loadedFor: string | null = null;

function report(err: unknown) {
  // A 401 already ended the session (the API client): nothing more to say.
  if (err instanceof ApiError && err.status === 401) return;
  notify('error', err instanceof Error ? err.message : String(err));
}

function send(change: CartChange) {
  if (change.kind === 'add') {
    const body: CartAddRequest = { itemId: change.productId, size: change.size };
    return api<CartResponse>('/api/cart/add', { body, auth: true });
  }
  const body: CartUpdateRequest = {
    itemId: change.productId,
    size: change.size,
    quantity: change.quantity,
  };
  return api<CartResponse>('/api/cart/update', { body, auth: true });
}

/**
 * Changes made without a connection, in order: shown in the browser's cart meanwhile, kept under
 * the session's token so a reload loses none, and sent when the connection returns (each add
 * adds to what the account holds, each new quantity replaces it, as they would have online),
 * after which the account's cart is shown.
 */
let unsent: CartChange[] = [];

function keepUnsent(token: string | undefined, changes: CartChange[]) {
  unsent = changes;
  if (changes.length && token) keepForSession(STORAGE_KEYS.cartUnsent, token, changes);
  else forgetSessionKept(STORAGE_KEYS.cartUnsent);
}

function keptUnsent(token: string): CartChange[] {
  const kept = readSessionKept<CartChange[]>(STORAGE_KEYS.cartUnsent, token);
  return Array.isArray(kept) ? kept : [];
}

/** Sends changes in order; resolves to those left when the connection went. */
async function sendAll(changes: CartChange[]): Promise<CartChange[]> {
  for (const [i, change] of changes.entries()) {
    try {
      await send(change);
    } catch (err) {
      if (unreachable(err)) return changes.slice(i);
      report(err);
    }
  }
  return [];
}

function sendInOrder(changes: CartChange[]) {
  const token = sessionStore.getSnapshot()?.token;
  queue = queue.then(async () => {
    const left = await sendAll(changes);
    if (left.length) keepUnsent(token, [...unsent, ...left]);
  });
}

/**
 * Resolves once every change made so far has reached the account's cart (or failed): what asks
 * the server about the cart (a quotation of it) waits for this first.
 */
export const cartChangesSent = (): Promise<void> => queue.then(() => undefined);

setCartSync((changes) => {
  const token = sessionStore.getSnapshot()?.token;
  if (!token) return;
  if (unsent.length) keepUnsent(token, [...unsent, ...changes]);
  else sendInOrder(changes);
});

if (typeof window !== 'undefined')
  window.addEventListener('online', () => {
    const token = sessionStore.getSnapshot()?.token;
    if (!token || (!unsent.length && loadedFor === token)) return;
    loadedFor = null;
    loadServerCart(token);
  });

/**
 * At start-up with a token: what this browser could not send yet goes first, then the account's
 * cart replaces the browser's. Without a connection the browser's cart stays, and the account's
 * is read when the connection returns.
 */
export function loadServerCart(token: string): void {
  if (loadedFor === token) return;
  loadedFor = token;
  // Read again when the connection returns (the 'online' listener above).
  const later = () => {
    if (loadedFor === token) loadedFor = null;
  };
  queue = queue.then(async () => {
    const left = await sendAll(unsent.length ? unsent : keptUnsent(token));
    keepUnsent(token, left);
    if (left.length) return later();
    try {
      const res = await api<CartResponse>('/api/cart/get', { body: {}, auth: true });
      if (sessionStore.getSnapshot()?.token === token) cartStore.replaceCart(res.cartData);
    } catch (err) {
      if (unreachable(err)) later();
      else report(err);
    }
  });
}

/**
 * At sign-in: the visitor's browser cart joins the account's cart, and the result is shown.
 * Resolves once done; a failure is reported and the browser cart is kept.
 */
export async function mergeBrowserCart(token: string): Promise<void> {
  loadedFor = token;
  const cartData = cartStore.getSnapshot().cart;
  const task = queue.then(async () => {
    try {
      const body: CartMergeRequest = { cartData };
      const res = await api<CartResponse>('/api/cart/merge', { body, auth: true });
      cartStore.replaceCart(res.cartData);
    } catch (err) {
      report(err);
    }
  });
  queue = task;
  await task;
}

/** After sign-out: the next sign-in loads or merges again. */
export function forgetServerCart(): void {
  loadedFor = null;
  keepUnsent(undefined, []);
}
