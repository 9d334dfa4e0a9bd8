import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sitemapResponseSchema } from '@shop/contracts';
import { demoBlogs } from '../../demo/blogs.ts';
import { demoProducts } from '../../demo/products.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createTimedCache } from './routes.ts';

const t = useTestApp();

describe('GET /api/sitemap', () => {
  it('lists every product on sale and every blog post, oldest first, with the day each changed', async () => {
    // Archived before the first reading: it must not be listed.
    const result = await t.db.execute(sql`
      UPDATE products SET archived_at = now()
      WHERE id = (SELECT id FROM products ORDER BY created_at LIMIT 1) RETURNING id`);
    const [archived] = (result as unknown as { rows: { id: string }[] }).rows;
    await t.db.execute(sql`
      INSERT INTO settings (key, value, updated_at)
      VALUES ('page:privacy', '{"text":"Our privacy text."}', timestamptz '2026-10-05 23:30+00')`);

    const res = await t.app.inject({ url: '/api/sitemap' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = sitemapResponseSchema.parse(res.json());

    expect(body.products).toHaveLength(demoProducts.length - 1);
    expect(body.products.map((p) => p.id)).not.toContain(archived!.id);
    expect(body.blogs).toHaveLength(demoBlogs.length);
    expect(body.pages).toEqual([{ slug: 'privacy', lastmod: '2026-10-05' }]);

    // Oldest first: the catalogue's order of creation, the reverse of the storefront's newest.
    const newest = (await t.app.inject({ url: `/api/product/list?sort=newest&pageSize=50` })).json()
      .products as { _id: string }[];
    const ids = body.products.map((p) => p.id);
    expect(ids.slice(-newest.length).reverse()).toEqual(newest.map((p) => p._id));
  });

  it('answers from its reading for five minutes: a change shows after that, not at once', async () => {
    const before = sitemapResponseSchema.parse(
      (await t.app.inject({ url: '/api/sitemap' })).json(),
    );
    await t.db.execute(sql`UPDATE products SET archived_at = now() WHERE archived_at IS NULL`);
    const after = sitemapResponseSchema.parse((await t.app.inject({ url: '/api/sitemap' })).json());
    expect(after.products).toEqual(before.products);
  });
});

describe('the sitemap cache', () => {
  it('reads once per period, shares a reading in progress and keeps no failure', async () => {
    let now = 0;
    let reads = 0;
    let fail = false;
    const cache = createTimedCache(
      async () => {
        reads += 1;
        if (fail) throw new Error('database down');
        return `reading ${reads}`;
      },
      300_000,
      () => now,
    );
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect([a, b, reads]).toEqual(['reading 1', 'reading 1', 1]);
    now = 299_999;
    expect(await cache.get()).toBe('reading 1');
    now = 300_000;
    fail = true;
    await expect(cache.get()).rejects.toThrow('database down');
    fail = false;
    expect(await cache.get()).toBe('reading 3');
    expect(reads).toBe(3);
  });
});
