import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers for every response, decided once. API answers need no scripts at all; the
 * storefront's SSR bridge replaces the CSP with its own: a fresh nonce for a page streamed to one
 * request, the sha256 of each inline script for a page kept and shared (plugins/web.ts).
 *
 * These are the headers helmet sends with the options in security.test.ts (which checks that
 * they still agree), written out: @fastify/helmet parsed its CSP directives again for every
 * request, about a twelfth of the time of a page sent from the page cache.
 *
 * Cross-Origin-Resource-Policy is same-site: product images and uploads are fetched by mail
 * clients and chat previews too. The referrer policy is not helmet's 'no-referrer': under it the
 * browser sends `Origin: null` with a form post, and the storefront's renderer refuses such a post
 * as cross-site, so the forms that work before the page's JavaScript arrives (contact, company
 * card, unsubscribe) would fail; and the map tile server, whose usage policy asks for a Referer,
 * would get none. Other sites learn only the origin, never a page's address.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    'upgrade-insecure-requests',
    "connect-src 'self'",
  ].join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * What a script, a style sheet or a picture needs. The rest (the CSP, framing, the opener and
 * agent-cluster policies, HSTS) act on documents and workers only, and over HTTP/1.1 they cost
 * about 800 bytes on each of the forty-odd files a first page loads: some 30 KB on a phone
 * paying for every byte. SVG can be a document with scripts of its own, so it keeps them all, as
 * does anything that is not one of these files (the service worker script included).
 */
export const FILE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-resource-policy': SECURITY_HEADERS['cross-origin-resource-policy']!,
  'x-content-type-options': SECURITY_HEADERS['x-content-type-options']!,
});
const PLAIN_FILE = /^\/(assets|uploads|icons)\/[^?]+\.(js|css|webp|png|jpe?g|woff2)(\?|$)/;

export default fp(async function security(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(PLAIN_FILE.test(request.url) ? FILE_HEADERS : SECURITY_HEADERS);
    done();
  });
});
