import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodingFor, matchesEtag } from '../../lib/content-coding.ts';
import { requestsLowData } from './low-data.ts';
import { etagOf, etagsOf, type Lookup } from './page-cache.ts';

/**
 * A kept page may be held by a shared cache (a CDN) for 1 s, and served 1 s longer while the CDN
 * asks again: a change reaches customers behind a CDN within about 2 s, and a busy page still
 * costs this server at most about one request a second per CDN node, answered from memory (a 304
 * when nothing changed). Longer would outlive the promise that a change shows within a second or
 * so; the CDN cannot be told when a page changes. Browsers keep nothing (max-age=0): they ask
 * every time and get a 304 while the page is the same.
 */
export const KEPT_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1';

/** Answers for one visitor only (a nonce, credentials, a token in the address): stored nowhere. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * A kept page in low-data mode (web/low-data.ts): the browser may keep it and ask again with its
 * ETag, as with any kept page, but no shared cache stores it, so a CDN only ever holds the
 * normal page (docs/decisions/0038-low-data-mode.md).
 */
export const LOW_DATA_CACHE_CONTROL = 'private, max-age=0';

/**
 * What a kept page's content depends on besides its address. Every kept page says so, whichever
 * variant it is: a shared cache then never gives the normal page it holds to a request that
 * sends Save-Data or the low-data cookie (a request with any other cookie, but the newsletter's
 * campaign cookie, which changes no page, is never answered from the page cache, so no further
 * cookie values are ever stored).
 */
export const KEPT_PAGE_VARY = 'Accept-Encoding, Save-Data, Cookie';

/**
 * Sends a page from the page cache: the stored encoding the client takes, its ETag (a 304 when
 * the client holds it already), and the CSP naming its inline scripts by their hashes.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, lookup: Lookup) {
  const { page, hit, kept } = lookup;
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (page.csp) reply.header('content-security-policy', page.csp);
  reply.header('x-cache', hit ? 'hit' : 'miss');
  if (!kept) {
    // Rendered for this request alone (not a 200, or something changed meanwhile): sent plain,
    // compressed on the way out like any other answer.
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return reply.send(page.bodies.identity);
  }
  const encoding = encodingFor(request.headers['accept-encoding'], page.bodies);
  reply.header('vary', KEPT_PAGE_VARY);
  reply.header(
    'cache-control',
    requestsLowData(request.headers) ? LOW_DATA_CACHE_CONTROL : KEPT_PAGE_CACHE_CONTROL,
  );
  reply.header('etag', etagOf(page, encoding));
  if (matchesEtag(request.headers['if-none-match'], etagsOf(page))) return reply.code(304).send();
  if (encoding === 'identity') return reply.send(page.bodies.identity);
  // Already compressed: @fastify/compress leaves an answer with a Content-Encoding alone.
  reply.header('content-encoding', encoding);
  return reply.send(page.bodies[encoding]);
}
