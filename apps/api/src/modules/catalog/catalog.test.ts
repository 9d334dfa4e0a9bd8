import { asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BARE_LIST_MAX,
  CATEGORIES,
  MAX_PAGE_SIZE,
  productDetailResponseSchema,
  productListResponseSchema,
  SUGGESTIONS_MAX,
  type Product,
} from '@shop/contracts';
import { demoProducts } from '../../demo/products.ts';
import { products } from '../../db/schema.ts';
import { setStock } from '../stock/service.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { findProductPage, pageStatement, SORT_ALL_MATCHES_MAX } from './page-queries.ts';

const t = useTestApp();

async function list(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/product/list${query}` });
  return { res, body: res.json() };
}

describe('GET /api/product/list', () => {
  it('returns every product of a catalogue smaller than its cap, newest first, when called with no query', async () => {
    const { res, body } = await list();
    expect(res.statusCode).toBe(200);
    const parsed = productListResponseSchema.parse(body);
    expect(parsed.products).toHaveLength(demoProducts.length);
    expect(parsed.total).toBe(demoProducts.length);
    const dates = parsed.products.map((p) => p.date);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // The seed's last entries are the newest.
    expect(parsed.products[0]?.name).toBe(demoProducts.at(-1)?.name);
  });

  // The list is written without the zod check other answers get (lib/plain-json.ts): what it
  // writes must be exactly what the schema would let through, field for field, in every shape
  // (a page with stock, a corrected search, a search with suggestions only, the bare list).
  it.each(['', '?category=BuildingItems&pageSize=50', '?q=chiar', '?q=qxzvkw'])(
    'writes the list%s exactly as its schema would',
    async (query) => {
      const { res } = await list(query);
      expect(res.statusCode).toBe(200);
      const checked = z.encode(productListResponseSchema, res.json());
      expect(res.body).toBe(JSON.stringify(checked));
    },
  );

  it('pages by 10 by default and reports the total', async () => {
    const { body } = await list('?page=1');
    expect(body.products).toHaveLength(10);
    expect(body.pageSize).toBe(10);
    expect(body.total).toBe(demoProducts.length);
    const second = (await list('?page=2')).body;
    const firstIds = new Set(body.products.map((p: Product) => p._id));
    expect(second.products.some((p: Product) => firstIds.has(p._id))).toBe(false);
  });

  it('filters by category and subcategory exactly, after trimming', async () => {
    const expected = demoProducts.filter(
      (p) => p.category === 'BuildingItems' && p.subCategory === 'Cement',
    );
    const { body } = await list(
      `?category=%20BuildingItems%20&subCategory=${encodeURIComponent(' Cement ')}&pageSize=50`,
    );
    expect(body.total).toBe(expected.length);
    expect(body.products.map((p: Product) => p.name).sort()).toEqual(
      expected.map((p) => p.name).sort(),
    );
    for (const p of body.products as Product[]) {
      expect(p.category).toBe('BuildingItems');
      expect(p.subCategory).toBe('Cement');
    }
  });

  it('holds products in every category and subcategory of the specification', async () => {
    for (const [category, subs] of Object.entries(CATEGORIES)) {
      for (const sub of subs) {
        const { body } = await list(`?category=${category}&subCategory=${encodeURIComponent(sub)}`);
        expect(body.total, `${category} / ${sub}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('sorts by price both ways and keeps the default order for relevant', async () => {
    const low = (await list('?sort=low&pageSize=50')).body.products.map((p: Product) => p.price);
    expect(low).toEqual([...low].sort((a: number, b: number) => a - b));
    const high = (await list('?sort=high&pageSize=50')).body.products.map((p: Product) => p.price);
    expect(high).toEqual([...high].sort((a: number, b: number) => b - a));
    const relevant = (await list('?sort=relevant')).body.products.map((p: Product) => p._id);
    const newest = (await list('?sort=newest')).body.products.map((p: Product) => p._id);
    expect(relevant).toEqual(newest);
  });

  it('searches names case-insensitively as a substring', async () => {
    // A word naming no category or sub-category: the name alone (search/catalogue-search.test.ts
    // has the words that do).
    const word = 'seater';
    const expected = demoProducts.filter((p) => p.name.toLowerCase().includes(word));
    expect(expected.length).toBeGreaterThan(0);
    const { body } = await list('?q=SeAtEr&pageSize=50');
    expect(body.total).toBe(expected.length);
    expect(body.suggestions).toBeUndefined();
  });

  it('treats % and _ in a search as plain characters', async () => {
    const { res, body } = await list(`?q=${encodeURIComponent('%_%')}`);
    expect(res.statusCode).toBe(200);
    expect(body.total).toBe(0);
  });

  it('offers "did you mean" names when a search finds nothing, corrected or not', async () => {
    const target = demoProducts.find((p) => p.name.toLowerCase().includes('cement'));
    expect(target).toBeDefined();
    // Another first letter: never corrected (search/spelling.ts), but still close.
    const { body } = await list('?q=xement');
    expect(body.total).toBe(0);
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.some((s: string) => s.toLowerCase().includes('cement'))).toBe(true);
  });

  it('lists popular products', async () => {
    const { body } = await list('?popular=true&pageSize=5');
    expect(body.products.length).toBe(5);
    expect(body.products.every((p: Product) => p.popular)).toBe(true);
    expect(body.total).toBe(demoProducts.filter((p) => p.popular).length);
  });

  it('lists the products that are not popular, and pages them', async () => {
    const { body } = await list('?popular=false&pageSize=50&page=2');
    expect(body.total).toBe(demoProducts.filter((p) => !p.popular).length);
    expect(body.products).toHaveLength(50);
    expect(body.products.some((p: Product) => p.popular)).toBe(false);
  });

  it('answers a page past the last with no products and the true total', async () => {
    const tables = demoProducts.filter((p) => p.category === 'Tables').length;
    const { res, body } = await list('?category=Tables&page=999');
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ products: [], total: tables, page: 999 });
    const search = (await list('?q=sofa&page=999')).body;
    expect(search.products).toEqual([]);
    expect(search.total).toBeGreaterThan(0);
    expect(search.suggestions).toBeUndefined();
  });

  it('returns just the products asked for by id', async () => {
    const all = (await list('?pageSize=3')).body.products as Product[];
    const ids = all.map((p) => p._id);
    const { body } = await list(`?ids=${ids.join(',')},${'f'.repeat(24)}`);
    expect(body.products.map((p: Product) => p._id).sort()).toEqual([...ids].sort());
  });

  it.each([
    ['?page=0', 'page', 'page must be at least 1'],
    ['?page=abc', 'page', 'page must be a whole number'],
    ['?pageSize=500', 'pageSize', 'pageSize must be at most 50'],
    ['?sort=cheapest', 'sort', 'sort must be relevant, low, high or newest'],
    ['?category=Spaceships', 'category', 'Unknown category'],
    ['?popular=maybe', 'popular', 'popular must be true or false'],
    [`?q=${'a'.repeat(101)}`, 'q', 'Search text must be at most 100 characters'],
    ['?ids=not-an-id', 'ids', 'ids must be a comma-separated list of product ids'],
  ])('answers 400 with a readable message for %s', async (query, field, message) => {
    const { res } = await list(query);
    expectRefusal(res, 400, {
      code: 'VALIDATION',
      message: expect.stringContaining(message),
      errors: { [field]: expect.stringContaining(message) },
    });
  });
});

