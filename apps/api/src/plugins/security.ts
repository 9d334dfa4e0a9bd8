import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers for every response. API answers need no scripts at all; the storefront's SSR
 * bridge replaces the CSP with its own: a fresh nonce for a page streamed to one request, the
 * sha256 of each inline script for a page kept and shared (plugins/web.ts).
 */
export default fp(async function security(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Product images and uploads are fetched by mail clients and chat previews too.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    // Not helmet's 'no-referrer': under it the browser sends `Origin: null` with a form post, and
    // the storefront's renderer refuses such a post as cross-site, so the forms that work before
    // the page's JavaScript arrives (contact, company card, unsubscribe) would fail; and the map
    // tile server, whose usage policy asks for a Referer, would get none. Other sites learn only
    // the origin, never a page's address.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
});
