import { useSyncExternalStore } from 'react';
import {
  cartCount,
  clampQuantity,
  SAVED_FOR_LATER_MAX,
  STORAGE_KEYS,
  type CartData,
} from '@shop/contracts/client';

/** A line put aside with "Save for later": kept under the cart, not counted in it. */
export interface SavedLine {
  productId: string;
  size: string;
  quantity: number;
}

export interface CartState {
  cart: CartData;
  saved: SavedLine[];
}

const EMPTY: CartState = { cart: {}, saved: [] };

let state: CartState = EMPTY;
let hydrated = false;
const listeners = new Set<() => void>();

/**
 * A change to send to the signed-in account's cart (docs/spec/storefront.md section 4): `add` increments,
 * `set` sets the quantity (0 removes). stores/cart-sync.ts listens; visitors have none.
 */
export type CartChange =
  | { kind: 'add'; productId: string; size: string }
  | { kind: 'set'; productId: string; size: string; quantity: number };
let syncListener: ((changes: CartChange[]) => void) | null = null;

/** Registers the server sync (one at a time); null stops it. */
export function setCartSync(listener: ((changes: CartChange[]) => void) | null) {
  syncListener = listener;
}

function sync(changes: CartChange[]) {
  if (syncListener && changes.length) syncListener(changes);
}

const set = (productId: string, size: string, quantity: number): CartChange => ({
  kind: 'set',
  productId,
  size,
  quantity,
});

function isCartState(value: unknown): value is CartState {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<CartState>;
  return typeof v.cart === 'object' && v.cart !== null && Array.isArray(v.saved);
}

/** Drops anything malformed a stored cart may hold (an old version, a hand-edited value). */
function sanitize(raw: CartState): CartState {
  const cart: CartData = {};
  for (const [id, sizes] of Object.entries(raw.cart)) {
    if (!sizes || typeof sizes !== 'object') continue;
    for (const [size, q] of Object.entries(sizes)) {
      if (typeof q === 'number' && q > 0) (cart[id] ??= {})[size] = clampQuantity(q);
    }
  }
  const saved = raw.saved
    .filter((s) => s && typeof s.productId === 'string' && typeof s.size === 'string')
    .map((s) => ({ ...s, quantity: clampQuantity(Number(s.quantity) || 1) }))
    .slice(0, SAVED_FOR_LATER_MAX);
  return { cart, saved };
}

function readStorage(): CartState {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? 'null');
    return isCartState(parsed) ? sanitize(parsed) : EMPTY;
  } catch {
    return EMPTY;
  }
}

function ensureHydrated() {
  if (hydrated || typeof window === 'undefined') return;
  hydrated = true;
  state = readStorage();
  // Another tab changed the cart: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.cart) return;
    state = readStorage();
    for (const l of listeners) l();
  });
}

function commit(next: CartState) {
  state = next;
  try {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(next));
  } catch {
    // Storage full or disabled (private mode): the cart still works for this visit.
  }
  for (const l of listeners) l();
}

function withQuantity(cart: CartData, productId: string, size: string, quantity: number): CartData {
  const sizes = { ...cart[productId] };
  if (quantity <= 0) delete sizes[size];
  else sizes[size] = clampQuantity(quantity);
  const next = { ...cart };
  if (Object.keys(sizes).length === 0) delete next[productId];
  else next[productId] = sizes;
  return next;
}

export const cartStore = {
  subscribe(listener: () => void) {
    ensureHydrated();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): CartState {
    ensureHydrated();
    return state;
  },
  getServerSnapshot(): CartState {
    return EMPTY;
  },
  /** Adding increments the quantity for that product and size, starting at 1. */
  add(productId: string, size: string) {
    const current = state.cart[productId]?.[size] ?? 0;
    commit({ ...state, cart: withQuantity(state.cart, productId, size, current + 1) });
    sync([{ kind: 'add', productId, size }]);
  },
  /** Sets the quantity; 0 removes the line. */
  update(productId: string, size: string, quantity: number) {
    commit({ ...state, cart: withQuantity(state.cart, productId, size, quantity) });
    sync([set(productId, size, state.cart[productId]?.[size] ?? 0)]);
  },
  removeMany(lines: { productId: string; size: string }[]) {
    let cart = state.cart;
    for (const l of lines) cart = withQuantity(cart, l.productId, l.size, 0);
    commit({ ...state, cart });
    sync(lines.map((l) => set(l.productId, l.size, 0)));
  },
  saveForLater(productId: string, size: string) {
    const quantity = state.cart[productId]?.[size] ?? 1;
    const saved = [
      { productId, size, quantity },
      ...state.saved.filter((s) => !(s.productId === productId && s.size === size)),
    ].slice(0, SAVED_FOR_LATER_MAX);
    commit({ cart: withQuantity(state.cart, productId, size, 0), saved });
    sync([set(productId, size, 0)]);
  },
  moveToCart(productId: string, size: string) {
    const line = state.saved.find((s) => s.productId === productId && s.size === size);
    if (!line) return;
    const current = state.cart[productId]?.[size] ?? 0;
    commit({
      cart: withQuantity(state.cart, productId, size, current + line.quantity),
      saved: state.saved.filter((s) => s !== line),
    });
    sync([set(productId, size, state.cart[productId]?.[size] ?? 0)]);
  },
  removeSaved(productId: string, size: string) {
    commit({
      ...state,
      saved: state.saved.filter((s) => !(s.productId === productId && s.size === size)),
    });
  },
  clear() {
    const lines = Object.entries(state.cart).flatMap(([productId, sizes]) =>
      Object.keys(sizes).map((size) => set(productId, size, 0)),
    );
    commit({ ...state, cart: {} });
    sync(lines);
  },
  /** Puts the account's cart (read from the server) in place of the browser's; sends nothing. */
  replaceCart(cart: CartData) {
    ensureHydrated();
    commit(sanitize({ cart, saved: state.saved }));
  },
};

export function useCart() {
  const snapshot = useSyncExternalStore(
    cartStore.subscribe,
    cartStore.getSnapshot,
    cartStore.getServerSnapshot,
  );
  return { ...snapshot, count: cartCount(snapshot.cart) };
}
