import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '@shop/contracts';
import { orders, products, productStock, stockMovements } from '../db/schema.ts';
import { DEFAULT_SETTINGS } from '../modules/settings/defaults.ts';
import { SEED_NOW } from '../test/template.ts';
import { useTestApp } from '../test/test-app.ts';
import { DEMO_ORDER_DAYS, seedDemoOrders } from './orders.ts';

// The template database holds the demo catalogue without the demo orders (so the tests' own
// orders are the only ones); here they are added to one copy, as a first start does.
const t = useTestApp();

describe('demo units and stock', () => {
  it('give every demo product an honest unit', async () => {
    const byName = async (name: string) =>
      (await t.db.select().from(products).where(eq(products.name, name)))[0]!;
    expect(await byName('Portland Cement 42.5N')).toMatchObject({
      measurement: '50 kg',
      unit: 'bag',
      trackStock: true,
    });
    expect(await byName('Diesel (AGO) by the Litre')).toMatchObject({
      unit: 'litre',
      trackStock: false,
    });
    expect(await byName('River Sand')).toMatchObject({ unit: 'tonne', productType: 'bulk' });
  });

  it('open with stock on every size of tracked products, some low and some sold out', async () => {
    const levels = await t.db.select().from(productStock);
    expect(levels.length).toBeGreaterThan(100);
    expect(levels.some((l) => l.quantity === 0)).toBe(true);
    expect(levels.some((l) => l.quantity > 0 && l.quantity <= 5)).toBe(true);
    const untracked = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(productStock)
      .innerJoin(products, eq(products.id, productStock.productId))
      .where(eq(products.trackStock, false));
    expect(untracked[0]!.n).toBe(0);
  });
});

describe('demo orders', () => {
  it('cover two months, every status and both payment methods, and agree with the stock', async () => {
    const written = await seedDemoOrders(t.db, SEED_NOW, DEFAULT_SETTINGS);
    expect(written).toBeGreaterThanOrEqual(55);

    const rows = await t.db.select().from(orders);
    expect(rows).toHaveLength(written);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(rows.map((r) => r.paymentMethod))).toEqual(new Set(['cod', 'mobile_money']));
    // The dashboard's 'unpaid mobile money' has one to show: a transaction id waits for staff.
    expect(
      rows.filter(
        (r) =>
          r.paymentMethod === 'mobile_money' &&
          !r.payment &&
          r.status !== 'Cancelled' &&
          r.transactionId,
      ),
    ).not.toHaveLength(0);
    const oldest = Math.min(...rows.map((r) => r.createdAt.getTime()));
    expect(SEED_NOW.getTime() - oldest).toBeGreaterThan((DEMO_ORDER_DAYS - 2) * 86_400_000);
    for (const row of rows) {
      expect(row.createdAt.getTime()).toBeLessThan(SEED_NOW.getTime());
      expect(row.statusHistory[0]).toMatchObject({ status: 'Order Placed' });
      expect(row.statusHistory[0]!.by?.id).toBe(row.userId);
      expect(row.statusHistory.at(-1)!.status).toBe(row.status);
      expect(row.amount).toBe(row.subtotal + row.deliveryFee);
      // Cash is paid on delivery; mobile money before Processing.
      if (row.paymentMethod === 'cod') expect(row.payment).toBe(row.status === 'Delivered');
      if (row.payment && row.paymentMethod === 'mobile_money')
        expect(row.transactionId).toBeTruthy();
    }

    // Every size's stock is what its movements add up to, and never below zero.
    const sums = await t.db
      .select({
        productId: stockMovements.productId,
        size: stockMovements.size,
        net: sql<number>`sum(${stockMovements.after} - ${stockMovements.before})::int`,
      })
      .from(stockMovements)
      .groupBy(stockMovements.productId, stockMovements.size);
    const levels = new Map(
      (await t.db.select().from(productStock)).map((l) => [`${l.productId}/${l.size}`, l.quantity]),
    );
    for (const s of sums) expect(levels.get(`${s.productId}/${s.size}`), s.size).toBe(s.net);
    expect(Math.min(...levels.values())).toBeGreaterThanOrEqual(0);
    const reasons = await t.db
      .selectDistinct({ reason: stockMovements.reason })
      .from(stockMovements);
    expect(new Set(reasons.map((r) => r.reason))).toEqual(
      new Set(['seed', 'order', 'cancellation']),
    );
  });
});
