// SVG to WebP in the image storage, a few at a time: librsvg and the WebP encoder each use a core,
// and the seeder must not starve a small server while it fills the storage.
import sharp from 'sharp';
import type { Storage } from '../../storage/index.ts';
import { cachedPicture } from './drawing-cache.ts';

export interface ImageJob {
  /** Where it is stored, e.g. `products/<slug>-800.webp`. */
  key: string;
  svg: () => string;
}

/** The encoder's settings, part of every cached picture's name (drawing-cache.ts). */
export const WEBP_SETTINGS = 'webp q72 e4';

export function encodeWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 72, effort: 4 }).toBuffer();
}

export async function writeWebp(storage: Storage, job: ImageJob, cacheDir?: string): Promise<void> {
  const svg = job.svg();
  const bytes = cacheDir
    ? await cachedPicture(cacheDir, WEBP_SETTINGS, svg, encodeWebp)
    : await encodeWebp(svg);
  await storage.put(job.key, bytes, 'image/webp');
}

/**
 * The jobs whose image is not stored yet (every one with `force`). One listing per folder rather
 * than a question per image: a bucket answers a thousand keys in one request.
 */
export async function missingJobs(
  storage: Storage,
  jobs: readonly ImageJob[],
  force: boolean,
): Promise<ImageJob[]> {
  if (force) return [...jobs];
  const folders = new Set(jobs.map((job) => job.key.slice(0, job.key.lastIndexOf('/') + 1)));
  const stored = new Set<string>();
  for (const folder of folders) for await (const { key } of storage.list(folder)) stored.add(key);
  return jobs.filter((job) => !stored.has(job.key));
}

export async function runBounded<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<unknown>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
