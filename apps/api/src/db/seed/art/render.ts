// SVG to WebP on disk, a few at a time: librsvg and the WebP encoder each use a core, and the
// seeder must not starve a small server while it fills the uploads folder.
import { access, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';

export interface ImageJob {
  file: string;
  svg: () => string;
}

async function exists(file: string) {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

export async function writeWebp(job: ImageJob, force: boolean): Promise<boolean> {
  if (!force && (await exists(job.file))) return false;
  await mkdir(dirname(job.file), { recursive: true });
  await sharp(Buffer.from(job.svg())).webp({ quality: 72, effort: 4 }).toFile(job.file);
  return true;
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
