// The pictures half of a backup: every object of the storage (data folder or bucket), copied under
// its key. Listed AFTER the database snapshot: the shop stores a picture before it writes the row
// that names it, so every picture a row of the snapshot names is already there when listed.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, isSafeKey, type Storage } from '../storage/index.ts';
import { imageFile } from './format.ts';

/** Pictures read or written at once: each is a file or a bucket request. */
const CONCURRENCY = 8;

async function eachAtMost<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export interface ImagesCopied {
  count: number;
  bytes: number;
  /** sha256 of each picture, by its path in the archive. */
  files: Record<string, string>;
}

/** Copies every picture of `storage` into `dir`/images/<key>. */
export async function saveImages(storage: Storage, dir: string): Promise<ImagesCopied> {
  const keys: string[] = [];
  // A name the shop never writes (a file put there by hand) is not served either: left out.
  for await (const { key } of storage.list('')) if (isSafeKey(key)) keys.push(key);
  keys.sort();
  const copied: ImagesCopied = { count: 0, bytes: 0, files: {} };
  await eachAtMost(keys, CONCURRENCY, async (key) => {
    const object = await storage.read(key);
    // Deleted since the listing (a replaced picture): no row of the snapshot can name it... unless
    // it was deleted after the snapshot, which the shop does only for pictures it no longer names.
    if (!object) return;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const file = imageFile(key);
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await fs.writeFile(path.join(dir, file), bytes);
    copied.files[file] = createHash('sha256').update(bytes).digest('hex');
    copied.count++;
    copied.bytes += bytes.length;
  });
  return copied;
}

/** Every key in the storage (to know whether it is empty, or to empty it). */
export async function storedKeys(storage: Storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage.list('')) keys.push(key);
  return keys;
}

/** Puts the archive's pictures (already checked) into `storage`. */
export async function loadImages(storage: Storage, dir: string, keys: string[]): Promise<void> {
  await eachAtMost(keys, CONCURRENCY, async (key) => {
    const bytes = await fs.readFile(path.join(dir, imageFile(key)));
    await storage.put(key, bytes, contentTypeOf(key));
  });
}
