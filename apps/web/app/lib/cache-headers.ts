// What a page that is rendered for each request says about keeping it. Pages the server keeps
// rendered say it there (apps/api/src/plugins/web/page-reply.ts); a page that says nothing is
// sent 'private, no-store' by the server. Server-only: `headers` exports never reach the browser.

/**
 * A page whose address carries a token or a customer's own details (the newsletter's and the
 * password reset's mailed links, order tracking): kept by no cache, neither a shared one nor the
 * browser's, nor the service worker (docs/decisions/0039-service-worker.md). The route says it
 * itself, so it holds whatever the server's default becomes.
 */
export const NO_STORE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;

/**
 * A page the same for everyone but rendered for each request (its scripts carry that request's
 * nonce): no shared cache may hold it, while this browser may, its service worker included, so
 * the page opens without a connection (the sign-in page then says that signing in needs one).
 */
export const BROWSER_ONLY_HEADERS = { 'Cache-Control': 'private, no-cache' } as const;
