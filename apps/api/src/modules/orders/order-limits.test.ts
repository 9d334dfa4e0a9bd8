// The limits on placing orders and on reporting transaction ids, lowered so a test reaches them
// (docs/decisions/0023-order-mail-and-payment-limits.md). Each test sends from its own client
// address (forwarded with the process key, as the storefront does), so address counters never mix.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shop/contracts';
import { FORWARD_KEY_HEADER, FORWARDED_CLIENT_HEADER } from '../../plugins/rate-limits.ts';
import { signUp, type Headers } from '../../test/account-fixtures.ts';
import { orderBody, post, seededProducts, type SeededProduct } from '../../test/order-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { useTestApp } from '../../test/test-app.ts';
import { ORDER_ERRORS } from './messages.ts';

const t = useTestApp({
  rateLimits: {
    limits: {
      orderPerAccount: { max: 3, minutes: 60 },
      orderPerIp: { max: 4, minutes: 60 },
      transactionPerAccount: { max: 2, minutes: 60 },
      transactionPerIp: { max: 3, minutes: 60 },
    },
  },
});
let product: SeededProduct;
beforeAll(async () => {
  product = (await seededProducts(t.db, 1))[0]!;
});

const TOO_MANY_ORDERS = { code: 'RATE_LIMITED', message: ORDER_ERRORS.tooManyOrders } as const;
const TOO_MANY_IDS = { code: 'RATE_LIMITED', message: ORDER_ERRORS.tooManyTransactions } as const;

/** An account's headers as seen from one client address. */
const from = (ip: string, account: { headers: Headers }, extra: Headers = {}) => ({
  ...account.headers,
  [FORWARDED_CLIENT_HEADER]: ip,
  [FORWARD_KEY_HEADER]: t.app.forwardKey,
  ...extra,
});

const placeCod = (headers: Headers) =>
  post(t.app, '/api/order/place-cod', headers, orderBody([{ product, quantity: 1 }]));
const placeMobile = (headers: Headers) =>
  post(t.app, '/api/order/mobile-money', headers, {
    ...orderBody([{ product, quantity: 1 }]),
    mobileNumber: '0921 234 567',
    mobileProvider: 'MTN',
  });
const report = (headers: Headers, orderId: string, transactionId: string) =>
  post(t.app, '/api/order/transaction', headers, { orderId, transactionId });
const ordersOf = async (account: { headers: Headers }) =>
  (await post(t.app, '/api/order/userorders', account.headers)).json().orders as Order[];

describe('limits on placing orders', () => {
  it('counts one account across both ways to order, and refuses it in words it understands', async () => {
    const ayen = await signUp(t.app, 'Ayen Limit');
    const as = from('10.23.0.1', ayen);
    expect((await placeCod(as)).statusCode).toBe(200);
    expect((await placeMobile(as)).statusCode).toBe(200);
    expect((await placeCod(as)).statusCode).toBe(200);
    expectRefusal(await placeMobile(as), 429, TOO_MANY_ORDERS);
    expectRefusal(await placeCod(as), 429, TOO_MANY_ORDERS);
    expect(await ordersOf(ayen)).toHaveLength(3);

    // Another account at the same address is not held back by Ayen's limit.
    const deng = await signUp(t.app, 'Deng Neighbour');
    expect((await placeCod(from('10.23.0.1', deng))).statusCode).toBe(200);
  });

  it('counts one client address across accounts', async () => {
    const accounts = await Promise.all(Array.from({ length: 5 }, () => signUp(t.app)));
    for (const account of accounts.slice(0, 4)) {
      expect((await placeCod(from('10.23.0.2', account))).statusCode).toBe(200);
    }
    const last = accounts[4]!;
    expectRefusal(await placeCod(from('10.23.0.2', last)), 429, TOO_MANY_ORDERS);
    expect(await ordersOf(last)).toHaveLength(0);
    expect((await placeCod(from('10.23.0.3', last))).statusCode).toBe(200);
  });

  it('never refuses a retry of an order already placed with the same Idempotency-Key', async () => {
    const nyibol = await signUp(t.app, 'Nyibol Retry');
    const first = await placeCod(
      from('10.23.0.4', nyibol, { 'idempotency-key': 'retry-key-0001' }),
    );
    expect(first.statusCode).toBe(200);
    // More retries than either limit allows (3 per account, 4 per address): none is counted.
    for (let i = 0; i < 6; i++) {
      const again = await (i % 2 ? placeMobile : placeCod)(
        from('10.23.0.4', nyibol, { 'idempotency-key': 'retry-key-0001' }),
      );
      expect(again.statusCode, `retry ${i + 1}`).toBe(200);
      expect(again.json().order._id).toBe(first.json().order._id);
    }
    // New orders still count from the first one on.
    for (const key of ['retry-key-0002', 'retry-key-0003']) {
      expect(
        (await placeCod(from('10.23.0.4', nyibol, { 'idempotency-key': key }))).statusCode,
      ).toBe(200);
    }
    expectRefusal(
      await placeCod(from('10.23.0.4', nyibol, { 'idempotency-key': 'retry-key-0004' })),
      429,
      TOO_MANY_ORDERS,
    );
    expect(await ordersOf(nyibol)).toHaveLength(3);
  });
});

describe('limits on reporting transaction ids', () => {
  it('counts the reports and corrections of one account', async () => {
    const garang = await signUp(t.app, 'Garang Payer');
    const order: Order = (await placeMobile(from('10.23.1.1', garang))).json().order;
    const as = from('10.23.1.2', garang);
    expect((await report(as, order._id, 'MTN.0001.0001')).statusCode).toBe(200);
    expect((await report(as, order._id, 'MTN.0001.0002')).statusCode).toBe(200);
    expectRefusal(await report(as, order._id, 'MTN.0001.0003'), 429, TOO_MANY_IDS);
    expect((await ordersOf(garang))[0]!.transactionId).toBe('MTN.0001.0002');
  });

  it('counts one client address across accounts', async () => {
    const accounts = await Promise.all(Array.from({ length: 4 }, () => signUp(t.app)));
    const orders: Order[] = [];
    for (const account of accounts) {
      orders.push((await placeMobile(from('10.23.1.3', account))).json().order);
    }
    for (const [i, account] of accounts.slice(0, 3).entries()) {
      const res = await report(from('10.23.1.4', account), orders[i]!._id, `AIR.200${i}.77`);
      expect(res.statusCode).toBe(200);
    }
    const last = accounts[3]!;
    expectRefusal(
      await report(from('10.23.1.4', last), orders[3]!._id, 'AIR.2003.77'),
      429,
      TOO_MANY_IDS,
    );
    expect((await report(from('10.23.1.5', last), orders[3]!._id, 'AIR.2003.77')).statusCode).toBe(
      200,
    );
  });
});
