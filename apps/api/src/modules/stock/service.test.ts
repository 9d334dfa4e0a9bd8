// The stock service on its own, inside transactions as its callers use it: guarded takes, returns,
// staff's sets (with the stock the form read), and the history rows each change leaves.
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { STOCK_MESSAGES } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { orders, products, productStock, stockMovements, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { ADDRESS } from '../../test/order-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/account-fixtures.ts';
import { returnStock, setStock, stockLevels, takeStock, type StockActor } from './service.ts';

const t = useTestApp();
let customer: NonNullable<StockActor>;
const staff: StockActor = null;

beforeAll(async () => {
  const account = await signUp(t.app, 'Nyibol Buyer');
  const [row] = await t.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, account.email));
  customer = row!;
});

/** A tracked product of these sizes, with no stock rows yet. */
async function product(db: Db, sizes = ['50 kg', '25 kg']): Promise<string> {
  const id = newId();
  await db.insert(products).values({
    id,
    name: `Cement ${id.slice(-4)}`,
    price: 95_000,
    description: 'Portland cement.',
    images: ['/uploads/products/x-800.webp'],
    sizes,
    category: 'BuildingItems',
    subCategory: 'Cement',
    unit: 'bag',
    trackStock: true,
  });
  return id;
}

/** An order row to name in movements (the history's foreign key). */
async function order(db: Db, userId = customer.id): Promise<string> {
  const id = newId();
  await db.insert(orders).values({
    id,
    userId,
    items: [],
    address: ADDRESS,
    subtotal: 0,
    deliveryFee: 0,
    amount: 0,
    paymentMethod: 'cod',
    status: 'Order Placed',
    statusHistory: [],
  });
  return id;
}

const levels = async (db: Db, id: string) => (await stockLevels(db, [id])).get(id) ?? {};
const movements = (db: Db, id: string) =>
  db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.productId, id))
    .orderBy(asc(stockMovements.createdAt), asc(stockMovements.size));

/** The refusal a call threw (the test fails if it did not throw an AppError). */
async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('setStock', () => {
  it('sets every size, records each change, and answers the sizes that came back from 0', async () => {
    const id = await product(t.db);
    const first = await t.db.transaction((tx) =>
      setStock(tx, id, { '50 kg': 10, '25 kg': 0 }, { reason: 'seed', actor: staff }),
    );
    expect(first).toEqual([{ productId: id, size: '50 kg' }]);
    expect(await levels(t.db, id)).toEqual({ '50 kg': 10, '25 kg': 0 });
    // A size set to what it holds leaves no history; 0 -> 0 is no change either.
    expect(
      (await movements(t.db, id)).map((m) => [m.size, m.before, m.after, m.reason, m.actorName]),
    ).toEqual([['50 kg', 0, 10, 'seed', null]]);

    const actor = { id: customer.id, name: 'Deng Staff' };
    const second = await t.db.transaction((tx) =>
      setStock(tx, id, { '50 kg': 4, '25 kg': 7 }, { reason: 'admin', actor }),
    );
    expect(second).toEqual([{ productId: id, size: '25 kg' }]);
    const history = await movements(t.db, id);
    expect(history).toHaveLength(3);
    expect(history.slice(1).map((m) => [m.size, m.before, m.after, m.reason])).toEqual(
      expect.arrayContaining([
        ['25 kg', 0, 7, 'admin'],
        ['50 kg', 10, 4, 'admin'],
      ]),
    );
    expect(history[1]).toMatchObject({ actorId: customer.id, actorName: 'Deng Staff' });
  });

  it('drops the row of a size left out (a size the product lost)', async () => {
    const id = await product(t.db);
    await t.db.transaction((tx) =>
      setStock(tx, id, { '50 kg': 3, '25 kg': 2 }, { reason: 'admin', actor: staff }),
    );
    await t.db.transaction((tx) =>
      setStock(tx, id, { '50 kg': 3 }, { reason: 'admin', actor: staff }),
    );
    expect(await levels(t.db, id)).toEqual({ '50 kg': 3 });
  });

  it('keeps what an order left of a size the form did not change, and refuses a changed size that moved', async () => {
    const id = await product(t.db);
    await t.db.transaction((tx) =>
      setStock(tx, id, { '50 kg': 10, '25 kg': 5 }, { reason: 'admin', actor: staff }),
    );
    // The form read 10 and 5; an order then takes 3 of 50 kg.
    const orderId = await order(t.db);
    await t.db.transaction((tx) =>
      takeStock(
        tx,
        [{ productId: id, size: '50 kg', quantity: 3, name: 'Cement', field: 'items.0.quantity' }],
        { actor: customer, orderId },
      ),
    );
    const read = { '50 kg': 10, '25 kg': 5 };

    // 50 kg left as read, 25 kg changed: the order's 3 stay taken.
    await t.db.transaction((tx) =>
      setStock(
        tx,
        id,
        { '50 kg': 10, '25 kg': 8 },
        { reason: 'admin', actor: staff, expected: read },
      ),
    );
    expect(await levels(t.db, id)).toEqual({ '50 kg': 7, '25 kg': 8 });

    // The form changes 50 kg from the 10 it read, but it holds 7 now: refused, nothing written.
    const err = await refusal(() =>
      t.db.transaction((tx) =>
        setStock(
          tx,
          id,
          { '50 kg': 12, '25 kg': 9 },
          { reason: 'admin', actor: staff, expected: { '50 kg': 10, '25 kg': 8 } },
        ),
      ),
    );
    expect(err.code).toBe('CONFLICT');
    expect(Object.keys(err.errors ?? {})).toEqual(['stock.50 kg']);
    expect(err.message).toContain('it is now 7');
    expect(await levels(t.db, id)).toEqual({ '50 kg': 7, '25 kg': 8 });
  });
});

