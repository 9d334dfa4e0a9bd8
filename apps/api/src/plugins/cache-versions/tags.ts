/**
 * What pages and cached answers are made of, and which requests change it. A cached entry
 * remembers the versions of its tags; a change bumps a tag on every instance, and entries made
 * from an older version are never served again (docs/decisions/0028-page-and-answer-caches.md).
 */
export const CACHE_TAGS = ['catalog', 'blog', 'site'] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

/** What a read of an API path depends on. A path not listed depends on everything. */
const READS: ReadonlyArray<readonly [prefix: string, tags: readonly CacheTag[]]> = [
  ['/api/product/', ['catalog']],
  ['/api/reviews/', ['catalog']],
  ['/api/blogs', ['blog']],
  ['/api/settings', ['site']],
  ['/api/pages', ['site']],
  ['/api/sitemap', ['catalog', 'blog']],
];

export function tagsReadBy(path: string): readonly CacheTag[] {
  const bare = path.split('?')[0] ?? path;
  for (const [prefix, tags] of READS) if (bare.startsWith(prefix)) return tags;
  return CACHE_TAGS;
}

/**
 * What a successful write changes, by the route's path (its pattern, `/api/admin/products/:id`).
 * Every write route of the API must match an entry (a test walks the route table), so a new route
 * is classified on purpose; at run time a write matching none changes everything.
 * `[]` marks writes no page or cached answer shows: carts, favourites, accounts, payments.
 * Placing an order and cancelling one change the stock that product pages and lists show.
 */
export const WRITES: ReadonlyArray<readonly [prefix: string, tags: readonly CacheTag[]]> = [
  ['/api/admin/products', ['catalog']],
  // Approving, hiding or deleting a review changes a product's page and its rating in lists.
  ['/api/admin/reviews', ['catalog']],
  // Deleting a customer takes their reviews with them.
  ['/api/admin/customers', ['catalog']],
  ['/api/admin/blogs', ['blog']],
  ['/api/admin/settings', ['site']],
  ['/api/admin/pages', ['site']],
  ['/api/admin/orders/:id/status', ['catalog']],
  ['/api/admin/orders', []],
  ['/api/admin/messages', []],
  ['/api/admin/mail', []],
  ['/api/admin/subscribers', []],
  ['/api/admin/assistant', []],
  ['/api/reviews/', ['catalog']],
  ['/api/cart/', []],
  // A customer's name and picture show on their reviews (product pages, a product's reviews);
  // the first entry also covers update-profile-picture.
  ['/api/user/update-profile', ['catalog']],
  ['/api/user/remove-profile-picture', ['catalog']],
  ['/api/user/', []],
  ['/api/order/place-cod', ['catalog']],
  ['/api/order/mobile-money', ['catalog']],
  ['/api/order/', []],
  ['/api/contact', []],
  ['/api/newsletter', []],
  ['/api/chatbot/', []],
];

/** The write entry a route's path falls under, if any. */
export function writeEntryOf(routePath: string) {
  return WRITES.find(([prefix]) => routePath.startsWith(prefix));
}

export function tagsChangedBy(routePath: string): readonly CacheTag[] {
  return writeEntryOf(routePath)?.[1] ?? CACHE_TAGS;
}
