// Storage keys: the path of an image under /uploads/, e.g. `products/<name>-800.webp`.

import { RangeNotSatisfiableError } from './types.ts';

const UPLOADS = '/uploads/';

/**
 * Every stored image has a generated name and is never changed under it (a new picture gets a new
 * name), so browsers and caches may keep it a year without asking again.
 */
export const IMMUTABLE_MAX_AGE_SECONDS = 365 * 24 * 3600;
export const IMMUTABLE_CACHE_CONTROL = `public, max-age=${IMMUTABLE_MAX_AGE_SECONDS}, immutable`;
/** A path segment as the shop writes them: no dot files, no `..`, no separators or controls. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * True for a key the shop could have written: relative, segments of letters, digits, `.`, `_`
 * and `-`, none starting with a dot. Refuses `..`, absolute paths, backslashes and dot files, so a
 * key can never leave the storage's folder or reach a temporary file.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

/** Throws for a key isSafeKey refuses: a caller's bug, never a visitor's input. */
export function assertSafeKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** The key of an /uploads/ URL (`/uploads/blog/x-1600.webp` → `blog/x-1600.webp`). */
export function keyOfUrl(url: string): string {
  if (!url.startsWith(UPLOADS)) throw new Error(`not an /uploads/ URL: ${JSON.stringify(url)}`);
  return assertSafeKey(url.slice(UPLOADS.length));
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
};

/**
 * The Content-Type of a key, from its extension, as @fastify/static gives local files. Serving
 * from a bucket uses this too rather than what the bucket holds, so both answer the same.
 */
export function contentTypeOf(key: string): string {
  const dot = key.lastIndexOf('.');
  return (dot >= 0 && TYPES[key.slice(dot + 1).toLowerCase()]) || 'application/octet-stream';
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against `size`: the first and last byte, or null for
 * anything else (answered in full). Throws for a range that starts past the end. */
export function byteRange(range: string, size: number): { first: number; last: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(range);
  if (!match || (!match[1] && !match[2])) return null;
  let first: number;
  let last: number;
  if (!match[1]) {
    first = Math.max(0, size - Number(match[2]));
    last = size - 1;
  } else {
    first = Number(match[1]);
    last = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  }
  if (first > last || first >= size) throw new RangeNotSatisfiableError();
  return { first, last };
}
