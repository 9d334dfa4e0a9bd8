// Pictures people upload (blog banners, profile pictures): checked by content, whatever the name
// or declared type says, and re-encoded to WebP, so nothing sent is served as it was and metadata
// (the GPS position of a phone photo) is dropped.
import sharp, { type Metadata } from 'sharp';
import { fieldError } from '../lib/app-error.ts';
import type { Storage } from './index.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);
/** Refuses decompression bombs: a small file that would expand to gigabytes of pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

/** An upload's header, refused on `field` with `notAnImage` unless it is a JPEG, PNG, GIF or WebP. */
export async function pictureMetadata(
  data: Buffer,
  field: string,
  notAnImage: string,
): Promise<Metadata> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw fieldError(field, notAnImage);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw fieldError(field, notAnImage);
  return meta;
}

export interface Rendition {
  /** Where it is stored, e.g. `avatars/<name>-256.webp`. */
  key: string;
  width: number;
  height: number;
}

/**
 * Stores every rendition, upright and cropped to cover its size. A picture that passed the header
 * check but does not decode (truncated, corrupt) is refused on `field` before anything is stored;
 * if the storage fails part-way, what was stored is deleted again, so no picture is left with
 * some of its sizes missing.
 */
export async function writeWebpRenditions(
  storage: Storage,
  data: Buffer,
  renditions: readonly Rendition[],
  opts: { quality: number; field: string; notAnImage: string },
): Promise<void> {
  const encoded: Buffer[] = [];
  try {
    for (const { width, height } of renditions) {
      encoded.push(
        await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize(width, height, { fit: 'cover' })
          .webp({ quality: opts.quality })
          .toBuffer(),
      );
    }
  } catch {
    throw fieldError(opts.field, opts.notAnImage);
  }
  await putAll(
    storage,
    renditions.map((r, i) => ({ key: r.key, bytes: encoded[i]! })),
  );
}

/**
 * Stores WebP images together: all of them, or (when the storage fails) none, the ones already
 * stored being deleted before the failure is passed on.
 */
export async function putAll(
  storage: Storage,
  images: readonly { key: string; bytes: Buffer }[],
): Promise<void> {
  const results = await Promise.allSettled(
    images.map(({ key, bytes }) => storage.put(key, bytes, 'image/webp')),
  );
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (!failure) return;
  await storage.delete(images.map((i) => i.key)).catch(() => {});
  throw failure.reason;
}
