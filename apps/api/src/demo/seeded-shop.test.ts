import { describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import {
  auditLog,
  orders,
  products,
  productSizes,
  productStock,
  reviews,
  stockMovements,
  users,
} from '../db/schema.ts';
import { DEFAULT_SETTINGS } from '../modules/settings/defaults.ts';
import { SEED_NOW } from '../test/template.ts';
import { useTestApp } from '../test/test-app.ts';
import { seedDemoOrders } from './orders.ts';

// The demo shop as a first start writes it, read back from the database: every product with its
// price, unit, stock and history, pictures, categories and place in the list, the reviews, and
// the demo orders drawn on that stock. The files under __snapshots__/ were written by the seed
// before the demo products became data (products.json), so this proves the shop did not change.
// A change to the demo shop on purpose: run this file with `-u` and read the diff.
const t = useTestApp();

/** Ids are random: each becomes the name of what it stands for, so two seeds compare equal. */
async function namer() {
  const names = new Map<string, string>();
  for (const p of await t.db.select({ id: products.id, name: products.name }).from(products))
    names.set(p.id, `product: ${p.name}`);
  for (const u of await t.db.select({ id: users.id, email: users.email }).from(users))
    names.set(u.id, `user: ${u.email}`);
  const name = (value: unknown): unknown => {
    if (typeof value === 'string') return names.get(value) ?? value;
    if (value instanceof Date) return value.toISOString();
    if (Array.isArray(value)) return value.map(name);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          // Written with the database's clock, not the seed's.
          .filter(([key]) => key !== 'updatedAt')
          .map(([key, v]) => [key, name(v)]),
      );
    }
    return value;
  };
  return name;
}

/** One line per row, so a change shows as the rows it changed. */
const lines = (tables: Record<string, unknown[]>) =>
  Object.entries(tables)
    .map(([table, rows]) => `${table}:\n${rows.map((row) => JSON.stringify(row)).join('\n')}\n`)
    .join('\n');

const byText = (a: unknown, b: unknown) =>
  JSON.stringify(a) < JSON.stringify(b) ? -1 : JSON.stringify(a) > JSON.stringify(b) ? 1 : 0;

describe('the seeded demo shop', () => {
  it('holds the same catalogue, stock, history and reviews', async () => {
    const name = await namer();
    const catalogue = await t.db
      .select()
      .from(products)
      .orderBy(asc(products.createdAt), asc(products.id));
    const stock = await t.db.select().from(productStock);
    const sizes = await t.db.select().from(productSizes);
    const movements = await t.db.select().from(stockMovements);
    const written = await t.db.select().from(reviews);
    const audits = await t.db.select().from(auditLog);
    const shop = {
      products: catalogue.map((p) => name({ ...p, id: undefined })),
      stock: stock.map((s) => name(s)).sort(byText),
      // The sizes' own prices, SKUs and costs (decision 0074).
      sizes: sizes.map((s) => name(s)).sort(byText),
      movements: movements.map((m) => name({ ...m, id: undefined })).sort(byText),
      reviews: written.map((r) => name({ ...r, id: undefined })).sort(byText),
      // The seed is the shop's own doing: nothing in the staff's audit log.
      audits: audits.map((a) => name({ ...a, id: undefined })),
    };
    await expect(lines(shop)).toMatchFileSnapshot('./__snapshots__/seeded-catalogue.txt');
  });

  it('holds the same demo orders, drawn on the same stock', async () => {
    await seedDemoOrders(t.db, SEED_NOW, DEFAULT_SETTINGS);
    const name = await namer();
    const placed = await t.db.select().from(orders).orderBy(asc(orders.createdAt));
    const stock = await t.db.select().from(productStock);
    const sizes = await t.db.select().from(productSizes);
    const movements = await t.db.select().from(stockMovements);
    const shop = {
      // What the demo orders took of which product (their addresses and payments do not depend
      // on the catalogue), the stock they left and its history.
      orders: placed.map((o) =>
        name({
          createdAt: o.createdAt,
          userId: o.userId,
          items: o.items,
          amount: o.amount,
          status: o.status,
        }),
      ),
      stock: stock.map((s) => name(s)).sort(byText),
      // The sizes' own prices, SKUs and costs (decision 0074).
      sizes: sizes.map((s) => name(s)).sort(byText),
      movements: movements
        .filter((m) => m.reason !== 'seed')
        .map((m) => name({ ...m, id: undefined, orderId: undefined }))
        .sort(byText),
    };
    await expect(lines(shop)).toMatchFileSnapshot('./__snapshots__/seeded-orders.txt');
  });
});
