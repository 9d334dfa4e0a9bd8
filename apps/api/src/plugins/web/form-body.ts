import type { FastifyInstance } from 'fastify';

/**
 * The most a post to a storefront page (contact, company card, track, newsletter, unsubscribe)
 * may carry. The largest is the contact form: every field at its browser-enforced maxLength
 * (CONTACT_LIMITS, 5,534 characters) is at most 49.9 KB as the browser sends it
 * (application/x-www-form-urlencoded writes a 3-byte UTF-8 character as 9 bytes, `%E4%B8%AD`).
 * A 5,000-character message in Arabic script alone is 30 KB, so the 16 KB first suggested would
 * refuse real customers; 64 KB keeps every legitimate form and bounds memory per request.
 */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Every body posted to the storefront is read here, before the renderer sees it, counted while it
 * streams in (chunked or not): past FORM_BODY_LIMIT_BYTES reading stops and the answer is 413 in
 * the error model, so a route action's `request.formData()` never meets an unbounded stream. A
 * declared Content-Length over the limit is refused before any byte is read. Node closes the
 * connection after that answer (the rest of the body was never read), instead of draining it.
 */
export function readBoundedFormBodies(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
}
