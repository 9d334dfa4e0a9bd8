import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import {
  ADMIN_PRODUCT_LIMITS,
  ADMIN_PRODUCT_MESSAGES as M,
  PRODUCT_IMAGE_FIELD,
  PRODUCT_IMAGE_FORMATS,
  PRODUCT_IMAGE_URL,
  PRODUCT_IMAGE_WIDTHS,
  imageAtWidth,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { putAll } from '../../storage/webp-renditions.ts';
import { fieldError } from '../../lib/app-error.ts';
import { keyOfUrl, type Storage } from '../../storage/index.ts';

/** Refuses decompression bombs: a small file that would expand to gigabytes of pixels. */
const MAX_INPUT_PIXELS = 40_000_000;
const FOLDER = 'products';
const WIDEST = PRODUCT_IMAGE_WIDTHS[PRODUCT_IMAGE_WIDTHS.length - 1];
type Metadata = Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;

/** sharp names formats by decoder: AVIF is HEIF compressed with AV1 (other HEIF is refused). */
function formatOf(meta: Metadata): string | undefined {
  if (meta.format === 'heif') return meta.compression === 'av1' ? 'avif' : undefined;
  return meta.format;
}

/**
 * A product picture as staff upload it: recognised by its content (never its name or declared
 * type), turned upright, and re-encoded to WebP at every product width under a generated name,
 * so nothing sent is served as it was and no metadata (GPS position, camera) survives.
 *
 * A picture is never enlarged: a rendition wider than the picture holds it at its own size, so
 * every `<base>-<width>.webp` the storefront's srcset names exists, without invented pixels or
 * wasted bytes. Pictures whose longer side is under the narrowest width are refused as too small.
 */
export async function storeProductImage(storage: Storage, data: Buffer) {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw fieldError(PRODUCT_IMAGE_FIELD, M.imageNotAnImage);
  }
  const format = formatOf(meta);
  if (!format || !(PRODUCT_IMAGE_FORMATS as readonly string[]).includes(format)) {
    throw fieldError(PRODUCT_IMAGE_FIELD, M.imageNotAnImage);
  }
  if (Math.max(meta.width ?? 0, meta.height ?? 0) < ADMIN_PRODUCT_LIMITS.imageSideMin) {
    throw fieldError(PRODUCT_IMAGE_FIELD, M.imageTooSmall);
  }

  const base = randomBytes(16).toString('hex');
  let encoded: Buffer[];
  try {
    // Decoded once; each width is a clone of the same upright picture.
    const upright = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    encoded = await Promise.all(
      PRODUCT_IMAGE_WIDTHS.map((w) =>
        upright
          .clone()
          .resize({ width: w, height: w, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      ),
    );
  } catch {
    // A file that passed the header check but does not decode (truncated, corrupt): nothing is
    // stored.
    throw fieldError(PRODUCT_IMAGE_FIELD, M.imageNotAnImage);
  }
  await putAll(
    storage,
    PRODUCT_IMAGE_WIDTHS.map((w, i) => ({
      key: `${FOLDER}/${base}-${w}.webp`,
      bytes: encoded[i]!,
    })),
  );
  return {
    success: true as const,
    url: `/uploads/${FOLDER}/${base}-${WIDEST}.webp`,
    widths: [...PRODUCT_IMAGE_WIDTHS],
  };
}

/** Every rendition of a stored picture is in the storage. */
async function isStored(storage: Storage, url: string): Promise<boolean> {
  if (!PRODUCT_IMAGE_URL.test(url)) return false;
  const checks = PRODUCT_IMAGE_WIDTHS.map((w) => storage.exists(keyOfUrl(imageAtWidth(url, w))));
  return (await Promise.all(checks)).every(Boolean);
}

type Reader = Pick<Db, 'execute'>;

/**
 * The URLs that are neither a stored upload nor already a product's picture (the demo catalogue's
 * pictures, or ones kept elsewhere): a product may only show pictures this shop holds, and an
 * import never fetches anything from the internet.
 */
export async function unknownImages(
  db: Reader,
  storage: Storage,
  urls: Iterable<string>,
): Promise<Set<string>> {
  const wanted = [...new Set(urls)];
  const stored = await Promise.all(wanted.map((url) => isStored(storage, url)));
  const missing = wanted.filter((_, i) => !stored[i]);
  if (!missing.length) return new Set();
  const list = sql`ARRAY[${sql.join(
    missing.map((url) => sql`${url}`),
    sql`, `,
  )}]::text[]`;
  const result = await db.execute<{ url: string }>(sql`
    SELECT DISTINCT u.url FROM ${products}, jsonb_array_elements_text(${products.images}) AS u(url)
    WHERE ${products.images} ?| ${list} AND u.url = ANY(${list})`);
  const used = new Set(rowsOf<{ url: string }>(result).map((r) => r.url));
  return new Set(missing.filter((url) => !used.has(url)));
}

/** PGlite answers `{ rows }`, node-postgres a result with `rows` too; both are read the same. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
