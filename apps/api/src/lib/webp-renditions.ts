// Pictures people upload (blog banners, profile pictures): checked by content, whatever the name
// or declared type says, and re-encoded to WebP, so nothing sent is served as it was and metadata
// (the GPS position of a phone photo) is dropped.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { fieldError } from '../plugins/errors.ts';

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
  file: string;
  width: number;
  height: number;
}

/**
 * Writes every rendition, upright and cropped to cover its size. A picture that passed the header
 * check but does not decode (truncated, corrupt) leaves no file behind and is refused on `field`.
 */
export async function writeWebpRenditions(
  data: Buffer,
  renditions: readonly Rendition[],
  opts: { quality: number; field: string; notAnImage: string },
): Promise<void> {
  for (const dir of new Set(renditions.map((r) => path.dirname(r.file))))
    await fs.mkdir(dir, { recursive: true });
  const written: string[] = [];
  try {
    for (const { file, width, height } of renditions) {
      await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(width, height, { fit: 'cover' })
        .webp({ quality: opts.quality })
        .toFile(file);
      written.push(file);
    }
  } catch {
    await Promise.all(written.map((f) => fs.rm(f, { force: true })));
    throw fieldError(opts.field, opts.notAnImage);
  }
}
