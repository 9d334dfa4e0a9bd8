import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SitemapResponse } from '@shop/contracts/client';

const ORIGIN = 'https://shop.example';
const context = { apiUrl: 'http://127.0.0.1:4999' };
const hex = (n: number) => n.toString(16).padStart(24, '0');

function answer(products: number): SitemapResponse {
  return {
    success: true,
    products: Array.from({ length: products }, (_, i) => ({
      id: hex(i + 1),
      lastmod: '2026-11-20',
    })),
    blogs: [],
    pages: [],
  };
}

/** A fresh copy of the module (its cache empty) over a stand-in API counting its calls. */
async function withApi(products: number) {
  vi.resetModules();
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(answer(products)), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const { sitemapDocument } = await import('./sitemap.server');
  return { sitemapDocument, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('sitemap documents', () => {
  it('come from one call to GET /api/sitemap, kept five minutes', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    const { sitemapDocument, calls } = await withApi(120_000);
    const [index, first] = await Promise.all([
      sitemapDocument(0, ORIGIN, context),
      sitemapDocument(1, ORIGIN, context),
    ]);
    expect(index).toContain('<sitemapindex');
    expect(index).toContain(`<loc>${ORIGIN}/sitemap-3.xml</loc>`);
    expect(first).toContain('<urlset');
    expect(await sitemapDocument(3, ORIGIN, context)).toContain(`/product/${hex(120_000)}</loc>`);
    expect(await sitemapDocument(4, ORIGIN, context)).toBeNull();
    expect(calls).toEqual(['http://127.0.0.1:4999/api/sitemap']);

    vi.setSystemTime(new Date('2026-11-24T10:04:59Z'));
    await sitemapDocument(0, ORIGIN, context);
    expect(calls).toHaveLength(1);
    vi.setSystemTime(new Date('2026-11-24T10:05:01Z'));
    await sitemapDocument(0, ORIGIN, context);
    expect(calls).toHaveLength(2);
  });

  it('are one file, and no parts, up to 50,000 addresses', async () => {
    const { sitemapDocument } = await withApi(10);
    const xml = await sitemapDocument(0, ORIGIN, context);
    expect(xml).toContain('<urlset');
    expect(xml).toContain(`<loc>${ORIGIN}/product/${hex(10)}</loc>`);
    expect(await sitemapDocument(1, ORIGIN, context)).toBeNull();
  });
});
