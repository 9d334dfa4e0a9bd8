// /uploads/* answers the same from the folder (@fastify/static) and from a bucket (streamed):
// status, cache policy, type, length, validators, HEAD, ranges and refusals.
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useS3Server } from '../test/s3-fixtures.ts';
import { useTestApp, type TestApp } from '../test/test-app.ts';

const s3 = useS3Server();
const local = useTestApp();
const bucket = useTestApp(async () => ({ s3: s3.location }));
const apps: [string, TestApp][] = [
  ['folder', local],
  ['bucket', bucket],
];

/** Bytes that are not text, larger than one stream chunk. */
const image = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 256));
const KEY = 'products/0123456789abcdef0123456789abcdef-800.webp';
const URL = `/uploads/${KEY}`;

beforeAll(async () => {
  await local.app.storage.put(KEY, image, 'image/webp');
  await bucket.app.storage.put(KEY, image, 'image/webp');
});

/**
 * The headers with the values that differ by nature (clock, validators, the request's id)
 * replaced by their form.
 */
function shape(headers: Record<string, unknown>) {
  const { date, etag, 'last-modified': modified, 'x-request-id': id, ...rest } = headers;
  return {
    ...rest,
    date: typeof date,
    'x-request-id': typeof id,
    etag: typeof etag === 'string' && /^(W\/)?"[^"]+"$/.test(etag),
    'last-modified': typeof modified === 'string' && !Number.isNaN(Date.parse(modified)),
  };
}

/** An error answer without the request's id (each request has its own). */
function refusal(res: { statusCode: number; json: () => Record<string, unknown> }) {
  const { requestId: _id, ...body } = res.json();
  return [res.statusCode, body];
}

async function both(request: InjectOptions) {
  const [fromFolder, fromBucket] = await Promise.all(apps.map(([, t]) => t.app.inject(request)));
  return { fromFolder: fromFolder!, fromBucket: fromBucket! };
}

describe('GET /uploads/* from a bucket', () => {
  it('streams the image with the headers the folder gives: a year, immutable, WebP, its length', async () => {
    const { fromFolder, fromBucket } = await both({
      url: URL,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(fromBucket.statusCode).toBe(200);
    expect(fromBucket.rawPayload.equals(image)).toBe(true);
    expect(fromFolder.rawPayload.equals(image)).toBe(true);
    expect(fromBucket.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(fromBucket.headers['content-type']).toBe('image/webp');
    expect(fromBucket.headers['content-length']).toBe(String(image.length));
    expect(fromBucket.headers['content-encoding']).toBeUndefined();
    expect(shape(fromBucket.headers)).toEqual(shape(fromFolder.headers));
  });

  it('answers HEAD with the same headers and no body', async () => {
    const { fromFolder, fromBucket } = await both({ method: 'HEAD', url: URL });
    expect([fromBucket.statusCode, fromBucket.body]).toEqual([200, '']);
    expect(fromBucket.headers['content-length']).toBe(String(image.length));
    expect(shape(fromBucket.headers)).toEqual(shape(fromFolder.headers));
  });

  it('answers 304 to a browser revalidating with the ETag or the date it has', async () => {
    for (const [name, t] of apps) {
      const first = await t.app.inject({ url: URL });
      const etag = String(first.headers.etag);
      const byTag = await t.app.inject({ url: URL, headers: { 'if-none-match': etag } });
      expect([byTag.statusCode, byTag.body], name).toEqual([304, '']);
      expect(byTag.headers['cache-control'], name).toBe('public, max-age=31536000, immutable');
      const byDate = await t.app.inject({
        url: URL,
        headers: { 'if-modified-since': String(first.headers['last-modified']) },
      });
      expect(byDate.statusCode, name).toBe(304);
      const otherTag = await t.app.inject({ url: URL, headers: { 'if-none-match': '"other"' } });
      expect(otherTag.statusCode, name).toBe(200);
      expect(otherTag.rawPayload.length, name).toBe(image.length);
    }
  });

  it('answers one byte range as the folder does', async () => {
    const { fromFolder, fromBucket } = await both({ url: URL, headers: { range: 'bytes=10-19' } });
    expect(fromBucket.statusCode).toBe(206);
    expect(fromBucket.headers['content-range']).toBe(`bytes 10-19/${image.length}`);
    expect(fromBucket.rawPayload.equals(image.subarray(10, 20))).toBe(true);
    expect(shape(fromBucket.headers)).toEqual(shape(fromFolder.headers));
    const past = await both({ url: URL, headers: { range: `bytes=${image.length + 5}-` } });
    expect(refusal(past.fromBucket)).toEqual(refusal(past.fromFolder));
  });

  it('answers a missing image with the same 404', async () => {
    for (const url of [
      '/uploads/products/ffffffffffffffffffffffffffffffff-800.webp',
      '/uploads/',
      '/uploads/products/',
      '/uploads/products/a%20b.webp',
    ]) {
      const { fromFolder, fromBucket } = await both({ url });
      expect(refusal(fromBucket), url).toEqual(refusal(fromFolder));
      expect(fromBucket.statusCode, url).toBe(404);
    }
  });

  it('refuses a way out of the images or to a hidden file, as the folder does', async () => {
    await local.app.storage.put('products/x.webp', Buffer.from('x'), 'image/webp');
    for (const url of [
      '/uploads/products/..%2F..%2Fpackage.json',
      '/uploads/products/%2e%2e/%2e%2e/package.json',
      '/uploads/..%2Fpackage.json',
      '/uploads/products/.hidden',
      '/uploads/../package.json',
    ]) {
      const { fromFolder, fromBucket } = await both({ url });
      expect(refusal(fromBucket), url).toEqual(refusal(fromFolder));
      expect([403, 404], url).toContain(fromBucket.statusCode);
    }
  });
});
