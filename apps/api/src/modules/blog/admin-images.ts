import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  ADMIN_BLOG_MESSAGES as M,
  BANNER_IMAGE_WIDTHS,
  BLOG_IMAGE_FIELD,
  BLOG_IMAGE_MIN_WIDTH,
  BLOG_IMAGE_URL_PATTERN,
} from '@shop/contracts';
import { pictureMetadata, writeWebpRenditions } from '../../lib/webp-renditions.ts';
import { fieldError } from '../../plugins/errors.ts';

const WIDEST = BANNER_IMAGE_WIDTHS.at(-1)!;
/** The storefront shows post pictures at 3:2 (cards and article header). */
const heightFor = (width: number) => Math.round((width * 2) / 3);
/** Names this module generates; demo pictures (named after their post) are never deleted. */
const UPLOADED = new RegExp(`^/uploads/blog/([a-f0-9]{32})-${WIDEST}\\.webp$`);

function filesOf(uploadsDir: string, url: string): string[] {
  if (!BLOG_IMAGE_URL_PATTERN.test(url)) return [];
  const base = path.basename(url).slice(0, -`-${WIDEST}.webp`.length);
  return BANNER_IMAGE_WIDTHS.map((w) => path.join(uploadsDir, 'blog', `${base}-${w}.webp`));
}

/**
 * Checked by content, then re-encoded to WebP in every banner width under a generated name.
 * Answers the URL of the widest rendition.
 */
export async function saveBlogImage(uploadsDir: string, data: Buffer): Promise<string> {
  const meta = await pictureMetadata(data, BLOG_IMAGE_FIELD, M.notAnImage);
  // A phone photo taken upright is stored on its side with an orientation flag.
  const width = meta.autoOrient?.width ?? meta.width;
  if (!width || width < BLOG_IMAGE_MIN_WIDTH) throw fieldError(BLOG_IMAGE_FIELD, M.imageTooSmall);

  const name = randomBytes(16).toString('hex');
  const dir = path.join(uploadsDir, 'blog');
  await writeWebpRenditions(
    data,
    BANNER_IMAGE_WIDTHS.map((w) => ({
      file: path.join(dir, `${name}-${w}.webp`),
      width: w,
      height: heightFor(w),
    })),
    { quality: 80, field: BLOG_IMAGE_FIELD, notAnImage: M.notAnImage },
  );
  return `/uploads/blog/${name}-${WIDEST}.webp`;
}

/** True when every rendition of a post's picture is on disk. */
export async function blogImageExists(uploadsDir: string, url: string): Promise<boolean> {
  const files = filesOf(uploadsDir, url);
  if (files.length === 0) return false;
  const found = await Promise.all(
    files.map((f) =>
      fs.stat(f).then(
        (s) => s.isFile(),
        () => false,
      ),
    ),
  );
  return found.every(Boolean);
}

/** Deletes an uploaded picture's files; a demo picture or an unknown URL is left alone. */
export async function removeBlogImage(uploadsDir: string, url: string): Promise<void> {
  if (!UPLOADED.test(url)) return;
  await Promise.all(filesOf(uploadsDir, url).map((f) => fs.rm(f, { force: true })));
}
