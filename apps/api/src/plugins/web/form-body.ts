import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '@shop/contracts';
import { AppError } from '../../lib/app-error.ts';

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
 * How long the rest of a refused body is read and thrown away before the refusal is sent anyway.
 * Answering at once and closing left the unread body in the socket, and the reset that closing
 * causes reached a client still uploading before it had read the 413 (curl saw a broken pipe).
 */
export const REFUSED_BODY_DRAIN_MS = 10_000;

/**
 * Every body posted to the storefront is read here, before the renderer sees it, counted while it
 * streams in (chunked or not): nothing past FORM_BODY_LIMIT_BYTES is kept, so a route action's
 * `request.formData()` never meets an unbounded stream. A body over the limit (as it arrives, or
 * as its Content-Length declares) is refused with 413 in the error model once it has ended, or
 * after REFUSED_BODY_DRAIN_MS if it goes on; the connection is closed after that answer.
 */
export function readBoundedFormBodies(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    readWithin(payload, Number(request.headers['content-length']), done);
  });
}

function readWithin(
  payload: IncomingMessage,
  declaredBytes: number,
  done: (err: Error | null, body?: Buffer) => void,
) {
  const chunks: Buffer[] = [];
  let received = 0;
  let refused = declaredBytes > FORM_BODY_LIMIT_BYTES;
  let drainTimer: NodeJS.Timeout | undefined;

  const finish = (err: Error | null, body?: Buffer) => {
    clearTimeout(drainTimer);
    payload.off('data', onData);
    payload.off('end', onEnd);
    payload.off('error', onError);
    done(err, body);
  };
  const refuse = () => {
    refused = true;
    chunks.length = 0;
    drainTimer ??= setTimeout(tooLarge, REFUSED_BODY_DRAIN_MS);
  };
  const tooLarge = () => finish(new AppError('PAYLOAD_TOO_LARGE', API_MESSAGES.tooLarge));
  function onData(chunk: Buffer) {
    received += chunk.length;
    if (refused) return;
    if (received > FORM_BODY_LIMIT_BYTES) refuse();
    else chunks.push(chunk);
  }
  function onEnd() {
    if (refused) tooLarge();
    else finish(null, Buffer.concat(chunks, received));
  }
  // The client went away: nobody will read the answer.
  function onError(err: Error) {
    finish(Object.assign(err, { statusCode: 400 }));
  }

  payload.on('data', onData);
  payload.on('end', onEnd);
  payload.on('error', onError);
  if (refused) refuse();
}