describe('takeStock and returnStock', () => {
  it('takes the units of every line, or none when one line is short (naming each short line)', async () => {
    const id = await product(t.db);
    await t.db.transaction((tx) =>
      setStock(tx, id, { '50 kg': 5, '25 kg': 1 }, { reason: 'admin', actor: staff }),
    );
    const orderId = await order(t.db);
    const line = (size: string, quantity: number, field: string) => ({
      productId: id,
      size,
      quantity,
      name: 'Cement',
      field,
    });

    const err = await refusal(() =>
      t.db.transaction((tx) =>
        takeStock(
          tx,
          [line('50 kg', 2, 'items.0.quantity'), line('25 kg', 3, 'items.1.quantity')],
          { actor: customer, orderId },
        ),
      ),
    );
    expect(err.code).toBe('CONFLICT');
    expect(err.errors).toEqual({
      'items.1.quantity': STOCK_MESSAGES.notEnough('Cement', '25 kg', 1),
    });
    // The transaction was undone: the 50 kg line is not taken either.
    expect(await levels(t.db, id)).toEqual({ '50 kg': 5, '25 kg': 1 });

    await t.db.transaction((tx) =>
      takeStock(tx, [line('50 kg', 5, 'items.0.quantity'), line('25 kg', 1, 'items.1.quantity')], {
        actor: customer,
        orderId,
      }),
    );
    expect(await levels(t.db, id)).toEqual({ '50 kg': 0, '25 kg': 0 });
    const taken = (await movements(t.db, id)).filter((m) => m.reason === 'order');
    expect(taken.map((m) => [m.size, m.before, m.after, m.orderId, m.actorName])).toEqual(
      expect.arrayContaining([
        ['50 kg', 5, 0, orderId, customer.name],
        ['25 kg', 1, 0, orderId, customer.name],
      ]),
    );

    // Out of stock now: even one unit is refused, with what is left (nothing).
    const none = await refusal(() =>
      t.db.transaction((tx) =>
        takeStock(tx, [line('50 kg', 1, 'items.0.quantity')], { actor: customer, orderId }),
      ),
    );
    expect(none.message).toBe(STOCK_MESSAGES.notEnough('Cement', '50 kg', 0));
  });

  it('gives the units back, answers the sizes that came back, and leaves a removed size alone', async () => {
    const id = await product(t.db);
    await t.db.transaction((tx) =>
      setStock(tx, id, { '50 kg': 2, '25 kg': 4 }, { reason: 'admin', actor: staff }),
    );
    const orderId = await order(t.db);
    const lines = [
      { productId: id, size: '50 kg', quantity: 2, name: 'Cement', field: 'items.0.quantity' },
      { productId: id, size: '25 kg', quantity: 1, name: 'Cement', field: 'items.1.quantity' },
    ];
    await t.db.transaction((tx) => takeStock(tx, lines, { actor: customer, orderId }));
    expect(await levels(t.db, id)).toEqual({ '50 kg': 0, '25 kg': 3 });

    const back = await t.db.transaction((tx) =>
      returnStock(tx, lines, { actor: customer, orderId }),
    );
    // 25 kg never ran out: only 50 kg came back.
    expect(back).toEqual([{ productId: id, size: '50 kg' }]);
    expect(await levels(t.db, id)).toEqual({ '50 kg': 2, '25 kg': 4 });
    const returned = (await movements(t.db, id)).filter((m) => m.reason === 'cancellation');
    expect(returned.map((m) => [m.size, m.before, m.after, m.orderId])).toEqual(
      expect.arrayContaining([
        ['50 kg', 0, 2, orderId],
        ['25 kg', 3, 4, orderId],
      ]),
    );

    await t.db
      .delete(productStock)
      .where(and(eq(productStock.productId, id), eq(productStock.size, '25 kg')));
    const again = await t.db.transaction((tx) =>
      returnStock(tx, [lines[1]!], { actor: customer, orderId }),
    );
    expect(again).toEqual([]);
    expect(await levels(t.db, id)).toEqual({ '50 kg': 2 });
  });
});

// Two buyers of the last unit at the same moment need two connections: PGlite has one, and
// runs transactions one after the other, so the race cannot happen there.
describe.runIf(inject('pgTemplate'))(
  'the last unit, bought three times at once (PostgreSQL)',
  () => {
    it('goes to one buyer; the others are refused and nothing goes below 0', async () => {
      const id = await product(t.db, ['50 kg']);
      await t.db.transaction((tx) =>
        setStock(tx, id, { '50 kg': 1 }, { reason: 'admin', actor: null }),
      );
      const orderIds = await Promise.all([order(t.db), order(t.db), order(t.db)]);
      const buy = (orderId: string) =>
        t.db.transaction((tx) =>
          takeStock(
            tx,
            [
              {
                productId: id,
                size: '50 kg',
                quantity: 1,
                name: 'Cement',
                field: 'items.0.quantity',
              },
            ],
            { actor: customer, orderId },
          ),
        );
      // The test database's pool has 4 connections: the three transactions really overlap.
      const results = await Promise.allSettled(orderIds.map(buy));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
      expect(refused.map((err: AppError) => err.code)).toEqual(['CONFLICT', 'CONFLICT']);
      expect(await levels(t.db, id)).toEqual({ '50 kg': 0 });
      const taken = (await movements(t.db, id)).filter((m) => m.reason === 'order');
      expect(taken.map((m) => [m.before, m.after])).toEqual([[1, 0]]);
    });
  },
);