describe('GET /api/product/list over a catalogue larger than the bare call answers', () => {
  const big = useTestApp();
  // Older than the seeded products, so the seed's newest stay first; enough of them for the
  // planner to weigh an index against reading the table.
  const EXTRA = BARE_LIST_MAX + 2_000;

  beforeAll(async () => {
    await big.db.execute(sql`
      INSERT INTO products (id, name, price, description, images, sizes, category, sub_category, created_at)
      SELECT lpad(to_hex(g), 24, '0'), 'Bulk Cement Bag ' || g, 1000 + g, 'A bag of cement.',
             '[]'::jsonb, '["50kg"]'::jsonb, 'BuildingItems', 'Cement',
             timestamptz '2020-01-01' + g * interval '1 minute'
      FROM generate_series(1, ${EXTRA}::int) AS g`);
    // What autovacuum does in time: fresh statistics for the planner. (The new rows are in the
    // trigram index already: it has no pending list, see the test below.)
    await big.db.execute(sql`ANALYZE products`);
  });

  /** The rows of a raw statement's result, whichever driver ran it. */
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

  /** The plan PostgreSQL shows for `query`, as text. */
  async function planOf(db: Pick<typeof big.db, 'execute'>, query: ReturnType<typeof sql>) {
    return rowsOf<Record<string, string>>(await db.execute(sql`EXPLAIN ${query}`))
      .map((row) => Object.values(row).join(' '))
      .join('\n');
  }

  it('finds a name whatever the case of its accented letters, through the folded name', async () => {
    await big.db.execute(sql`
      INSERT INTO products (id, name, price, description, images, sizes, category, sub_category)
      VALUES ('e7a9e4e0c0ffee0000000001', 'Étagère Café Shelf', 45000, 'Five shelves.', '[]'::jsonb,
              '[]'::jsonb, 'Officefurniture', 'Cabinets')`);
    for (const q of ['ÉTAGÈRE CAFÉ', 'étagère café', 'gère Caf']) {
      const res = await big.app.inject({
        method: 'GET',
        url: `/api/product/list?q=${encodeURIComponent(q)}`,
      });
      expect(res.json().products.map((p: Product) => p.name)).toEqual(['Étagère Café Shelf']);
    }
    await big.db.execute(sql`DELETE FROM products WHERE id = 'e7a9e4e0c0ffee0000000001'`);
  });

  it('puts new and renamed products straight into the trigram index, with no pending list', async () => {
    // A pending list (fastupdate) is read in full by every search until vacuum merges it.
    const options = await big.db.execute(
      sql`SELECT reloptions FROM pg_class WHERE relname = 'products_name_trgm_idx'`,
    );
    expect(JSON.stringify(rowsOf(options))).toContain('fastupdate=false');
  });

  it.each(['low', 'high', 'newest'] as const)(
    'reads the same %s page of a search whether it sorts all its matches or leaves it to the planner',
    async (sort) => {
      const all = await big.db.execute(sql`
        SELECT id, price, created_at FROM products
        WHERE archived_at IS NULL AND name ILIKE '%cement%'`);
      const matches = rowsOf<{ id: string; price: string | number; created_at: string }>(all)
        .map((r) => ({ id: r.id, price: Number(r.price), at: new Date(r.created_at).getTime() }))
        .sort((a, b) =>
          sort === 'newest'
            ? b.at - a.at || (a.id < b.id ? 1 : -1)
            : (a.price - b.price || (a.id < b.id ? -1 : 1)) * (sort === 'high' ? -1 : 1),
        );
      // Enough matches to page deep, few enough to be sorted whole.
      expect(matches.length).toBeGreaterThan(BARE_LIST_MAX);
      expect(matches.length).toBeLessThanOrEqual(SORT_ALL_MATCHES_MAX);
      const filters = { q: 'CEMENT', sort };
      const paging = { limit: 20, offset: 1_000 };
      const sorted = await findProductPage(big.db, filters, paging, matches.length);
      const walked = await findProductPage(big.db, filters, paging, SORT_ALL_MATCHES_MAX + 1);
      const expected = matches.slice(1_000, 1_020).map((m) => m.id);
      expect(sorted.map((r) => r.id)).toEqual(expected);
      expect(walked.map((r) => r.id)).toEqual(expected);
    },
  );

  it('plans a prepared page by index and primary key whatever the page size or search turns out to be', async () => {
    // A prepared statement's generic plan is made before the page size and the offset are known;
    // it must still read the ids from the listing's index and the rows by primary key, never
    // the whole table.
    const shapes = [
      { filters: { sort: 'newest' }, index: 'products_created_idx' },
      { filters: { category: 'BuildingItems', sort: 'low' }, index: 'products_cat_price_idx' },
      // A search's plan is made before its text is known: it still finds the matches by trigram.
      { filters: { q: 'cement', sort: 'high' }, index: 'products_name_trgm_idx' },
    ] as const;
    const values: Record<string, string | number> = {
      category: 'BuildingItems',
      q: '%cement%',
      limit: 10,
      offset: 2_000,
    };
    for (const { filters, index } of shapes) {
      const { sql: text, params } = pageStatement(big.db, filters).toSQL();
      const args = params.map((p) => {
        const value = values[(p as { name: string }).name];
        return typeof value === 'number' ? value : `'${value}'`;
      });
      const plan = await big.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
        await tx.execute(sql.raw(`PREPARE catalog_page_test AS ${text}`));
        const shown = await planOf(tx, sql.raw(`EXECUTE catalog_page_test(${args.join(', ')})`));
        await tx.execute(sql`DEALLOCATE catalog_page_test`);
        return shown;
      });
      expect(plan, index).toMatch(
        new RegExp(`(Index (Only )?Scan using|Bitmap Index Scan on) ${index}`),
      );
      expect(plan, index).toMatch(/Index Cond: \(id = ANY/);
      expect(plan, JSON.stringify(filters)).not.toMatch(/Seq Scan/);
    }
  });

  it('answers at most BARE_LIST_MAX products with no query, the newest, and counts them all', async () => {
    const res = await big.app.inject({ url: '/api/product/list' });
    expect(res.statusCode).toBe(200);
    const body = productListResponseSchema.parse(res.json());
    expect(body.products).toHaveLength(BARE_LIST_MAX);
    expect(body.pageSize).toBe(BARE_LIST_MAX);
    expect(body.page).toBe(1);
    expect(body.total).toBe(demoProducts.length + EXTRA);
    const dates = body.products.map((p) => p.date);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body.products[0]?.name).toBe(demoProducts.at(-1)?.name);
    // Paging by 50 goes on where the bare answer stopped.
    const next = productListResponseSchema.parse(
      (
        await big.app.inject({
          url: `/api/product/list?page=${BARE_LIST_MAX / MAX_PAGE_SIZE + 1}&pageSize=${MAX_PAGE_SIZE}`,
        })
      ).json(),
    );
    expect(next.products).toHaveLength(MAX_PAGE_SIZE);
    expect(next.products[0]!.date).toBeLessThanOrEqual(body.products.at(-1)!.date);
    const seen = new Set(body.products.map((p) => p._id));
    expect(next.products.some((p) => seen.has(p._id))).toBe(false);
  });

  it('looks "did you mean" names up in the trigram index when a search finds nothing', async () => {
    // The suggestions are a database function (migration 0012) whose statement is planned inside
    // it, so its plan is not shown; the pages it reads are. Read once the way the function's plan
    // reads it, once with index scans forbidden (a scan of the whole table): the index must read
    // half of that at most. (A bare `word_similarity(q, name) > 0.3` could not use the index.)
    const pagesRead = async (db: Pick<typeof big.db, 'execute'>) => {
      const explain = sql`EXPLAIN (ANALYZE, BUFFERS) SELECT * FROM product_name_suggestions('zqxjvw', 3)`;
      await db.execute(explain); // the first run also reads the catalogue tables
      const plan = rowsOf<Record<string, string>>(await db.execute(explain))
        .map((row) => Object.values(row).join(' '))
        .join('\n');
      const buffers = /Buffers: shared ([^\n]*)/.exec(plan)?.[1] ?? '';
      const pages = (kind: string) => Number(new RegExp(`${kind}=(\\d+)`).exec(buffers)?.[1] ?? 0);
      return pages('hit') + pages('read');
    };
    const indexed = await pagesRead(big.db);
    const scanned = await big.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      await tx.execute(sql`SET LOCAL enable_indexscan = off`);
      return pagesRead(tx);
    });
    expect(scanned).toBeGreaterThan(50);
    expect(indexed).toBeLessThan(scanned / 2);
    // And the search itself: nothing found, nothing suggested, nothing wrong.
    const res = await big.app.inject({ url: '/api/product/list?q=zqxjvw' });
    expect(res.json()).toMatchObject({ total: 0, products: [], suggestions: [] });
  });

  it('still suggests names as close as before (word similarity above 0.3, not the default 0.6)', async () => {
    // 'xement' is 0.57 similar to 'cement' and, with another first letter, never corrected.
    const res = await big.app.inject({ url: '/api/product/list?q=xement' });
    const body = res.json();
    expect(body.total).toBe(0);
    expect(body.suggestions).toHaveLength(SUGGESTIONS_MAX);
    for (const name of body.suggestions as string[]) expect(name.toLowerCase()).toContain('cement');
    // The lower threshold is the function's alone: the session keeps pg_trgm's default, which
    // the assistant's searches use.
    const threshold = await big.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT * FROM product_name_suggestions('cemnet', 3)`);
      const shown = await tx.execute(
        sql`SELECT current_setting('pg_trgm.word_similarity_threshold') AS threshold`,
      );
      return rowsOf<{ threshold: string }>(shown)[0]?.threshold;
    });
    expect(threshold).toBe('0.6');
  });
});

describe('GET /api/product/:productId', () => {
  it('returns the product and up to 5 related products of the same category and subcategory', async () => {
    const [first] = (await list('?category=Seatingfurniture&subCategory=Sofas')).body
      .products as Product[];
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${first!._id}` });
    expect(res.statusCode).toBe(200);
    const body = productDetailResponseSchema.parse(res.json());
    expect(body.product._id).toBe(first!._id);
    expect(body.related.length).toBeLessThanOrEqual(5);
    expect(body.related.length).toBeGreaterThan(0);
    for (const r of body.related) {
      expect(r._id).not.toBe(first!._id);
      expect(r.category).toBe('Seatingfurniture');
      expect(r.subCategory).toBe('Sofas');
    }
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/product/123' });
    expectRefusal(bad, 400, { code: 'BAD_REQUEST', message: 'That product link is not valid.' });
    const missing = await t.app.inject({ method: 'GET', url: `/api/product/${'a'.repeat(24)}` });
    expectRefusal(missing, 404, { code: 'NOT_FOUND', message: 'Product not found.' });
  });
});

