// Bodies posted to the storefront's pages are read within FORM_BODY_LIMIT_BYTES while they stream
// in, chunked or not (docs/decisions/0040-bounded-requests.md). Over a real socket: a chunked
// body needs one, and the refusal must leave the server answering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  CONTACT_FIELDS,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
} from '@shop/contracts';
import { postStreamed, sendSlowly, sendWholeThenRead, streamedBody } from '../test/raw-http.ts';
import { getOnce, type Answer } from '../test/server-process.ts';
import { listenWithStandInStorefront, type StandInEcho } from '../test/stand-in-storefront.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { FORM_BODY_LIMIT_BYTES } from './web/form-body.ts';

const FORM = 'application/x-www-form-urlencoded';
const FIVE_MB = 5 * 1024 * 1024;
const chunked = (contentType: string) => ({
  'content-type': contentType,
  'transfer-encoding': 'chunked',
});
const sized = (contentType: string, bytes: number) => ({
  'content-type': contentType,
  'content-length': String(bytes),
});

let shop: Awaited<ReturnType<typeof listenWithStandInStorefront>>;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await openTestDatabase();
  drop = database.drop;
  shop = await listenWithStandInStorefront({ database: database.handle });
});

afterAll(async () => {
  await shop?.close();
  await drop?.();
});

/** The error model's 413, on a connection the server closes rather than read the rest. */
function expectTooLarge(answer: Answer, label?: string) {
  expect(answer.status, label).toBe(413);
  expect(answer.headers.connection, label).toBe('close');
  expect(JSON.parse(answer.body), label).toEqual({
    success: false,
    code: 'PAYLOAD_TOO_LARGE',
    message: API_MESSAGES.tooLarge,
    requestId: answer.headers['x-request-id'],
  });
}

async function expectStillServing() {
  expect((await getOnce(shop.port, '/api/health')).status).toBe(200);
}

/** The largest contact form a browser lets a customer send: every field at its maxLength, in
 * characters that take the most bytes once form-encoded (3 UTF-8 bytes, 9 as `%E4%B8%AD`). */
function largestContactForm(): string {
  const form = new URLSearchParams();
  for (const field of CONTACT_FIELDS) form.set(field, '中'.repeat(CONTACT_LIMITS[field]));
  form.set(CONTACT_HONEYPOT_FIELD, '');
  return form.toString();
}

describe('a post to a storefront page', () => {
  it('of 5 MB sent chunked is refused with 413 while it streams in, and the server answers on', async () => {
    expectTooLarge(
      await postStreamed(shop.port, '/contact', chunked(FORM), streamedBody('message=', FIVE_MB)),
    );
    await expectStillServing();
  });

  it('of 5 MB under a Content-Length is refused with 413 the same way', async () => {
    expectTooLarge(
      await postStreamed(
        shop.port,
        '/contact',
        sized(FORM, FIVE_MB),
        streamedBody('message=', FIVE_MB),
      ),
    );
    await expectStillServing();
  });

  it('of 5 MB reaches a client that reads only once it has sent it all as a 413, not a reset', async () => {
    // Answering at once and closing the socket on the unread rest reset the connection under a
    // client still sending, before it read the answer.
    const written = await sendWholeThenRead(
      shop.port,
      'POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Content-Type: ${FORM}\r\nContent-Length: ${FIVE_MB}\r\n\r\n`,
      streamedBody('message=', FIVE_MB),
    );
    expect(written).toMatch(/^HTTP\/1\.1 413 /);
    expect(written).toContain('"code":"PAYLOAD_TOO_LARGE"');
  });

  it('that goes on past the limit and never ends is refused after the drain wait, and closed', async () => {
    // The rest of a refused body is read and dropped until it ends, so the client surely reads
    // the 413; one that never ends gets it after REFUSED_BODY_DRAIN_MS, and the connection closes.
    const written = await sendSlowly(shop.port, {
      atOnce:
        'POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Content-Type: ${FORM}\r\nContent-Length: ${FIVE_MB}\r\n\r\n` +
        'message='.padEnd(FORM_BODY_LIMIT_BYTES + 1, 'a'),
    });
    expect(written).toMatch(/^HTTP\/1\.1 413 /);
    expect(written).toMatch(/\r\nconnection: close\r\n/i);
    expect(written).toContain('"code":"PAYLOAD_TOO_LARGE"');
  });

  it('is refused past the limit on every page with an action, and any other path', async () => {
    for (const page of [
      '/company',
      '/track',
      '/newsletter/unsubscribe/some-token',
      '/contact.data',
      '/contact?index',
      '/',
    ]) {
      const body = streamedBody('orderNumber=', FORM_BODY_LIMIT_BYTES + 1);
      expectTooLarge(await postStreamed(shop.port, page, chunked(FORM), body), page);
    }
    // Whatever it claims to be: the limit is on bytes, not on one content type.
    for (const type of ['multipart/form-data; boundary=x', 'application/json', 'text/plain']) {
      const body = streamedBody('', FORM_BODY_LIMIT_BYTES + 1);
      expectTooLarge(await postStreamed(shop.port, '/contact', chunked(type), body), type);
    }
    await expectStillServing();
  });

  it('reaches the page whole at exactly the limit, chunked or not, and not one byte past it', async () => {
    for (const headers of [chunked(FORM), sized(FORM, FORM_BODY_LIMIT_BYTES)]) {
      const body = streamedBody('message=', FORM_BODY_LIMIT_BYTES);
      const answer = await postStreamed(shop.port, '/contact', headers, body);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({
        method: 'POST',
        bytes: FORM_BODY_LIMIT_BYTES,
        fields: { message: FORM_BODY_LIMIT_BYTES - 'message='.length },
      } satisfies StandInEcho);
    }
    const over = streamedBody('message=', FORM_BODY_LIMIT_BYTES + 1);
    expectTooLarge(await postStreamed(shop.port, '/contact', chunked(FORM), over));
  });

  it('hands the largest contact form a customer can send to the page action, field by field', async () => {
    const form = largestContactForm();
    expect(Buffer.byteLength(form)).toBeLessThan(FORM_BODY_LIMIT_BYTES);
    const expected: StandInEcho = {
      method: 'POST',
      bytes: Buffer.byteLength(form),
      fields: { ...CONTACT_LIMITS, [CONTACT_HONEYPOT_FIELD]: 0 },
    };
    for (const headers of [chunked(FORM), sized(FORM, Buffer.byteLength(form))]) {
      const answer = await postStreamed(shop.port, '/contact', headers, [Buffer.from(form)]);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual(expected);
    }
  });
});

describe('a post to the API', () => {
  it('counts a chunked JSON body while it streams: 5 MB to /api/contact is refused with 413', async () => {
    const body = streamedBody('{"message":"', FIVE_MB);
    expectTooLarge(
      await postStreamed(shop.port, '/api/contact', chunked('application/json'), body),
    );
    await expectStillServing();
  });
});
