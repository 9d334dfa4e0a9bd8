// Orders and stock, one request at a time (docs/decisions/0031-units-stock-and-tracking.md): what
// an order takes, what a refusal keeps, what a cancellation gives back and who is named. The same
// under load is in stock-concurrency.test.ts (PostgreSQL only).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminOrderResponseSchema, STOCK_MESSAGES, type Order } from '@shop/contracts';
import { orders, stockAlerts, users } from '../../db/schema.ts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import {
  countStock,
  get,
  orderBody,
  post,
  seededProducts,
  stockMovementsOf,
  stopCountingStock,
  unitsInStock,
  type Line,
  type SeededProduct,
} from '../../test/order-fixtures.ts';
import { mailWrittenDuring } from '../../test/outbox-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { useTestApp } from '../../test/test-app.ts';
import { ORDER_ERRORS } from './messages.ts';

const t = useTestApp();
let catalogue: SeededProduct[];
let staff: Headers;
beforeAll(async () => {
  catalogue = await seededProducts(t.db, 7);
  // Each test counts the stock it uses; the rest sell without counting.
  await stopCountingStock(t.db, catalogue);
  staff = (await signUpAdmin(t.app, t.db, 'Deng Storekeeper')).headers;
});

const sizeOf = (p: SeededProduct) => p.sizes[0]!;
const place = (headers: Headers, lines: Line[], extra: Headers = {}) =>
  post(t.app, '/api/order/place-cod', { ...headers, ...extra }, orderBody(lines));
const cartOf = async (headers: Headers) =>
  (await post(t.app, '/api/cart/get', headers)).json().cartData;
const ordersOf = async (headers: Headers) =>
  (await post(t.app, '/api/order/userorders', headers)).json().orders as Order[];
const cancel = (id: string) =>
  post(t.app, `/api/admin/orders/${id}/status`, staff, { status: 'Cancelled' });
const adminOrder = async (id: string) =>
  adminOrderResponseSchema.parse((await get(t.app, `/api/admin/orders/${id}`, staff)).json()).order;
const userIdOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const itemsOf = async (id: string) =>
  (await t.db.select({ items: orders.items }).from(orders).where(eq(orders.id, id)))[0]!.items;

