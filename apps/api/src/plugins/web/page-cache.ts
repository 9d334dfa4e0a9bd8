import { createHash } from 'node:crypto';
import {
  CACHE_TAGS,
  tagsReadBy,
  type CacheTag,
  type CacheVersions,
  type Versions,
} from '../cache-versions.ts';
import { contentSecurityPolicy, inlineScriptHashes } from './csp.ts';
import { ByteLru } from '../../lib/byte-lru.ts';
import { compressOnce, type Encoding } from '../../lib/content-coding.ts';

/** What the renderer answered for a page's normalised address. */
export interface Rendering {
  status: number;
  /** Its headers, without Set-Cookie and Content-Length. */
  headers: ReadonlyArray<readonly [string, string]>;
  setsCookie: boolean;
  body: Buffer;
  /** The API paths (with their queries) its loaders read. */
  reads: readonly string[];
  /** A read got no answer or a 5xx: the page may show a gap, so it is sent once, never kept. */
  readFailed: boolean;
}

/** A rendered page as the cache holds it. */
export interface Page {
  /** Bytes it holds (every body). */
  bytes: number;
  status: number;
  headers: ReadonlyArray<readonly [string, string]>;
  html: boolean;
  /** The CSP sources of its inline scripts, when it is HTML (csp.ts). */
  scriptHashes: readonly string[];
  /** Its Content-Security-Policy header, built once (sent with every copy), or null. */
  csp: string | null;
  /** The body as rendered; compressed both ways once the page is kept. */
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  /** Strong validator of the content (each encoding adds its own suffix, etagOf). */
  etag: string;
  /** The versions before its data was read, and the tags of what it read. */
  made: Versions;
  tags: readonly CacheTag[];
}

export interface Lookup {
  page: Page;
  /** Served from the cache rather than rendered for this request. */
  hit: boolean;
  /** Kept (every copy of it is the same): it may be cached downstream too. */
  kept: boolean;
}

export interface PageCacheOptions {
  maxBytes: number;
  ttlMs: number;
  versions: CacheVersions;
  render: (key: string) => Promise<Rendering>;
  now?: () => number;
}

/** The ETag of one encoding of a page: the bytes differ, so the validators must too. */
export function etagOf(page: Page, encoding: Encoding): string {
  const suffix = encoding === 'identity' ? '' : encoding === 'br' ? '-br' : '-gz';
  return `"${page.etag}${suffix}"`;
}

/** Every ETag a page has been sent under: a client holding any of them holds this content. */
export function etagsOf(page: Page): string[] {
  return (['identity', 'br', 'gzip'] as const).map((encoding) => etagOf(page, encoding));
}

function isHtml(headers: Rendering['headers']): boolean {
  return headers.some(([name, value]) => name === 'content-type' && value.startsWith('text/html'));
}

// Compressed once per page and sent many times: brotli's best but one (its best takes about three
// times as long for ~3 % fewer bytes, and every catalogue change renders the pages anew).
const BROTLI_QUALITY = 10;

/**
 * Rendered pages for anonymous visitors, kept by their normalised address
 * (docs/decisions/0028-page-and-answer-caches.md).
 *
 * A page remembers the versions taken before it was rendered and the tags of the API paths its
 * loaders read; it is served only while none of those tags changed (on this instance or any
 * other, plugins/cache-versions.ts), and dropped as soon as one does. Concurrent requests for one
 * address share one render, unless something changed since that render began.
 */
export function createPageCache(opts: PageCacheOptions) {
  const store = new ByteLru<Page>({
    maxBytes: opts.maxBytes,
    ttlMs: opts.ttlMs,
    now: opts.now,
    sizeOf: (page) => page.bytes,
  });
  const flights = new Map<string, { made: Versions; done: Promise<Lookup> }>();
  const { versions } = opts;

  // Frees the memory at once; serving checks the versions anyway.
  versions.onChange((changed) => {
    store.deleteWhere((page) => page.tags.some((tag) => changed.includes(tag)));
  });

  async function renderAndKeep(key: string, made: Versions): Promise<Lookup> {
    const rendering = await opts.render(key);
    const { status, headers, body } = rendering;
    const tags = [...new Set(rendering.reads.flatMap((path) => tagsReadBy(path)))];
    const html = isHtml(headers);
    const scriptHashes = html ? inlineScriptHashes(body.toString('utf8')) : [];
    const etag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    // What a page holds besides its bodies, roughly: its headers, hashes and tags.
    const extra = JSON.stringify([headers, scriptHashes, tags]).length + 64;
    const page = (bodies: Page['bodies']): Page => ({
      status,
      headers,
      html,
      scriptHashes,
      csp: html ? contentSecurityPolicy(scriptHashes) : null,
      bodies,
      etag,
      made,
      tags,
      bytes: extra + Object.values(bodies).reduce((sum, b) => sum + b.length, 0),
    });
    const keepable =
      status === 200 &&
      !rendering.setsCookie &&
      !rendering.readFailed &&
      body.length + extra <= opts.maxBytes;
    if (!keepable) return { page: page({ identity: body }), hit: false, kept: false };
    const { br, gzip } = await compressOnce(body, BROTLI_QUALITY);
    const kept = page({ identity: body, ...(br && { br }), ...(gzip && { gzip }) });
    // Something it read changed while it rendered: right for this request, never kept.
    if (!versions.isCurrent(made, tags)) return { page: kept, hit: false, kept: false };
    return { page: kept, hit: false, kept: store.set(key, kept) };
  }

  return {
    async get(key: string): Promise<Lookup> {
      const page = store.get(key);
      if (page) {
        if (versions.isCurrent(page.made, page.tags)) return { page, hit: true, kept: true };
        store.delete(key);
      }
      // A render that began before any change is as good as one beginning now.
      const flight = flights.get(key);
      if (flight && versions.isCurrent(flight.made, CACHE_TAGS)) return flight.done;
      const made = versions.snapshot();
      const done = renderAndKeep(key, made).finally(() => {
        if (flights.get(key)?.done === done) flights.delete(key);
      });
      flights.set(key, { made, done });
      return done;
    },
    /** Bytes and entries held (for tests and the bench). */
    stats: () => ({ bytes: store.bytes, pages: store.size }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
