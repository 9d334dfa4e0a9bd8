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

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a successful write of this route changes, declared on the route beside its rate
     * limit: the pages and cached answers made of these tags are dropped on every instance.
     * `[]` marks writes no page or cached answer shows (carts, favourites, accounts, payments).
     * A write route that declares nothing changes everything; a test walks the route table so
     * that every write route of the API declares it on purpose.
     */
    changes?: readonly CacheTag[];
  }
}
