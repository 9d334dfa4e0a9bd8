import { randomBytes } from 'node:crypto';
import {
  ADMIN_BLOG_MESSAGES as M,
  BANNER_IMAGE_WIDTHS,
  BLOG_IMAGE_FIELD,
  BLOG_IMAGE_MIN_WIDTH,
  BLOG_IMAGE_URL_PATTERN,
} from '@shop/contracts';
import { pictureMetadata, writeWebpRenditions } from '../../storage/webp-renditions.ts';
import { fieldError } from '../../lib/app-error.ts';
import type { Storage } from '../../storage/index.ts';

const WIDEST = BANNER_IMAGE_WIDTHS.at(-1)!;
/** The storefront shows post pictures at 3:2 (cards and article header). */
const heightFor = (width: number) => Math.round((width * 2) / 3);
/** Names this module generates; demo pictures (named after their post) are never deleted. */
const UPLOADED = new RegExp(`^/uploads/blog/([a-f0-9]{32})-${WIDEST}\\.webp$`);

/** The keys of a post picture's renditions; none for a URL that is not a post picture. */
function keysOf(url: string): string[] {
  if (!BLOG_IMAGE_URL_PATTERN.test(url)) return [];
  const base = url.slice('/uploads/blog/'.length, -`-${WIDEST}.webp`.length);
  return BANNER_IMAGE_WIDTHS.map((w) => `blog/${base}-${w}.webp`);
}

/**
 * Checked by content, then re-encoded to WebP in every banner width under a generated name.
 * Answers the URL of the widest rendition.
 */
export async function saveBlogImage(storage: Storage, data: Buffer): Promise<string> {
  const meta = await pictureMetadata(data, BLOG_IMAGE_FIELD, M.notAnImage);
  // A phone photo taken upright is stored on its side with an orientation flag.
  const width = meta.autoOrient?.width ?? meta.width;
  if (!width || width < BLOG_IMAGE_MIN_WIDTH) throw fieldError(BLOG_IMAGE_FIELD, M.imageTooSmall);

  const name = randomBytes(16).toString('hex');
  await writeWebpRenditions(
    storage,
    data,
    BANNER_IMAGE_WIDTHS.map((w) => ({
      key: `blog/${name}-${w}.webp`,
      width: w,
      height: heightFor(w),
    })),
    { quality: 80, field: BLOG_IMAGE_FIELD, notAnImage: M.notAnImage },
  );
  return `/uploads/blog/${name}-${WIDEST}.webp`;
}

/** True when every rendition of a post's picture is stored. */
export async function blogImageExists(storage: Storage, url: string): Promise<boolean> {
  const keys = keysOf(url);
  if (keys.length === 0) return false;
  const found = await Promise.all(keys.map((key) => storage.exists(key)));
  return found.every(Boolean);
}

/** Deletes an uploaded picture's renditions; a demo picture or an unknown URL is left alone. */
export async function removeBlogImage(storage: Storage, url: string): Promise<void> {
  if (!UPLOADED.test(url)) return;
  await storage.delete(keysOf(url));
}
