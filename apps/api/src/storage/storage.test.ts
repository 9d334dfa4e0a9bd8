// One contract for both storages: the folder and the bucket (a real S3 server) behave the same.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, useS3Server } from '../test/s3-fixtures.ts';
import { LocalStorage } from './local-storage.ts';
import { openS3Storage } from './s3-storage.ts';
import { RangeNotSatisfiableError, StorageError, type Storage } from './types.ts';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

async function listed(storage: Storage, prefix: string) {
  const found: [string, number][] = [];
  for await (const { key, size } of storage.list(prefix)) found.push([key, size]);
  return found.sort(([a], [b]) => a.localeCompare(b));
}

const s3 = useS3Server();
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const storages: [string, () => Storage][] = [
  ['the folder', () => new LocalStorage(path.join(root, 'uploads'))],
  ['the bucket', () => s3.storage],
];

describe.each(storages)('%s', (_name, storageOf) => {
  let storage: Storage;
  beforeAll(() => {
    storage = storageOf();
  });

  it('stores, reads, lists and deletes images by key', async () => {
    await storage.put('products/a-240.webp', Buffer.from('small'), 'image/webp');
    await storage.put('products/a-800.webp', Buffer.from('a larger one'), 'image/webp');
    await storage.put('blog/b-960.webp', Buffer.from('post'), 'image/webp');

    expect(await storage.exists('products/a-240.webp')).toBe(true);
    expect(await storage.exists('products/a-480.webp')).toBe(false);
    const info = await storage.head('products/a-800.webp');
    expect(info?.size).toBe(12);
    expect(info?.lastModified).toBeInstanceOf(Date);
    const object = await storage.read('products/a-800.webp');
    expect([object?.size, object?.length, object?.range]).toEqual([12, 12, undefined]);
    expect(await text(object!.body)).toBe('a larger one');

    expect(await listed(storage, 'products/')).toEqual([
      ['products/a-240.webp', 5],
      ['products/a-800.webp', 12],
    ]);
    expect(await listed(storage, 'products/a-8')).toEqual([['products/a-800.webp', 12]]);
    expect((await listed(storage, '')).map(([key]) => key)).toContain('blog/b-960.webp');

    await storage.delete(['products/a-240.webp', 'products/a-800.webp', 'products/never.webp']);
    expect(await listed(storage, 'products/')).toEqual([]);
    expect(await storage.head('products/a-800.webp')).toBeUndefined();
    expect(await storage.read('products/a-800.webp')).toBeUndefined();
  });

  it('replaces an image stored again under its key', async () => {
    await storage.put('site/x-960.webp', Buffer.from('first'), 'image/webp');
    await storage.put('site/x-960.webp', Buffer.from('second!'), 'image/webp');
    expect(await text((await storage.read('site/x-960.webp'))!.body)).toBe('second!');
    expect(await listed(storage, 'site/')).toEqual([['site/x-960.webp', 7]]);
  });

  it('reads one byte range, and refuses a range past the end', async () => {
    await storage.put('site/r.webp', Buffer.from('0123456789'), 'image/webp');
    const part = (await storage.read('site/r.webp', 'bytes=2-5'))!;
    expect([part.size, part.length, part.range]).toEqual([10, 4, 'bytes 2-5/10']);
    expect(await text(part.body)).toBe('2345');
    const tail = (await storage.read('site/r.webp', 'bytes=-3'))!;
    expect([tail.length, tail.range, await text(tail.body)]).toEqual([3, 'bytes 7-9/10', '789']);
    await expect(storage.read('site/r.webp', 'bytes=50-')).rejects.toThrow(
      RangeNotSatisfiableError,
    );
  });

  it('refuses keys that would leave the storage or reach a hidden file', async () => {
    for (const key of ['../x.webp', 'a/../../x.webp', '/etc/passwd', 'a/.tmp', 'a//b', 'a\\b', ''])
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(
        /not a storage key/,
      );
    await expect(storage.read('../package.json')).rejects.toThrow(/not a storage key/);
  });

  it('is ready when it can be written to', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });
});

describe('the folder', () => {
  it('never shows a half-written image: it is written aside, then renamed', async () => {
    const storage = new LocalStorage(path.join(root, 'atomic'));
    await storage.put('products/p-800.webp', Buffer.alloc(100_000, 7), 'image/webp');
    expect(fs.readdirSync(path.join(root, 'atomic', 'products'))).toEqual(['p-800.webp']);
    // A temporary file a crash left behind is neither listed nor taken for an image.
    fs.writeFileSync(path.join(root, 'atomic', 'products', '.p-480.webp.abc.tmp'), 'half');
    expect(await listed(storage, '')).toEqual([['products/p-800.webp', 100_000]]);
  });
});

describe('the bucket', () => {
  it('is not ready when the server is stopped, and says which bucket without the keys', async () => {
    const own = await startS3Server();
    const storage = await openS3Storage(own.location);
    try {
      await expect(storage.check()).resolves.toBeUndefined();
      await own.stop();
      const error = await storage.check().then(
        () => null,
        (err: unknown) => err,
      );
      expect(error).toBeInstanceOf(StorageError);
      const message = (error as Error).message;
      expect(message).toMatch(/bucket "shop-images-test" at http:\/\/127\.0\.0\.1:\d+/);
      expect(message).toMatch(/could not be reached \(ECONNREFUSED\)/);
      expect(message).not.toContain('S3RVER');
      // Writes fail the same way, with the connection's code kept for a 503.
      const write = await storage.put('a/b.webp', Buffer.from('x'), 'image/webp').catch((e) => e);
      expect(write).toBeInstanceOf(StorageError);
      expect((write as Error & { cause: { code?: string } }).cause.code).toBe('ECONNREFUSED');
    } finally {
      await storage.close();
      await own.close();
    }
  });

  it('is not ready when the bucket does not exist', async () => {
    const storage = await openS3Storage({ ...s3.location, bucket: 'no-such-bucket' });
    try {
      await expect(storage.check()).rejects.toThrow(
        /the bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ does not exist/,
      );
    } finally {
      await storage.close();
    }
  });

  it('lists past one page of keys (S3 answers 1,000 at a time)', async () => {
    const keys = Array.from({ length: 1_005 }, (_, i) => `many/k-${i}.webp`);
    for (let i = 0; i < keys.length; i += 50)
      await Promise.all(
        keys.slice(i, i + 50).map((key) => s3.storage.put(key, Buffer.from('x'), 'image/webp')),
      );
    expect(await listed(s3.storage, 'many/')).toHaveLength(1_005);
    await s3.storage.delete(keys);
    expect(await listed(s3.storage, 'many/')).toHaveLength(0);
  }, 60_000);
});