describe("units and stock in the shop's answers", () => {
  /** Three products of one subcategory: sold out, in stock (one size of two) and untracked. */
  let soldOut: string, inStock: string, untracked: string;
  beforeAll(async () => {
    const rows = await t.db
      .select({ id: products.id, sizes: products.sizes })
      .from(products)
      .where(eq(products.subCategory, 'Cement'))
      .orderBy(asc(products.id))
      .limit(3);
    expect(rows).toHaveLength(3);
    [soldOut, inStock, untracked] = rows.map((r) => r.id) as [string, string, string];
    await t.db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({ trackStock: true, productType: 'bulk', measurement: '50 kg', unit: 'bag' })
        .where(inArray(products.id, [soldOut, inStock]));
      await tx.update(products).set({ trackStock: false }).where(eq(products.id, untracked));
      await tx
        .update(products)
        .set({ sizes: ['Grey', 'White'] })
        .where(inArray(products.id, [soldOut, inStock]));
      await setStock(tx, soldOut, { Grey: 0, White: 0 }, { reason: 'admin', actor: null });
      await setStock(tx, inStock, { Grey: 0, White: 4 }, { reason: 'admin', actor: null });
    });
  });

  const byId = (list: Product[]) => new Map(list.map((p) => [p._id, p]));

  it('carry the units of every product and the stock of tracked ones (null when untracked)', async () => {
    const { body } = await list(`?ids=${[soldOut, inStock, untracked].join(',')}`);
    const found = byId(productListResponseSchema.parse(body).products);
    expect(found.get(soldOut)).toMatchObject({
      productType: 'bulk',
      measurement: '50 kg',
      unit: 'bag',
      stock: { Grey: 0, White: 0 },
    });
    expect(found.get(inStock)!.stock).toEqual({ Grey: 0, White: 4 });
    expect(found.get(untracked)!.stock).toBeNull();

    const detail = productDetailResponseSchema.parse(
      (await t.app.inject({ url: `/api/product/${inStock}` })).json(),
    );
    expect(detail.product).toMatchObject({ unit: 'bag', stock: { Grey: 0, White: 4 } });
    expect(detail.related.find((r) => r._id === soldOut)?.stock).toEqual({ Grey: 0, White: 0 });
  });

  it('inStock=true leaves out a tracked product whose every size is at 0, keeping untracked ones', async () => {
    const ids = [soldOut, inStock, untracked].join(',');
    const only = productListResponseSchema.parse((await list(`?ids=${ids}&inStock=true`)).body);
    expect(only.products.map((p) => p._id).sort()).toEqual([inStock, untracked].sort());

    const all = (await list('?subCategory=Cement&category=BuildingItems&pageSize=50')).body;
    const listed = (await list('?subCategory=Cement&category=BuildingItems&pageSize=50&inStock=1'))
      .body;
    // The total counts the same products the page shows.
    expect(listed.total).toBe(all.total - 1);
    expect(listed.products.map((p: Product) => p._id)).not.toContain(soldOut);
    expect((await list(`?ids=${ids}&inStock=false`)).body.products).toHaveLength(3);
    const refused = await list('?inStock=maybe');
    expect(refused.res.statusCode).toBe(400);
    expect(refused.body.errors).toEqual({ inStock: 'inStock must be true or false' });
  });
});
