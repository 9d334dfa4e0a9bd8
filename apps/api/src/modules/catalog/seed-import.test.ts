// The shop's own import (the demo seed's): the staff's reading and checks, all or nothing, no
// audit, and opening stock dated when each product arrived.
import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_MESSAGES as M } from '@shop/contracts';
import { auditLog, products, stockMovements } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';
import { seedProducts, SeedRowsRefused } from './seed-import.ts';

const t = useTestApp();

const PICTURE = '/uploads/products/seeded-bench-800.webp';
const HEADER = [
  'name',
  'description',
  'price',
  'category',
  'subCategory',
  'sizes',
  'images',
  'popular',
  'trackStock',
  'stock:Standard',
  'stock:Large',
];
const bench = (name: string, price = '1450000', images = PICTURE) => [
  name,
  'A three-seat bench of solid teak, oiled for the rains.',
  price,
  'Outdoorfurniture',
  'Garden Benches',
  'Standard|Large',
  images,
  'false',
  'true',
  '12',
  '0',
];
const ARRIVED = [new Date('2026-10-01T00:00:00Z'), new Date('2026-10-02T00:00:00Z')];
const opts = {
  createdAt: (i: number) => ARRIVED[i]!,
  pictures: new Set([PICTURE]),
};

async function productCount() {
  const [row] = await t.db.select({ n: count() }).from(products);
  return row!.n;
}

async function refusal(records: string[][]) {
  const before = await productCount();
  const err: unknown = await seedProducts(t.db, records, opts).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(SeedRowsRefused);
  expect(await productCount()).toBe(before);
  return (err as SeedRowsRefused).rowErrors;
}

describe('seedProducts', () => {
  it('refuses a row the staff import would refuse, and writes none of the rows', async () => {
    const errors = await refusal([HEADER, bench('Seeded bench one'), bench('Seeded two', 'cheap')]);
    expect(errors).toEqual([{ row: 3, field: 'price', message: M.priceNumber }]);
  });

  it('refuses a picture the seed does not draw', async () => {
    const other = '/uploads/products/not-drawn-800.webp';
    const errors = await refusal([HEADER, bench('Seeded bench', '1450000', other)]);
    expect(errors).toEqual([{ row: 2, field: 'images', message: M.imageUnknown(0) }]);
  });

  it('refuses an unknown column', async () => {
    const errors = await refusal([
      [...HEADER, 'colour'],
      [...bench('Seeded bench'), 'teak'],
    ]);
    expect(errors).toEqual([{ row: 1, field: 'colour', message: M.csvUnknownColumn('colour') }]);
  });

  it('creates the products in order, with their opening stock dated when they arrived', async () => {
    const names = ['Seeded bench one', 'Seeded bench two'];
    const audits = await t.db.select({ n: count() }).from(auditLog);
    expect(await seedProducts(t.db, [HEADER, ...names.map((n) => bench(n))], opts)).toBe(2);
    const created = await t.db
      .select()
      .from(products)
      .where(inArray(products.name, names))
      .orderBy(products.createdAt);
    expect(created.map((p) => [p.name, p.createdAt, p.trackStock])).toEqual([
      [names[0], ARRIVED[0], true],
      [names[1], ARRIVED[1], true],
    ]);
    const history = await t.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, created[1]!.id));
    expect(history).toMatchObject([
      { size: 'Standard', before: 0, after: 12, reason: 'seed', actorId: null },
    ]);
    expect(history[0]!.createdAt).toEqual(ARRIVED[1]);
    // The shop's own doing: nothing in the staff's audit log.
    expect(await t.db.select({ n: count() }).from(auditLog)).toEqual(audits);
  });
});
