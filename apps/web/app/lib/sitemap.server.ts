import type { SitemapResponse } from '@shop/contracts/client';
import { api } from './api';
import { sitemapIndexXml, sitemapUrls, splitSitemap, urlsetXml, type SitemapUrl } from './sitemap';

/** How long one reading of GET /api/sitemap serves /sitemap.xml and its parts. */
const TTL_MS = 5 * 60_000;

interface Built {
  origin: string;
  at: number;
  parts: SitemapUrl[][];
  /** Each document once rendered: key 0 is /sitemap.xml, n is /sitemap-n.xml. */
  documents: Map<number, string>;
}

let built: Built | undefined;
let pending: Promise<Built> | undefined;

async function build(origin: string, context: unknown): Promise<Built> {
  const data = await api<SitemapResponse>('/api/sitemap', { context });
  return {
    origin,
    at: Date.now(),
    parts: splitSitemap(sitemapUrls(data, origin)),
    documents: new Map(),
  };
}

/**
 * The sitemap of `origin`, from one call to the API kept five minutes in this process: a
 * crawler's request costs a lookup, not hundreds of calls. Requests arriving while it is read
 * share that reading; a failure is not kept.
 */
async function current(origin: string, context: unknown): Promise<Built> {
  if (built && built.origin === origin && Date.now() - built.at < TTL_MS) return built;
  pending ??= build(origin, context)
    .then((fresh) => (built = fresh))
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/**
 * /sitemap.xml (part 0) or /sitemap-n.xml: the XML text, or null for a part that does not exist.
 * Up to 50,000 addresses /sitemap.xml lists them all; past that it is an index of the parts.
 * Throws when the API cannot be read (see `fallbackSitemap`).
 */
export async function sitemapDocument(
  part: number,
  origin: string,
  context: unknown,
): Promise<string | null> {
  const site = await current(origin, context);
  const split = site.parts.length > 1;
  if (part > 0 && (!split || part > site.parts.length)) return null;
  let text = site.documents.get(part);
  if (text === undefined) {
    if (part > 0) text = urlsetXml(site.parts[part - 1]!);
    else text = split ? sitemapIndexXml(site.parts, origin) : urlsetXml(site.parts[0]!);
    site.documents.set(part, text);
  }
  return text;
}

export const sitemapHeaders = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600',
};

/** While the API cannot be read: the fixed pages alone, for this request only. */
export function fallbackSitemap(origin: string): string {
  return urlsetXml(sitemapUrls({ products: [], blogs: [], pages: [] }, origin));
}
