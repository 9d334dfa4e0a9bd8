import { STORAGE_KEYS, type Product } from '@shop/contracts/client';
import { forgetSessionKept, keepForSession, readSessionKept } from '~/lib/session-kept';

/**
 * The favourites kept in this browser for use without a connection: the list last read from the
 * account, and the changes made offline (product id -> a favourite or not), waiting to be sent.
 */
export interface KeptFavorites {
  products: Product[];
  ids: string[];
  pending: Record<string, boolean>;
}

export function readKeptFavorites(token: string): KeptFavorites | null {
  const kept = readSessionKept<KeptFavorites>(STORAGE_KEYS.favorites, token);
  return kept && Array.isArray(kept.ids) ? kept : null;
}

export const keepFavorites = (token: string, kept: KeptFavorites) =>
  keepForSession(STORAGE_KEYS.favorites, token, kept);

export const forgetKeptFavorites = () => forgetSessionKept(STORAGE_KEYS.favorites);
