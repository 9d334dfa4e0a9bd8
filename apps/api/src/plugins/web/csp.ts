import { createHash } from 'node:crypto';
import { DEFERRED_SCRIPT_TYPES } from '@shop/contracts';

/**
 * The storefront's Content-Security-Policy. Scripts run from this origin, plus the page's inline
 * scripts: a streamed page names them by the nonce they carry (new for every answer); a page the
 * server keeps and sends again and again names them by their hashes, which stay true for every
 * copy (a nonce repeated in every copy would be a secret anyone could read once and reuse).
 */
export function contentSecurityPolicy(inlineScripts: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    // The company page's map draws OpenStreetMap tiles (docs/decisions/0019-company-site.md).
    "img-src 'self' data: blob: https://tile.openstreetmap.org https://*.tile.openstreetmap.org",
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

// An element's content up to its end tag: a script's text cannot contain `</script`.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC = /\ssrc\s*=/i;
const TYPE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
// With the data blocks low-data mode runs at the customer's first tap (DEFERRED_SCRIPT_TYPES).
const SCRIPT_TYPES = new Set<string>([
  'module',
  'text/javascript',
  'application/javascript',
  ...Object.values(DEFERRED_SCRIPT_TYPES),
]);

/**
 * The CSP sources ('sha256-...') of every inline script a page runs, in the order they first
 * appear: the browser hashes a script's text exactly as it stands between its tags. Scripts
 * loaded from a file and data blocks (JSON-LD) need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue;
    const type = TYPE.exec(attributes)?.[1]?.toLowerCase();
    if (type && !SCRIPT_TYPES.has(type)) continue;
    sources.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return [...sources];
}
