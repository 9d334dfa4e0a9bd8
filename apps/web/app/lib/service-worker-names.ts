// Names the service worker (sw/sw.ts) and the pages that talk to it share.

/** The page answered for a page never opened before, when there is no connection. */
export const OFFLINE_PATH = '/offline';

/**
 * The pages most visitors open next, kept at install (with their code, by
 * scripts/build-sw.mjs), so browsing works offline from the first visit.
 */
export const FIRST_PAGES = ['/', '/collection'] as const;

/** The service worker's own caches (its precache of the app shell is Serwist's). */
export const CACHE_NAMES = {
  assets: 'shop-assets',
  images: 'shop-images',
  pages: 'shop-pages',
  data: 'shop-data',
} as const;

/** Messages a page posts to the service worker. */
export const SW_MESSAGES = {
  /** A new version waiting may take over now (a navigation outside checkout). */
  takeOver: 'TAKE_OVER',
  /** The customer signed out: forget kept answers. */
  forget: 'FORGET',
} as const;
