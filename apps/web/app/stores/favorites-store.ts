import {
  MESSAGES,
  OFFLINE_MESSAGES,
  type FavoritesResponse,
  type MessageResponse,
  type Product,
  type ToggleFavoriteRequest,
  type ToggleFavoriteResponse,
} from '@shop/contracts/client';
import { useSyncExternalStore } from 'react';
import { notify } from '~/lib/notify';
import { api, ApiError, unreachable } from '~/lib/api';
import { sessionStore } from '~/lib/session';
import { forgetKeptFavorites, keepFavorites, readKeptFavorites } from './favorites-kept';

/**
 * The signed-in customer's favourites (docs/spec/storefront.md sections 4, 5 and 8): loaded from the server
 * when a token exists, cleared when the token changes, changed locally only after the server
 * reports success. Visitors have none. Without a connection, the list last read is shown and a
 * change is made here and kept (favorites-kept.ts), then sent when the connection returns.
 */
export interface FavoritesState {
  ids: ReadonlySet<string>;
  products: Product[];
  loading: boolean;
}

const EMPTY: FavoritesState = { ids: new Set(), products: [], loading: false };
let state: FavoritesState = EMPTY;
let token: string | null = null;
let started = false;
let generation = 0;
let loading: Promise<void> = Promise.resolve();
const listeners = new Set<() => void>();
/** Changes made without a connection: product id -> a favourite or not. */
let pending: Record<string, boolean> = {};

function set(next: FavoritesState) {
  state = next;
  for (const l of listeners) l();
}

/** Sets a list known to be the account's (or what the customer chose offline), and keeps it. */
function setKept(next: FavoritesState) {
  set(next);
  if (token) keepFavorites(token, { products: next.products, ids: [...next.ids], pending });
}

const readList = () =>
  api<FavoritesResponse>('/api/user/favorites', { auth: true }).then((r) => r.favorites);

function toggleOnServer(productId: string) {
  const body: ToggleFavoriteRequest = { productId };
  return api<ToggleFavoriteResponse>('/api/user/toggle-favorite', { body, auth: true });
}

/**
 * Sends the changes made offline: the toggle flips, so only those where the account differs
 * from what the customer chose. Resolves to the account's list after them.
 */
async function sendPending(products: Product[]): Promise<Product[]> {
  const changes = Object.entries(pending);
  if (!changes.length) return products;
  const held = new Set(products.map((p) => p._id));
  for (const [productId, wanted] of changes) {
    if (held.has(productId) !== wanted)
      await toggleOnServer(productId).catch((err: unknown) => {
        // Offline again: the rest waits for the next time. A refused change (a product since
        // removed from the shop) is dropped.
        if (unreachable(err)) throw err;
      });
    const { [productId]: _sent, ...rest } = pending;
    pending = rest;
  }
  return readList();
}

async function load() {
  const mine = ++generation;
  set({ ...state, loading: true });
  try {
    const products = await sendPending(await readList());
    if (mine !== generation) return;
    setKept({ ids: new Set(products.map((p) => p._id)), products, loading: false });
  } catch (err) {
    if (mine !== generation) return;
    const kept = unreachable(err) && token ? readKeptFavorites(token) : null;
    // The list is emptied silently (docs/spec/storefront.md section 8), unless this browser
    // kept it for use without a connection.
    if (!kept) return set(EMPTY);
    set({ ids: new Set(kept.ids), products: kept.products, loading: false });
  }
}

/** A change made without a connection: shown at once, kept, and sent when it returns. */
function keepOffline(productId: string): boolean {
  const favorited = !state.ids.has(productId);
  pending = { ...pending, [productId]: favorited };
  const ids = new Set(state.ids);
  if (favorited) ids.add(productId);
  else ids.delete(productId);
  setKept({ ...state, ids, products: state.products.filter((p) => ids.has(p._id)) });
  notify('info', OFFLINE_MESSAGES.favoritesKept);
  return favorited;
}

function follow() {
  const next = sessionStore.getSnapshot()?.token ?? null;
  if (next === token) return;
  token = next;
  generation++;
  // Changes this browser made offline for this session and has not sent yet.
  pending = (token && readKeptFavorites(token)?.pending) || {};
  set(EMPTY);
  if (token) loading = load();
}

function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  sessionStore.subscribe(follow);
  window.addEventListener('online', () => {
    if (token && Object.keys(pending).length) loading = load();
  });
  follow();
}

function failure(err: unknown): string {
  // A 4xx carries the server's own words; anything else is a plain failure.
  return err instanceof ApiError && err.status >= 400 && err.status < 500
    ? err.message
    : MESSAGES.favoritesFailed;
}

export const favoritesStore = {
  subscribe(listener: () => void) {
    start();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): FavoritesState {
    start();
    return state;
  },
  getServerSnapshot(): FavoritesState {
    return EMPTY;
  },
  /**
   * Adds or removes one favourite on the server, then here, with a toast either way. Resolves to
   * the new state (true = a favourite now), or null when it failed.
   */
  async toggle(productId: string): Promise<boolean | null> {
    try {
      const res = await toggleOnServer(productId);
      const favorited = res.favorited;
      const ids = new Set(state.ids);
      if (favorited) ids.add(productId);
      else ids.delete(productId);
      setKept({
        ...state,
        ids,
        products: favorited ? state.products : state.products.filter((p) => p._id !== productId),
      });
      notify('success', res.message);
      // The full product of a new favourite comes with the next list.
      if (favorited) void load();
      return favorited;
    } catch (err) {
      if (unreachable(err)) return keepOffline(productId);
      notify('error', failure(err));
      return null;
    }
  },
  /** Removes every favourite (the profile's 'Clear All Favorites'). Resolves true on success. */
  async clear(): Promise<boolean> {
    try {
      const res = await api<MessageResponse>('/api/user/clear-favorites', {
        body: {},
        auth: true,
      });
      generation++;
      pending = {};
      setKept(EMPTY);
      notify('success', res.message);
      return true;
    } catch (err) {
      notify('error', failure(err));
      return false;
    }
  },
  /** Resolves once the signed-in customer's favourites have been read (or failed to). */
  async ready(): Promise<void> {
    start();
    await loading;
  },
  /** Forgets the favourites here (logout); the server keeps them. */
  reset() {
    generation++;
    pending = {};
    set(EMPTY);
    forgetKeptFavorites();
  },
};

function useFavoritesState(): FavoritesState {
  return useSyncExternalStore(
    favoritesStore.subscribe,
    favoritesStore.getSnapshot,
    favoritesStore.getServerSnapshot,
  );
}

/** Whether one product is a favourite of the signed-in customer. */
export function useIsFavorite(productId: string): boolean {
  return useFavoritesState().ids.has(productId);
}

/**
 * The favourites for the profile page: ids, full products, loading, and the two actions
 * (each shows its own toast).
 */
export function useFavorites() {
  const s = useFavoritesState();
  return {
    ids: s.ids,
    products: s.products,
    loading: s.loading,
    toggle: favoritesStore.toggle,
    clear: favoritesStore.clear,
  };
}