describe('placing an order takes stock', () => {
  it('takes the units of tracked lines only, naming the order and the customer', async () => {
    const [tracked, untracked] = catalogue as [SeededProduct, SeededProduct];
    await countStock(t.db, tracked.id, { [sizeOf(tracked)]: 10 });
    const buyer = await signUp(t.app, 'Achol Builder');
    const res = await place(buyer.headers, [
      { product: tracked, quantity: 3 },
      { product: untracked, quantity: 2 },
    ]);
    expect(res.statusCode).toBe(200);
    const order: Order = res.json().order;

    expect(await unitsInStock(t.db, tracked.id, sizeOf(tracked))).toBe(7);
    const moves = await stockMovementsOf(t.db, tracked.id, 'order');
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({
      size: sizeOf(tracked),
      before: 10,
      after: 7,
      orderId: order._id,
      actorName: 'Achol Builder',
    });
    // The untracked product has no stock to take: it sells as before.
    expect(await unitsInStock(t.db, untracked.id, sizeOf(untracked))).toBeUndefined();
    expect(await stockMovementsOf(t.db, untracked.id, 'order')).toEqual([]);
    // Each line remembers whether it took stock, for a cancellation to give back.
    expect((await itemsOf(order._id)).map((i) => [i.productId, i.stockTaken])).toEqual([
      [tracked.id, true],
      [untracked.id, false],
    ]);
    // Staff see who placed it; the customer's own answer names nobody.
    expect((await adminOrder(order._id)).statusHistory).toEqual([
      { status: 'Order Placed', date: order.date, by: 'Achol Builder' },
    ]);
    expect(order.statusHistory).toEqual([{ status: 'Order Placed', date: order.date }]);
  });

  it('refuses short lines with 409 at their place in the request, and keeps everything', async () => {
    const [, untracked, few, none] = catalogue as [
      SeededProduct,
      SeededProduct,
      SeededProduct,
      SeededProduct,
    ];
    await countStock(t.db, few.id, { [sizeOf(few)]: 2 });
    await countStock(t.db, none.id, { [sizeOf(none)]: 0 });
    const buyer = await signUp(t.app, 'Lual Short');
    for (const p of [untracked, few, none])
      await post(t.app, '/api/cart/add', buyer.headers, { itemId: p.id, size: sizeOf(p) });
    const cart = await cartOf(buyer.headers);

    const res = await place(buyer.headers, [
      { product: untracked, quantity: 1 },
      { product: few, quantity: 3 },
      { product: none, quantity: 1 },
    ]);
    const fewMessage = STOCK_MESSAGES.notEnough(few.name, sizeOf(few), 2);
    const noneMessage = STOCK_MESSAGES.notEnough(none.name, sizeOf(none), 0);
    // Lines are taken (and so named in the message) in product id order.
    const message = (few.id < none.id ? [fewMessage, noneMessage] : [noneMessage, fewMessage]).join(
      ' ',
    );
    expectRefusal(res, 409, {
      code: 'CONFLICT',
      message,
      errors: { 'items.1.quantity': fewMessage, 'items.2.quantity': noneMessage },
    });
    expect(fewMessage).toBe(
      `Only 2 left of ${few.name} (size ${sizeOf(few)}). Reduce the quantity to 2 to order.`,
    );
    expect(noneMessage).toBe(
      `${none.name} (size ${sizeOf(none)}) is out of stock. Remove it from your cart to order the rest.`,
    );
    // Nothing happened: no order, the same stock, no movement, the cart as it was.
    expect(await ordersOf(buyer.headers)).toEqual([]);
    expect(await unitsInStock(t.db, few.id, sizeOf(few))).toBe(2);
    expect(await unitsInStock(t.db, none.id, sizeOf(none))).toBe(0);
    expect(await stockMovementsOf(t.db, few.id, 'order')).toEqual([]);
    expect(await cartOf(buyer.headers)).toEqual(cart);

    // What is left can be ordered.
    const rest = await place(buyer.headers, [{ product: few, quantity: 2 }]);
    expect(rest.statusCode).toBe(200);
    expect(await unitsInStock(t.db, few.id, sizeOf(few))).toBe(0);
  });

  it('names a line sent twice by its first place in the request', async () => {
    const p = catalogue[4]!;
    await countStock(t.db, p.id, { [sizeOf(p)]: 4 });
    const buyer = await signUp(t.app);
    const res = await place(buyer.headers, [
      { product: catalogue[1]!, quantity: 1 },
      { product: p, quantity: 3 },
      { product: p, quantity: 2 },
    ]);
    const message = STOCK_MESSAGES.notEnough(p.name, sizeOf(p), 4);
    expectRefusal(res, 409, { code: 'CONFLICT', message, errors: { 'items.1.quantity': message } });
  });

  it('sells a tracked size by the hundred up to what is left, and refuses 500 of 120', async () => {
    const p = catalogue[6]!;
    await countStock(t.db, p.id, { [sizeOf(p)]: 120 });
    const buyer = await signUp(t.app, 'Contractor Bulk');
    const refused = await place(buyer.headers, [{ product: p, quantity: 500 }]);
    const message = STOCK_MESSAGES.notEnough(p.name, sizeOf(p), 120);
    expectRefusal(refused, 409, {
      code: 'CONFLICT',
      message,
      errors: { 'items.0.quantity': message },
    });
    const placed = await place(buyer.headers, [{ product: p, quantity: 120 }]);
    expect(placed.statusCode).toBe(200);
    expect(await unitsInStock(t.db, p.id, sizeOf(p))).toBe(0);
  });

  it('takes stock once for a retry with the same Idempotency-Key', async () => {
    const p = catalogue[5]!;
    await countStock(t.db, p.id, { [sizeOf(p)]: 6 });
    const buyer = await signUp(t.app);
    const key = { 'idempotency-key': 'stock-retry-0001' };
    const first = await place(buyer.headers, [{ product: p, quantity: 2 }], key);
    const retry = await place(buyer.headers, [{ product: p, quantity: 2 }], key);
    expect(first.statusCode).toBe(200);
    expect(retry.json().order).toEqual(first.json().order);
    expect(await unitsInStock(t.db, p.id, sizeOf(p))).toBe(4);
    expect(await stockMovementsOf(t.db, p.id, 'order')).toHaveLength(1);
  });
});

