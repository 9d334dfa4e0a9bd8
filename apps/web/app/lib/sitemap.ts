import { CATEGORY_NAMES, type SitemapResponse } from '@shop/contracts/client';
import { escapeXml } from './xml';

/** Most addresses one sitemap file may hold (sitemaps.org). */
export const SITEMAP_URLS_MAX = 50_000;

/**
 * How many parts (/sitemap-1.xml ...) the storefront has routes for (app/routes.ts): a million
 * addresses. Anything past them is left out, with an error in the log.
 */
export const SITEMAP_PARTS_MAX = 20;

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** Every address the sitemap lists, on `origin`: the fixed pages first, then posts, products. */
export function sitemapUrls(data: Omit<SitemapResponse, 'success'>, origin: string): SitemapUrl[] {
  const changed = new Map(data.pages.map((p) => [`/${p.slug}`, p.lastmod]));
  const fixed = [
    '/',
    '/collection',
    '/about',
    // The company site and its pages (docs/spec/account-and-company-site.md section 2).
    '/company',
    '/contact',
    '/track',
    '/privacy',
    '/terms',
    '/warranty',
    '/blog',
    ...CATEGORY_NAMES.map((c) => `/collection?category=${encodeURIComponent(c)}`),
  ];
  return [
    ...fixed.map((path) => ({ loc: origin + path, lastmod: changed.get(path) })),
    ...data.blogs.map((b) => ({ loc: `${origin}/blog/${b.id}`, lastmod: b.lastmod })),
    ...data.products.map((p) => ({ loc: `${origin}/product/${p.id}`, lastmod: p.lastmod })),
  ];
}

/** The addresses cut into sitemaps of at most `size` each (at most SITEMAP_PARTS_MAX of them). */
export function splitSitemap(urls: SitemapUrl[], size = SITEMAP_URLS_MAX): SitemapUrl[][] {
  const parts: SitemapUrl[][] = [];
  for (let start = 0; start < urls.length && parts.length < SITEMAP_PARTS_MAX; start += size)
    parts.push(urls.slice(start, start + size));
  if (parts.length === SITEMAP_PARTS_MAX && urls.length > SITEMAP_PARTS_MAX * size)
    console.error(`Sitemap: ${urls.length - SITEMAP_PARTS_MAX * size} addresses left out`);
  return parts.length ? parts : [[]];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const lastmodTag = (lastmod?: string) => (lastmod ? `<lastmod>${lastmod}</lastmod>` : '');

/** One sitemap file: a <urlset>. */
export function urlsetXml(urls: SitemapUrl[]): string {
  return [
    XML_HEAD,
    `<urlset ${NS}>`,
    ...urls.map((u) => `<url><loc>${escapeXml(u.loc)}</loc>${lastmodTag(u.lastmod)}</url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** The address of part `n` (1-based) of a sitemap too long for one file. */
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

/** The sitemap index: a <sitemapindex> naming each part, with the latest change in it. */
export function sitemapIndexXml(parts: SitemapUrl[][], origin: string): string {
  const latest = (part: SitemapUrl[]) =>
    part.reduce<string | undefined>(
      (max, u) => (u.lastmod && (!max || u.lastmod > max) ? u.lastmod : max),
      undefined,
    );
  return [
    XML_HEAD,
    `<sitemapindex ${NS}>`,
    ...parts.map(
      (part, i) =>
        `<sitemap><loc>${escapeXml(origin + sitemapPartPath(i + 1))}</loc>${lastmodTag(latest(part))}</sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}
