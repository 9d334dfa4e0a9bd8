import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.ts';
import { signUp } from '../../test/account-fixtures.ts';
import { mailWrittenDuring } from '../../test/outbox-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { orderBody, post, seededProducts, type SeededProduct } from '../../test/order-fixtures.ts';

const t = useTestApp();
let catalogue: SeededProduct[];
beforeAll(async () => {
  catalogue = await seededProducts(t.db, 3);
});

const ordersOfUser = async (headers: Record<string, string>) =>
  (await post(t.app, '/api/order/userorders', headers)).json().orders as { _id: string }[];

describe('Idempotency-Key', () => {
  it('turns 20 simultaneous requests with one key into exactly one order, answered to all', async () => {
    const user = await signUp(t.app, 'Lual Retry');
    const p = catalogue[0]!;
    await post(t.app, '/api/cart/add', user.headers, { itemId: p.id, size: p.sizes[0] });
    const headers = { ...user.headers, 'idempotency-key': 'checkout-7f3a9c21-retry' };
    const body = orderBody([{ product: p, quantity: 2 }]);
    const mails = await mailWrittenDuring(t.db, async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => post(t.app, '/api/order/place-cod', headers, body)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      const ids = new Set(answers.map((a) => a.json().order._id));
      expect(ids.size).toBe(1);
      const placed = await ordersOfUser(user.headers);
      expect(placed.map((o) => o._id)).toEqual([...ids]);
    });
    // One confirmation and one company notice, not twenty of each.
    expect(mails.map((m) => m.kind).sort()).toEqual(['order-notice', 'order-placed']);
    expect((await post(t.app, '/api/cart/get', user.headers)).json().cartData).toEqual({});
  });

  it('answers the first order to a later retry, even with another body', async () => {
    const user = await signUp(t.app);
    const [a, b] = catalogue as [SeededProduct, SeededProduct];
    const headers = { ...user.headers, 'idempotency-key': 'same-key-for-two-bodies' };
    const first = await post(
      t.app,
      '/api/order/place-cod',
      headers,
      orderBody([{ product: a, quantity: 1 }]),
    );
    expect(first.statusCode).toBe(200);
    const retry = await post(t.app, '/api/order/mobile-money', headers, {
      ...orderBody([{ product: b, quantity: 5 }]),
      mobileNumber: '0921234567',
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().order).toEqual(first.json().order);
    expect(retry.json().message).toBe(first.json().message);
    expect(await ordersOfUser(user.headers)).toHaveLength(1);
  });

  it('keeps keys apart per customer, and creates a new order for a new key or none', async () => {
    const one = await signUp(t.app);
    const two = await signUp(t.app);
    const body = orderBody([{ product: catalogue[2]!, quantity: 1 }]);
    const key = { 'idempotency-key': 'shared-key-0001' };
    const a = await post(t.app, '/api/order/place-cod', { ...one.headers, ...key }, body);
    const b = await post(t.app, '/api/order/place-cod', { ...two.headers, ...key }, body);
    expect(a.json().order._id).not.toBe(b.json().order._id);
    await post(
      t.app,
      '/api/order/place-cod',
      { ...one.headers, 'idempotency-key': 'other-key-02' },
      body,
    );
    await post(t.app, '/api/order/place-cod', one.headers, body);
    await post(t.app, '/api/order/place-cod', one.headers, body);
    expect(await ordersOfUser(one.headers)).toHaveLength(4);
    expect(await ordersOfUser(two.headers)).toHaveLength(1);
    const rows = await t.db.select({ key: orders.idempotencyKey }).from(orders);
    expect(rows.filter((r) => r.key === null).length).toBeGreaterThanOrEqual(2);
  });
});
