import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M, userOrdersResponseSchema, type Order } from '@shop/contracts';
import { orders } from '../../db/schema.ts';
import { signUp, type Headers } from '../../test/account-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { orderBody, post, seededProducts, type SeededProduct } from '../../test/order-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';

const t = useTestApp();
let catalogue: SeededProduct[];
beforeAll(async () => {
  catalogue = await seededProducts(t.db, 3);
});

async function placeCod(headers: Headers, quantity = 1): Promise<Order> {
  const res = await post(
    t.app,
    '/api/order/place-cod',
    headers,
    orderBody([{ product: catalogue[0]!, quantity }]),
  );
  expect(res.statusCode).toBe(200);
  return res.json().order;
}

async function placeMobile(headers: Headers): Promise<Order> {
  const res = await post(t.app, '/api/order/mobile-money', headers, {
    ...orderBody([{ product: catalogue[1]!, quantity: 1 }]),
    mobileNumber: '0921234567',
    mobileProvider: 'Airtel',
  });
  expect(res.statusCode).toBe(200);
  return res.json().order;
}

const userOrders = (headers: Headers) => post(t.app, '/api/order/userorders', headers);
const transaction = (headers: Headers, orderId: string, transactionId: string) =>
  post(t.app, '/api/order/transaction', headers, { orderId, transactionId });
const verify = (headers: Headers, orderId: string, success: unknown = true) =>
  post(t.app, '/api/order/verifystripe', headers, { success, orderId });
const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('POST /api/order/userorders', () => {
  it("lists only the customer's own orders, newest first, with their history", async () => {
    const mine = await signUp(t.app, 'Abuk Owner');
    const other = await signUp(t.app, 'Makuei Other');
    const first = await placeCod(mine.headers, 1);
    const second = await placeMobile(mine.headers);
    await placeCod(other.headers, 4);
    // Same millisecond is possible; make the order unambiguous.
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, first._id));

    const res = await userOrders(mine.headers);
    expect(res.statusCode).toBe(200);
    const body = userOrdersResponseSchema.parse(res.json());
    expect(body.orders.map((o) => o._id)).toEqual([second._id, first._id]);
    expect(body.orders[1]!.statusHistory).toEqual([
      { status: 'Order Placed', date: expect.any(Number) },
    ]);
    expect(res.body).not.toMatch(/passwordHash|password_hash|token/i);

    const fresh = await signUp(t.app);
    expect((await userOrders(fresh.headers)).json()).toEqual({ success: true, orders: [] });
  });

  it('answers 401 without a token on every customer order route', async () => {
    const body = orderBody([{ product: catalogue[0]!, quantity: 1 }]);
    const calls: [string, unknown][] = [
      ['/api/order/place-cod', body],
      ['/api/order/mobile-money', { ...body, mobileNumber: '0921234567' }],
      ['/api/order/userorders', undefined],
      ['/api/order/transaction', { orderId: 'a'.repeat(24), transactionId: 'MP123456' }],
      ['/api/order/verifystripe', { success: true, orderId: 'a'.repeat(24) }],
    ];
    for (const [url, payload] of calls) {
      for (const headers of [{}, { token: 'not-a-token' }] as Headers[]) {
        const res = await post(t.app, url, headers, payload);
        expect(res.statusCode, url).toBe(401);
        expect(res.json().success).toBe(false);
      }
    }
  });
});

describe('POST /api/order/transaction', () => {
  it('stores the transaction id of an unpaid mobile money order and lets it be corrected', async () => {
    const user = await signUp(t.app);
    const order = await placeMobile(user.headers);
    const res = await transaction(user.headers, order._id.toUpperCase(), ' MP240101.1234 ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: M.transactionSaved,
      order: { _id: order._id, transactionId: 'MP240101.1234', payment: false },
    });
    const again = await transaction(user.headers, order._id, 'MP240101-9999');
    expect(again.statusCode).toBe(200);
    expect((await rowOf(order._id))?.transactionId).toBe('MP240101-9999');
  });

  it("never touches another customer's order, and refuses orders not waiting for mobile money", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const mobile = await placeMobile(owner.headers);
    const foreign = await transaction(stranger.headers, mobile._id, 'MP99999999');
    expectRefusal(foreign, 404, { code: 'NOT_FOUND', message: M.orderNotFound });
    expect((await rowOf(mobile._id))?.transactionId).toBeNull();
    const unknown = await transaction(owner.headers, 'c'.repeat(24), 'MP99999999');
    expect(unknown.statusCode).toBe(404);

    const cash = await placeCod(owner.headers);
    const refused = await transaction(owner.headers, cash._id, 'MP99999999');
    expectRefusal(refused, 409, { code: 'CONFLICT', message: M.notAwaitingPayment });

    const paid = await placeMobile(owner.headers);
    await t.db.update(orders).set({ payment: true }).where(eq(orders.id, paid._id));
    expect((await transaction(owner.headers, paid._id, 'MP99999999')).statusCode).toBe(409);
    const cancelled = await placeMobile(owner.headers);
    await t.db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, cancelled._id));
    expect((await transaction(owner.headers, cancelled._id, 'MP99999999')).statusCode).toBe(409);
  });

  it('refuses transaction ids that are missing, too short, too long or oddly shaped', async () => {
    const user = await signUp(t.app);
    const order = await placeMobile(user.headers);
    for (const transactionId of [
      undefined,
      '',
      'ab1',
      'x'.repeat(41),
      'MP 1234 5678',
      '<b>1234</b>',
    ]) {
      const res = await post(t.app, '/api/order/transaction', user.headers, {
        orderId: order._id,
        transactionId,
      });
      expectRefusal(
        res,
        400,
        {
          code: 'VALIDATION',
          message: M.enterTransactionId,
          errors: { transactionId: M.enterTransactionId },
        },
        String(transactionId),
      );
    }
    const badId = await transaction(user.headers, 'not-an-order', 'MP12345678');
    expect(badId.statusCode).toBe(400);
  });
});

describe('POST /api/order/verifystripe', () => {
  it("never marks an order paid on the client's word, never deletes, never reaches another customer's order", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const order = await placeMobile(owner.headers);
    for (const success of [true, 'true', false, 'false', undefined]) {
      const res = await verify(owner.headers, order._id, success);
      expectRefusal(res, 409, { code: 'CONFLICT', message: M.paymentNotConfirmed });
    }
    const row = await rowOf(order._id);
    expect(row?.payment).toBe(false);
    expect(row?.status).toBe('Order Placed');

    for (const success of [true, false]) {
      const foreign = await verify(stranger.headers, order._id, success);
      expectRefusal(foreign, 404, { code: 'NOT_FOUND', message: M.orderNotFound });
    }
    expect(await rowOf(order._id)).toEqual(row);
    expect((await verify(owner.headers, 'd'.repeat(24))).statusCode).toBe(404);

    await t.db.update(orders).set({ payment: true }).where(eq(orders.id, order._id));
    const paid = await verify(owner.headers, order._id, false);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ success: true });
    expect((await verify(stranger.headers, order._id)).statusCode).toBe(404);
  });
});
