import {
  MESSAGES,
  type FavoritesResponse,
  type MessageResponse,
  type Product,
  type ToggleFavoriteRequest,
  type ToggleFavoriteResponse,
} from '@shop/contracts/client';
import { useSyncExternalStore } from 'react';
import { notify } from './notify';
import { api, ApiError } from '~/lib/api';
import { sessionStore } from './session';

/**
 * The signed-in customer's favourites (docs/spec/storefront.md sections 4, 5 and 8): loaded from the server
 * when a token exists, cleared when the token changes, changed locally only after the server
 * reports success. Visitors have none.
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

function set(next: FavoritesState) {
  state = next;
  for (const l of listeners) l();
}

async function load() {
  const mine = ++generation;
  set({ ...state, loading: true });
  try {
    const { favorites: products } = await api<FavoritesResponse>('/api/user/favorites', {
      auth: true,
    });
    if (mine !== generation) return;
    set({ ids: new Set(products.map((p) => p._id)), products, loading: false });
  } catch {
    // The list is emptied silently (docs/spec/storefront.md section 8).
    if (mine === generation) set(EMPTY);
  }
}

function follow() {
  const next = sessionStore.getSnapshot()?.token ?? null;
  if (next === token) return;
  token = next;
  generation++;
  set(EMPTY);
  if (token) loading = load();
}

function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  sessionStore.subscribe(follow);
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
      const body: ToggleFavoriteRequest = { productId };
      const res = await api<ToggleFavoriteResponse>('/api/user/toggle-favorite', {
        body,
        auth: true,
      });
      const favorited = res.favorited;
      const ids = new Set(state.ids);
      if (favorited) ids.add(productId);
      else ids.delete(productId);
      set({
        ...state,
        ids,
        products: favorited ? state.products : state.products.filter((p) => p._id !== productId),
      });
      notify('success', res.message);
      // The full product of a new favourite comes with the next list.
      if (favorited) void load();
      return favorited;
    } catch (err) {
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
      set(EMPTY);
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
    set(EMPTY);
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
