/**
 * Which pages the server keeps rendered, and under which address (apps/api/src/plugins/web.ts
 * keeps them; entry.server.tsx lists the pages). A page is kept under its path and the query it
 * reads, normalised: parameters it never reads (a tracker's, a cache-buster's, junk) share its
 * entry instead of filling the cache, and it is rendered from that normalised address, so the
 * entry depends on nothing else. Server-only: none of this reaches the browser.
 */

/** The part of an address's query a page reads, normalised ('' when it reads none). */
export type QueryReader = (params: URLSearchParams) => string;

export const readsNothing: QueryReader = () => '';

/** The kept pages' readers, by route id; a page not listed is never kept. */
export type PageQueries = Readonly<Record<string, QueryReader>>;

const DATA_SUFFIX = '.data';
// A client navigation's data request for the home page (React Router's single fetch).
const ROOT_DATA = '/_root.data';

/** The page a single-fetch data request is for ('/collection.data' is '/collection'). */
function pageOf(pathname: string): string {
  if (pathname === ROOT_DATA) return '/';
  return pathname.endsWith(DATA_SUFFIX) ? pathname.slice(0, -DATA_SUFFIX.length) : pathname;
}

/**
 * The cache key of a request's address, or null when its page is not kept. `routeIdsOf` gives
 * the ids of the routes a page's path matches, the root first and the page itself last.
 *
 * A client navigation's data request (`/collection.data?category=Tables&_routes=...`) is kept
 * too, under the same normalised query plus `_routes`, the loaders it asks for: those of the
 * page's own routes, in the order they match (another id would answer nothing, so such a request
 * is not kept).
 */
export function pageCacheKey(
  url: URL,
  routeIdsOf: (pathname: string) => readonly string[] | null,
  pages: PageQueries,
): string | null {
  const data = url.pathname.endsWith(DATA_SUFFIX);
  const ids = routeIdsOf(pageOf(url.pathname));
  const leaf = ids?.[ids.length - 1];
  const read = leaf !== undefined && Object.hasOwn(pages, leaf) ? pages[leaf] : undefined;
  if (!ids || !read) return null;
  const query = new URLSearchParams(read(url.searchParams));
  const asked = url.searchParams.get('_routes');
  if (data && asked !== null) {
    const wanted = new Set(asked.split(','));
    const loaders = ids.filter((id) => wanted.has(id));
    if (!loaders.length) return null;
    query.set('_routes', loaders.join(','));
  }
  const search = query.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}
