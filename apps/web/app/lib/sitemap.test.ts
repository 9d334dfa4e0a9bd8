import { describe, expect, it, vi } from 'vitest';
import {
  SITEMAP_PARTS_MAX,
  SITEMAP_URLS_MAX,
  sitemapIndexXml,
  sitemapUrls,
  splitSitemap,
  urlsetXml,
  type SitemapUrl,
} from './sitemap';

const ORIGIN = 'https://shop.example';
const hex = (n: number) => n.toString(16).padStart(24, '0');

/** A catalogue of `count` products, made up (no database needed to pass 50,000). */
function catalogue(count: number) {
  return {
    products: Array.from({ length: count }, (_, i) => ({ id: hex(i + 1), lastmod: '2026-11-20' })),
    blogs: [{ id: hex(999_999), lastmod: '2026-10-01' }],
    pages: [{ slug: 'terms' as const, lastmod: '2026-09-30' }],
  };
}

/**
 * Tags balanced and properly nested, one root, text free of raw '&' and '<', nothing outside the
 * root but the declaration: what an XML parser asks of these documents.
 */
function wellFormedProblems(xml: string, root: string): string[] {
  const problems: string[] = [];
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')) problems.push('declaration');
  const body = xml.slice(xml.indexOf('\n') + 1);
  const open: string[] = [];
  let roots = 0;
  for (const token of body.match(/<[^>]*>|[^<]+/g) ?? []) {
    if (token.startsWith('</')) {
      const name = open.pop();
      if (`</${name}>` !== token) problems.push(`${token} closes <${name}>`);
    } else if (token.startsWith('<')) {
      const name = /^<([a-z]+)[\s>]/i.exec(token)?.[1];
      if (!name || token.endsWith('/>')) problems.push(`tag ${token}`);
      if (!open.length) {
        roots += 1;
        if (name !== root) problems.push(`root <${name}>`);
        if (!token.includes('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'))
          problems.push('namespace');
      }
      open.push(name ?? '?');
    } else if (!open.length) {
      if (token.trim()) problems.push(`text outside the root: ${token}`);
    } else if (/&(?!(amp|lt|gt|quot|apos);)/.test(token)) {
      problems.push(`raw & in ${token}`);
    }
  }
  if (open.length) problems.push(`unclosed ${open.join(', ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('sitemap', () => {
  it('checks well-formedness for real', () => {
    expect(wellFormedProblems(urlsetXml([{ loc: 'zz' }]), 'urlset')).toEqual([]);
    const broken = urlsetXml([{ loc: 'zz' }]).replace('zz</loc>', 'zz & b</lo>');
    expect(wellFormedProblems(broken, 'urlset')).toEqual(['raw & in zz & b', '</lo> closes <loc>']);
    expect(wellFormedProblems(urlsetXml([]), 'sitemapindex')).toEqual(['root <urlset>']);
  });

  it('lists the fixed pages, the posts and the products on the given origin, escaped', () => {
    const urls = sitemapUrls(catalogue(3), ORIGIN);
    const xml = urlsetXml(urls);
    expect(wellFormedProblems(xml, 'urlset')).toEqual([]);
    const listed = locs(xml);
    expect(listed[0]).toBe(`${ORIGIN}/`);
    expect(listed).toContain(`${ORIGIN}/product/${hex(3)}`);
    expect(listed).toContain(`${ORIGIN}/blog/${hex(999_999)}`);
    expect(listed).toContain(`${ORIGIN}/collection?category=FoodStuffs`);
    expect(listed.every((l) => l.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(xml).toContain(`<loc>${ORIGIN}/terms</loc><lastmod>2026-09-30</lastmod>`);
    expect(xml).toContain(`<loc>${ORIGIN}/privacy</loc></url>`);
    expect(urlsetXml([{ loc: `${ORIGIN}/a?b=1&c=<d>` }])).toContain(
      `<loc>${ORIGIN}/a?b=1&amp;c=&lt;d&gt;</loc>`,
    );
  });

  it('stays one file up to 50,000 addresses', () => {
    const urls = sitemapUrls(catalogue(0), ORIGIN);
    const products = SITEMAP_URLS_MAX - urls.length;
    const parts = splitSitemap(sitemapUrls(catalogue(products), ORIGIN));
    expect(parts).toHaveLength(1);
    expect(parts[0]).toHaveLength(SITEMAP_URLS_MAX);
  });

  it('past 50,000 addresses is an index of parts of at most 50,000, in order, none lost', () => {
    const urls = sitemapUrls(catalogue(120_000), ORIGIN);
    const parts = splitSitemap(urls);
    expect(parts.map((p) => p.length)).toEqual([50_000, 50_000, urls.length - 100_000]);
    // Every address once, in order (compared as one text: 120,000 objects compare slowly).
    expect(
      parts
        .flat()
        .map((u) => u.loc)
        .join(' '),
    ).toBe(urls.map((u) => u.loc).join(' '));

    const index = sitemapIndexXml(parts, ORIGIN);
    expect(wellFormedProblems(index, 'sitemapindex')).toEqual([]);
    expect(locs(index)).toEqual([1, 2, 3].map((n) => `${ORIGIN}/sitemap-${n}.xml`));
    expect(index).toContain('<lastmod>2026-11-20</lastmod>');

    const last = urlsetXml(parts[2]!);
    expect(wellFormedProblems(last, 'urlset')).toEqual([]);
    expect(locs(last).at(-1)).toBe(`${ORIGIN}/product/${hex(120_000)}`);
  });

  it('keeps to the parts the storefront has routes for, and says what it left out', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const urls: SitemapUrl[] = Array.from({ length: SITEMAP_PARTS_MAX * 10 + 3 }, (_, i) => ({
      loc: `${ORIGIN}/product/${hex(i)}`,
    }));
    const parts = splitSitemap(urls, 10);
    expect(parts).toHaveLength(SITEMAP_PARTS_MAX);
    expect(error).toHaveBeenCalledWith('Sitemap: 3 addresses left out');
    error.mockRestore();
  });
});