describe('cancelling an order returns its stock', () => {
  it('returns the units the order took, once, naming the staff member', async () => {
    const [tracked, untracked] = catalogue as [SeededProduct, SeededProduct];
    const size = sizeOf(tracked);
    await countStock(t.db, tracked.id, { [size]: 20 });
    const buyer = await signUp(t.app, 'Nyandeng Cancel');
    const placed: Order = (
      await place(buyer.headers, [
        { product: tracked, quantity: 5 },
        { product: untracked, quantity: 1 },
      ])
    ).json().order;
    expect(await unitsInStock(t.db, tracked.id, size)).toBe(15);
    // An order (or a staff edit) meanwhile: the cancellation adds back, it never overwrites.
    await countStock(t.db, tracked.id, { [size]: 12 });

    const res = await cancel(placed._id);
    expect(res.statusCode).toBe(200);
    expect(await unitsInStock(t.db, tracked.id, size)).toBe(17);
    const returned = await stockMovementsOf(t.db, tracked.id, 'cancellation');
    expect(returned).toHaveLength(1);
    expect(returned[0]).toMatchObject({
      size,
      before: 12,
      after: 17,
      orderId: placed._id,
      actorName: 'Deng Storekeeper',
    });
    expect(await stockMovementsOf(t.db, untracked.id, 'cancellation')).toEqual([]);
    const history = adminOrderResponseSchema.parse(res.json()).order.statusHistory;
    expect(history.map((h) => [h.status, h.by])).toEqual([
      ['Order Placed', 'Nyandeng Cancel'],
      ['Cancelled', 'Deng Storekeeper'],
    ]);

    // A second cancellation changes nothing and returns nothing.
    expectRefusal(await cancel(placed._id), 409, {
      code: 'CONFLICT',
      message: ORDER_ERRORS.alreadyInStatus('Cancelled'),
    });
    expect(await unitsInStock(t.db, tracked.id, size)).toBe(17);
    expect(await stockMovementsOf(t.db, tracked.id, 'cancellation')).toHaveLength(1);
  });

  it('names the staff member of every status change, and returns nothing on other moves', async () => {
    const p = catalogue[2]!;
    await countStock(t.db, p.id, { [sizeOf(p)]: 9 });
    const buyer = await signUp(t.app, 'Ajak Moves');
    const placed: Order = (await place(buyer.headers, [{ product: p, quantity: 1 }])).json().order;
    const moved = await post(t.app, `/api/admin/orders/${placed._id}/status`, staff, {
      status: 'Processing',
      note: 'Packed',
    });
    expect(moved.statusCode).toBe(200);
    expect(adminOrderResponseSchema.parse(moved.json()).order.statusHistory.at(-1)).toEqual({
      status: 'Processing',
      date: expect.any(Number),
      note: 'Packed',
      by: 'Deng Storekeeper',
    });
    expect(await unitsInStock(t.db, p.id, sizeOf(p))).toBe(8);
    expect(await stockMovementsOf(t.db, p.id, 'cancellation')).toEqual([]);
  });

  it('mails the customers waiting for a size the cancellation brought back', async () => {
    const p = catalogue[3]!;
    const size = sizeOf(p);
    await countStock(t.db, p.id, { [size]: 2 });
    const buyer = await signUp(t.app, 'Kiir Last Two');
    const placed: Order = (await place(buyer.headers, [{ product: p, quantity: 2 }])).json().order;
    expect(await unitsInStock(t.db, p.id, size)).toBe(0);
    const waiting = await signUp(t.app, 'Abuk Waiting');
    await t.db
      .insert(stockAlerts)
      .values({ userId: await userIdOf(waiting.email), productId: p.id, size });

    const sent = await mailWrittenDuring(t.db, async () => {
      expect((await cancel(placed._id)).statusCode).toBe(200);
    });
    expect(await unitsInStock(t.db, p.id, size)).toBe(2);
    expect(sent.filter((m) => m.to === waiting.email).map((m) => m.kind)).toEqual([
      'back-in-stock',
    ]);
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.productId, p.id))).toEqual(
      [],
    );
  });
});
