import type {
  CartAddRequest,
  CartMergeRequest,
  CartResponse,
  CartUpdateRequest,
} from '@shop/contracts/client';
import { cartStore, setCartSync, type CartChange } from './cart-store';
import { notify } from './notify';
import { NETWORK_ERROR_CODE } from '@shop/contracts/client';
import { api, ApiError } from '~/lib/api';
import { sessionStore } from './session';

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
 * Changes made without a connection, in order: kept in the browser's cart meanwhile, and sent
 * when the connection returns (each add adds to what the account holds, each new quantity
 * replaces it, as they would have online), after which the account's cart is shown.
 */
let unsent: CartChange[] = [];

const offline = (err: unknown) => err instanceof ApiError && err.code === NETWORK_ERROR_CODE;

function sendInOrder(changes: CartChange[]) {
  queue = queue.then(async () => {
    for (const [i, change] of changes.entries()) {
      try {
        await send(change);
      } catch (err) {
        if (!offline(err)) {
          report(err);
          continue;
        }
        unsent.push(...changes.slice(i));
        return;
      }
    }
  });
}

setCartSync((changes) => {
  if (!sessionStore.getSnapshot()) return;
  if (unsent.length) unsent.push(...changes);
  else sendInOrder(changes);
});

if (typeof window !== 'undefined')
  window.addEventListener('online', () => {
    const token = sessionStore.getSnapshot()?.token;
    if (!unsent.length || !token) return;
    const changes = unsent;
    unsent = [];
    sendInOrder(changes);
    loadedFor = null;
    loadServerCart(token);
  });

/** At start-up with a token: the account's cart replaces the browser's. */
export function loadServerCart(token: string): void {
  if (loadedFor === token) return;
  loadedFor = token;
  queue = queue.then(async () => {
    try {
      const res = await api<CartResponse>('/api/cart/get', { body: {}, auth: true });
      if (sessionStore.getSnapshot()?.token === token) cartStore.replaceCart(res.cartData);
    } catch (err) {
      report(err);
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
  unsent = [];
}
