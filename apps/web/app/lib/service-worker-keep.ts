// What the service worker (sw/sw.ts) may put into its caches: pure rules, so they are tested
// without a browser. Why: docs/decisions/0039-service-worker.md (addendum of 2026-11-28).

/**
 * The pages whose address may carry a secret or a customer's own details, at the path and under
 * it: the newsletter's confirm and unsubscribe links, the password reset, the change of e-mail
 * address and a mailed quotation (a token), order
 * tracking (`?order=…`, the delivery phone) and the payment return (`?orderId=…`). The server
 * never keeps them either (apps/web/app/entry.server.tsx) and sends them `no-store`; this list
 * holds even if that header were ever missing.
 */
const SECRET_PAGES = [
  '/confirm-email',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/quotation',
  '/reset-password',
  '/track',
  '/verify',
];

// A client navigation's data request for a page: '/track.data' is '/track'.
const DATA_SUFFIX = '.data';

/** The page an address is for, as the router matches it: decoded, lower case, no '.data'. */
function pageOf(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: matched as written.
  }
  path = `/${path}`.toLowerCase().replace(/\/+/g, '/');
  return path.endsWith(DATA_SUFFIX) ? path.slice(0, -DATA_SUFFIX.length) : path;
}

const isSecretPage = (pathname: string) => {
  const page = pageOf(pathname);
  return SECRET_PAGES.some((prefix) => page === prefix || page.startsWith(`${prefix}/`));
};

// React Router asks which routes the links on a page lead to with their paths in the query
// ('/__manifest?paths=/newsletter/unsubscribe/<token>,…&version=…').
const ROUTE_DISCOVERY = '/__manifest';

/**
 * Whether an address is one of the pages that may carry a secret, its data request, or a route
 * look-up naming one.
 */
export function carriesSecret(url: URL): boolean {
  if (url.pathname === ROUTE_DISCOVERY)
    return (url.searchParams.get('paths') ?? '').split(',').some((path) => isSecretPage(path));
  return isSecretPage(url.pathname);
}

/**
 * Whether the answer's Cache-Control forbids keeping it anywhere (`no-store`, with or without
 * `private`). `private` alone is not refused: it bars shared caches (a CDN), and the worker's cache
 * is this browser's own; the low-data pages are sent `private, max-age=0` for exactly that
 * (docs/decisions/0038-low-data-mode.md).
 */
export function forbidsStoring(cacheControl: string | null): boolean {
  if (!cacheControl) return false;
  return cacheControl
    .split(',')
    .some((directive) => directive.split('=')[0]!.trim().toLowerCase() === 'no-store');
}

/**
 * Why an answer may not be kept, or null when it may: `secret` and `no-store` mean a copy kept
 * from before must go too; `not-ok` (an error, a redirect) only means this answer is not the one
 * to keep, while the last good copy still serves offline.
 */
export function refusal(
  url: URL,
  response: Pick<Response, 'status' | 'headers'>,
): 'secret' | 'no-store' | 'not-ok' | null {
  if (carriesSecret(url)) return 'secret';
  if (forbidsStoring(response.headers.get('cache-control'))) return 'no-store';
  if (response.status !== 200) return 'not-ok';
  return null;
}

/** The customers' own pictures (apps/api/src/modules/users/avatar.ts): forgotten at sign-out. */
export const isAvatar = (url: URL): boolean => url.pathname.startsWith('/uploads/avatars/');
