// A client that crawls or stops cannot hold a connection (docs/decisions/0040-bounded-requests.md).
// The server here has the timeouts shortened, each far from the others, so the way the
// connection ends tells which one ended it: a 408 while the headers or the body are late, a
// silent close when nothing moves. Nothing is timed: each test waits until the server closes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_LIMITS, BLOG_IMAGE_MAX_BYTES } from '@shop/contracts';
import { HTTP_TIMEOUTS } from './http-timeouts.ts';
import { sendSlowly } from './test/raw-http.ts';
import { getOnce } from './test/server-process.ts';
import { listenWithStandInStorefront } from './test/stand-in-storefront.ts';
import { openTestDatabase } from './test/test-app.ts';

const SHORT = { headersMs: 300, idleMs: 3_000, requestMs: 6_000, checkEveryMs: 50 };
const HEADERS =
  'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
  'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n';
const TIMED_OUT = /^HTTP\/1\.1 408 /;

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let shop: Awaited<ReturnType<typeof listenWithStandInStorefront>>;

beforeAll(async () => {
  database = await openTestDatabase();
  shop = await listenWithStandInStorefront({ database: database.handle, timeouts: SHORT });
});

afterAll(async () => {
  await shop?.close();
  await database?.drop();
});

describe('a slow sender', () => {
  it('that sends its headers byte by byte and stops is cut off by the header timeout', async () => {
    const written = await sendSlowly(shop.port, {
      byteByByte: 'POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty',
    });
    expect(written).toMatch(TIMED_OUT);
  });

  it('whose headers never end, however steadily they come, is cut off too', async () => {
    // A byte every 10 ms keeps the connection busy: only the header timeout can end it.
    const written = await sendSlowly(shop.port, {
      atOnce: 'POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ',
      byteByByte: 'a',
      forever: true,
    });
    expect(written).toMatch(TIMED_OUT);
  });

  it('that goes quiet halfway through its body is closed when the connection idles', async () => {
    const written = await sendSlowly(shop.port, { atOnce: `${HEADERS}{"name":"Ab` });
    // Closed without an answer: the idle timeout, well before the request timeout's 408.
    expect(written).toBe('');
  });

  it('whose body trickles forever is cut off by the request timeout', async () => {
    const written = await sendSlowly(shop.port, {
      atOnce: `${HEADERS}{"message":"`,
      byteByByte: 'a',
      forever: true,
      gapMs: 20,
    });
    expect(written).toMatch(TIMED_OUT);
  });

  it('leaves the server answering everyone else', async () => {
    expect((await getOnce(shop.port, '/api/health')).status).toBe(200);
  });
});

describe('the timeouts the shop runs with', () => {
  it('are the ones the server is built with', async () => {
    // A second instance on the same database, built as production builds it.
    const production = await listenWithStandInStorefront({ database: database.handle });
    try {
      expect(production.app.server.headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
      expect(production.app.server.requestTimeout).toBe(HTTP_TIMEOUTS.requestMs);
      expect(production.app.server.timeout).toBe(HTTP_TIMEOUTS.idleMs);
      expect(production.app.server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveMs);
    } finally {
      await production.close();
    }
  });

  it("let staff's largest picture through on a slow mobile uplink (75 kbit/s)", () => {
    const largest = Math.max(ADMIN_PRODUCT_LIMITS.imageBytesMax, BLOG_IMAGE_MAX_BYTES);
    const secondsAt75kbits = (largest * 8) / 75_000;
    expect(HTTP_TIMEOUTS.requestMs).toBeGreaterThanOrEqual(secondsAt75kbits * 1000);
    // Node refuses a header timeout longer than the request's.
    expect(HTTP_TIMEOUTS.headersMs).toBeLessThanOrEqual(HTTP_TIMEOUTS.requestMs);
  });
});
