/**
 * The GET routes whose answers are kept (docs/decisions/0028-page-and-answer-caches.md): the
 * catalogue the storefront and the specification's clients read most. Each answers the same to
 * everyone: its handler never looks at a token or a role (modules/catalog/service.ts), so a
 * request carrying credentials is served the same entry. A route listed here that gains a sign-in
 * check or a per-account limit is refused at start (answer-cache.ts), since its answer could then
 * depend on who asks.
 *
 * A product's reviews carry each author's name and picture: the routes that change those bump
 * 'catalog' too (their `config.changes`), so a kept list never shows an old name.
 */
export const CACHED_ROUTES: ReadonlySet<string> = new Set([
  '/api/product/list',
  '/api/product/:productId',
  '/api/reviews/product/:productId',
]);

type Values = Record<string, unknown> | null | undefined;

/**
 * The entry's key: the route and its parameters AFTER validation, so parameters no schema knows
 * are gone, numbers are numbers (`page=02` is page 2), text is trimmed and the order of the query
 * does not matter (zod builds its output in the schema's order). Product ids are read in lower
 * case by every route above, so their case makes no second entry either.
 */
export function answerKey(route: string, params: Values, query: Values): string {
  let key = route;
  if (params) {
    const named: Record<string, unknown> = { ...params };
    if (typeof named.productId === 'string') named.productId = named.productId.trim().toLowerCase();
    key += ' ' + JSON.stringify(named);
  }
  if (query) key += ' ' + JSON.stringify(query);
  return key;
}
