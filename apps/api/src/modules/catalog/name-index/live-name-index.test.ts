import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductListFilters } from '@shop/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { countProducts } from '../queries.ts';
import { findProductPage } from '../page-queries.ts';
import { createLiveNameIndex, liveNameIndexOf, type LiveNameIndex } from './live-name-index.ts';

const t = useTestApp();

/** The rows of a raw statement's result, whichever driver ran it. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function listingVersion(): Promise<number> {
  const [row] = rowsOf<{ version: string | number }>(
    await t.db.execute(sql`SELECT version FROM product_listing_version`),
  );
  return Number(row?.version);
}

/** What the database answers for a search: its total and one page of ids. */
async function fromDatabase(
  filters: ProductListFilters,
  paging: { limit: number; offset: number },
) {
  const total = await countProducts(t.db, filters);
  const rows = total > paging.offset ? await findProductPage(t.db, filters, paging, total) : [];
  return { total, ids: rows.map((r) => r.id) };
}

/** Asks until the index answers (its first build runs in the background). */
async function fromIndex(
  index: LiveNameIndex,
  filters: ProductListFilters,
  paging: { limit: number; offset: number },
) {
  let found = await index.find(filters, paging);
  if (!found) {
    await index.settled();
    found = await index.find(filters, paging);
  }
  return found;
}

describe('the name index', () => {
  let index: LiveNameIndex;

  beforeAll(async () => {
    // 3,000 more products: a few words in every case, many equal prices and creation times (the
    // orders then rest on the id), both popularities, four categories, and names with LIKE's
    // wildcards and with letters beyond ASCII.
    await t.db.execute(sql`
      INSERT INTO products (id, name, price, description, images, sizes, category, sub_category,
                            popular, created_at)
      SELECT lpad(to_hex(g * 7919 % 1000003), 24, 'a'),
             (ARRAY['Portland CEMENT', 'cement Mixer', 'Ciment Étagère', '50% Off Cement',
                    'Rapid_Set cement', 'Back\\Slash Tile', 'Office Chair', 'Steel Rod 12mm'])[g % 8 + 1]
               || ' ' || (g % 13),
             1000 + (g % 37) * 250, 'Bulk.', '[]'::jsonb, '[]'::jsonb,
             (ARRAY['BuildingItems', 'Officefurniture', 'FoodStuffs', 'Stationery'])[g % 4 + 1],
             (ARRAY['Cement', 'Chairs', 'Rice', 'Paper'])[g % 3 + 1],
             g % 5 = 0,
             timestamptz '2021-01-01' + (g % 50) * interval '1 hour'
      FROM generate_series(1, 3000) AS g`);
    index = createLiveNameIndex(t.db, { rebuildGapMs: 0 });
  });

  const searches: ProductListFilters[] = [
    { q: 'cement' },
    { q: 'CEMENT', sort: 'low' },
    { q: 'Cement', sort: 'high' },
    { q: 'cement', sort: 'newest' },
    { q: 'ment mix', sort: 'relevant' },
    { q: '50% off', sort: 'low' },
    { q: 'd_se', sort: 'high' },
    { q: 'k\\sl', sort: 'low' },
    { q: 'cement', category: 'BuildingItems', sort: 'low' },
    { q: 'cement', category: 'BuildingItems', subCategory: 'Cement', sort: 'high' },
    { q: 'chair', popular: true, sort: 'newest' },
    { q: 'chair', popular: false, sort: 'low' },
    { q: 'rod 12', category: 'NoSuchCategory' },
    { q: 'nothing like this' },
    { q: 'ent', sort: 'high' },
    // Words naming a category or sub-category (decision 0053): the place's products as well.
    { q: 'sofas', sort: 'low' },
    { q: 'office chair', sort: 'high' },
    { q: 'cement mixer' },
    { q: 'paper rod', sort: 'low' },
    { q: 'chair', category: 'Officefurniture', subCategory: 'Chairs' },
    { q: 'furniture and rice', popular: true },
  ];

  it.each(searches)('answers %o with the total and pages the database gives', async (filters) => {
    for (const paging of [
      { limit: 10, offset: 0 },
      { limit: 24, offset: 48 },
      { limit: 10, offset: 1_130 },
    ]) {
      const expected = await fromDatabase(filters, paging);
      expect(await fromIndex(index, filters, paging)).toEqual(expected);
    }
  });

  it('leaves to the database what it cannot answer as the database would', async () => {
    // Beyond ASCII, case folding may differ between JavaScript and the database's locale; below
    // three characters there is no trigram to look up.
    for (const q of ['étagère', 'ÉTAG', 'ce', ''])
      expect(await fromIndex(index, { q }, { limit: 10, offset: 0 })).toBeUndefined();
  });

  it('stops answering at once when the products change, whoever changes them, and answers the new catalogue after', async () => {
    const filters: ProductListFilters = { q: 'portland', sort: 'low' };
    const paging = { limit: 5, offset: 0 };
    const before = await fromIndex(index, filters, paging);
    const cheapest = before!.ids[0]!;
    // As a script or another instance would: straight into the database, nobody told.
    await t.db.execute(sql`UPDATE products SET price = 999999 WHERE id = ${cheapest}`);
    expect(await index.find(filters, paging)).toBeUndefined();
    const after = await fromIndex(index, filters, paging);
    expect(after).toEqual(await fromDatabase(filters, paging));
    expect(after!.ids).not.toContain(cheapest);

    await t.db.execute(sql`UPDATE products SET archived_at = now() WHERE id = ${after!.ids[0]!}`);
    expect(await index.find(filters, paging)).toBeUndefined();
    const archived = await fromIndex(index, filters, paging);
    expect(archived!.total).toBe(before!.total - 1);
    expect(archived).toEqual(await fromDatabase(filters, paging));
  });

  it('is raised once per statement that changes what lists show, and not by ratings', async () => {
    const start = await listingVersion();
    await t.db.execute(sql`UPDATE products SET name = name || '' WHERE name LIKE 'Office Chair%'`);
    expect(await listingVersion()).toBe(start + 1);
    await t.db.execute(sql`UPDATE products SET average_rating = 4, total_reviews = 1`);
    expect(await listingVersion()).toBe(start + 1);
  });

  it("answers the catalogue's search route once built, with the database's page", async () => {
    const url = (page: number) => `/api/product/list?q=Cement&sort=high&pageSize=7&page=${page}`;
    // The first search builds the app's index in the background and is answered by the database.
    expect((await t.app.inject({ method: 'GET', url: url(1) })).statusCode).toBe(200);
    const shared = liveNameIndexOf(t.db);
    await shared.settled();
    const paging = { limit: 7, offset: 21 };
    const filters: ProductListFilters = { q: 'Cement', sort: 'high' };
    const expected = await fromDatabase(filters, paging);
    expect(await shared.find(filters, paging)).toEqual(expected);
    const body = (await t.app.inject({ method: 'GET', url: url(4) })).json();
    expect(body.total).toBe(expected.total);
    expect(body.products.map((p: { _id: string }) => p._id)).toEqual(expected.ids);
  });
});
