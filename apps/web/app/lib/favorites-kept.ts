import { STORAGE_KEYS, type Product } from '@shop/contracts/client';

/**
 * The favourites kept in this browser for use without a connection: the list last read from the
 * account, and the changes made offline (product id -> a favourite or not), waiting to be sent.
 * Kept under the session's token, so another account signed in here never reads them.
 */
export interface KeptFavorites {
  token: string;
  products: Product[];
  ids: string[];
  pending: Record<string, boolean>;
}

export function readKeptFavorites(token: string): KeptFavorites | null {
  try {
    const kept = JSON.parse(
      localStorage.getItem(STORAGE_KEYS.favorites) ?? 'null',
    ) as KeptFavorites | null;
    return kept?.token === token && Array.isArray(kept.ids) ? kept : null;
  } catch {
    return null;
  }
}

export function keepFavorites(kept: KeptFavorites): void {
  try {
    localStorage.setItem(STORAGE_KEYS.favorites, JSON.stringify(kept));
  } catch {
    // A full or refused storage only loses the offline copy.
  }
}

export function forgetKeptFavorites(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.favorites);
  } catch {
    // Nothing kept.
  }
}
