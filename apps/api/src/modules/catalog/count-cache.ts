import type { ProductListFilters } from '@shop/contracts';

const TTL_MS = 30_000;
const MAX_ENTRIES = 1_000;

/**
 * Totals per filter, kept for 30 seconds. Counting a category of the 100,000-product catalogue
 * costs far more than reading one page of it, and a customer paging through a category asks for
 * the same total each time. A total may lag a catalogue change by up to 30 s on another
 * instance; this instance forgets its totals as soon as it changes products (clear()).
 */
export function createCountCache(now: () => number = Date.now) {
  const entries = new Map<string, { total: number; at: number }>();
  return {
    keyOf(filters: ProductListFilters): string {
      const { category, subCategory, popular, q, ids, inStock } = filters;
      return JSON.stringify([
        category ?? '',
        subCategory ?? '',
        popular ?? '',
        q?.toLowerCase() ?? '',
        ids ?? [],
        // 'In stock only' counts fewer products than the same listing without it.
        inStock ?? false,
      ]);
    },
    get(key: string): number | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (now() - hit.at > TTL_MS) {
        entries.delete(key);
        return undefined;
      }
      return hit.total;
    },
    set(key: string, total: number): void {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, { total, at: now() });
    },
    clear(): void {
      entries.clear();
    },
  };
}

export type CountCache = ReturnType<typeof createCountCache>;

// One cache per database, shared by the storefront's routes (which fill it) and the admin's
// (which clear it after every change), whichever plugin asks first.
const perDatabase = new WeakMap<object, CountCache>();

export function countCacheOf(db: object): CountCache {
  let cache = perDatabase.get(db);
  if (!cache) {
    cache = createCountCache();
    perDatabase.set(db, cache);
  }
  return cache;
}
