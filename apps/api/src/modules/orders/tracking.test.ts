// Tracking an order without an account (docs/decisions/0031-units-stock-and-tracking.md). The
// limits are lowered so a test reaches them; each test sends from client addresses of its own
// (forwarded with the process key, as the storefront does), so address counters never mix.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumber, TRACK_MESSAGES, trackOrderResponseSchema, type Order } from '@shop/contracts';
import { orders } from '../../db/schema.ts';
import { FORWARD_KEY_HEADER, FORWARDED_CLIENT_HEADER } from '../../plugins/rate-limits.ts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { randomClientAddress } from '../../test/contact-fixtures.ts';
import {
  ADDRESS,
  orderBody,
  post,
  seededProducts,
  stopCountingStock,
  type SeededProduct,
} from '../../test/order-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { useTestApp } from '../../test/test-app.ts';
import { testRedis } from '../../test/redis-fixtures.ts';

const limits = {
  trackPerIp: { max: 6, minutes: 10 },
  trackFailuresPerNumberAtAddress: { max: 2, minutes: 60 },
  trackFailuresPerPhoneAtAddress: { max: 3, minutes: 60 },
  trackFailuresPerNumber: { max: 3, minutes: 60 },
  trackFailuresPerPhone: { max: 5, minutes: 60 },
};
const t = useTestApp({ rateLimits: { limits } });
// With TEST_REDIS_URL, a second instance of the shop on the same database counts in Redis, and
// the limits are proven there too.
const { redisUrl, keyPrefix } = testRedis('track');
const inRedis = redisUrl
  ? useTestApp(async () => ({ database: t.handle, rateLimits: { redisUrl, keyPrefix, limits } }))
  : undefined;
/** The instance lookups go to (the limits' tests switch it). */
let trackingApp = (): FastifyInstance => t.app;
let catalogue: SeededProduct[];
let staff: Headers;
let customer: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  catalogue = await seededProducts(t.db, 2);
  await stopCountingStock(t.db, catalogue);
  staff = (await signUpAdmin(t.app, t.db)).headers;
  customer = await signUp(t.app, 'Akuol Tracker');
});

const NOT_FOUND = { code: 'NOT_FOUND', message: TRACK_MESSAGES.notFound } as const;
const TOO_MANY = { code: 'RATE_LIMITED', message: TRACK_MESSAGES.tooMany } as const;

/** Asks to track from one client address (a new one unless given). */
const track = (orderNumber: unknown, phone: unknown, address = randomClientAddress()) =>
  trackingApp().inject({
    method: 'POST',
    url: '/api/order/track',
    headers: {
      'content-type': 'application/json',
      [FORWARDED_CLIENT_HEADER]: address,
      [FORWARD_KEY_HEADER]: trackingApp().forwardKey,
    },
    payload: JSON.stringify({ orderNumber, phone }),
  });

async function placeOrder(opts: { mobileMoney?: boolean; phone?: string } = {}): Promise<Order> {
  const [a, b] = catalogue as [SeededProduct, SeededProduct];
  const body = {
    ...orderBody([
      { product: a, quantity: 2 },
      { product: b, quantity: 1 },
    ]),
    address: { ...ADDRESS, phone: opts.phone ?? ADDRESS.phone },
  };
  const res = opts.mobileMoney
    ? await post(t.app, '/api/order/mobile-money', customer.headers, {
        ...body,
        mobileNumber: '0921 234 567',
        mobileProvider: 'MTN',
      })
    : await post(t.app, '/api/order/place-cod', customer.headers, body);
  expect(res.statusCode).toBe(200);
  return res.json().order;
}

/** An order number no order has: the real one with its last character changed. */
const otherNumber = (order: Order) => {
  const number = orderNumber(order._id);
  return number.slice(0, 5) + (number.endsWith('0') ? '1' : '0');
};

describe('POST /api/order/track', () => {
  it("answers the order's progress and items for its number and delivery phone, nothing of the customer", async () => {
    const order = await placeOrder();
    const res = await track(orderNumber(order._id), ADDRESS.phone);
    expect(res.statusCode).toBe(200);
    const [a, b] = catalogue as [SeededProduct, SeededProduct];
    const item = (p: SeededProduct, quantity: number) => ({
      name: p.name,
      image: p.images[0],
      size: p.sizes[0],
      quantity,
      measurement: p.measurement,
      unit: p.unit,
    });
    trackOrderResponseSchema.parse(res.json());
    // Whole, so no other field can slip in.
    expect(res.json()).toEqual({
      success: true,
      order: {
        number: orderNumber(order._id),
        date: order.date,
        status: 'Order Placed',
        statusHistory: [{ status: 'Order Placed', date: order.date }],
        items: [item(a, 2), item(b, 1)],
      },
    });
    // No name, address, e-mail, phone, account or full id anywhere.
    for (const secret of [
      ADDRESS.firstName,
      ADDRESS.lastName,
      ADDRESS.street,
      ADDRESS.email,
      ADDRESS.zipcode,
      '921234567',
      '234 567',
      customer.email,
      'Akuol Tracker',
      order._id,
    ])
      expect(res.body, secret).not.toContain(secret);
  });

  it('finds the order whatever the spelling of the number and the phone', async () => {
    const order = await placeOrder();
    const number = orderNumber(order._id);
    const address = randomClientAddress();
    for (const [asked, phone] of [
      [number, '0921234567'],
      [number.toLowerCase(), '921 234 567'],
      [`#${number}`, '+211-921-234-567'],
      [` ${number} `, '(0921) 234-567'],
      [number, '211921234567'],
    ]) {
      const res = await track(asked, phone, address);
      expect(res.statusCode, `${asked} ${phone}`).toBe(200);
      expect(res.json().order.number).toBe(number);
    }
  });

  it('refuses a wrong number and a wrong phone with the same 404', async () => {
    const order = await placeOrder();
    const wrongNumber = await track(otherNumber(order), ADDRESS.phone);
    const wrongPhone = await track(orderNumber(order._id), '0921 234 568');
    expectRefusal(wrongNumber, 404, NOT_FOUND);
    expectRefusal(wrongPhone, 404, NOT_FOUND);
    // The same answer but for the request's own id.
    const { requestId: _a, ...phoneBody } = wrongPhone.json();
    const { requestId: _b, ...numberBody } = wrongNumber.json();
    expect(phoneBody).toEqual(numberBody);
    // Fewer digits than the phone's last 9 are not the phone.
    expectRefusal(await track(orderNumber(order._id), '1234567'), 404, NOT_FOUND);
  });

  it('checks the number and the phone before looking', async () => {
    for (const orderNumber of ['12345', '1234567', 'ghijkl', '', 42, null]) {
      const res = await track(orderNumber, ADDRESS.phone);
      expect(res.statusCode, String(orderNumber)).toBe(400);
      expect(res.json().errors).toEqual({ orderNumber: TRACK_MESSAGES.orderNumber });
    }
    for (const phone of ['', '123456', 'x'.repeat(31), 7]) {
      const res = await track('abc123', phone);
      expect(res.statusCode, String(phone)).toBe(400);
      expect(res.json().errors).toEqual({ phone: TRACK_MESSAGES.phone });
    }
  });

  it('tells two orders with one number apart by their phone', async () => {
    const order = await placeOrder();
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    // Another order whose id ends the same (one in 16 million, but it happens in time).
    const twinId = randomBytes(9).toString('hex') + order._id.slice(-6);
    await t.db.insert(orders).values({
      ...row!,
      id: twinId,
      idempotencyKey: null,
      address: { ...ADDRESS, phone: '0955 000 111' },
      status: 'Processing',
      statusHistory: [
        ...row!.statusHistory,
        { status: 'Processing', at: new Date().toISOString() },
      ],
    });
    const number = orderNumber(order._id);
    expect((await track(number, ADDRESS.phone)).json().order.status).toBe('Order Placed');
    expect((await track(number, '+211 955 000 111')).json().order.status).toBe('Processing');
  });

  it("shows each change of status with the shop's note, without who made it or the payment", async () => {
    const order = await placeOrder({ mobileMoney: true });
    await post(t.app, '/api/order/transaction', customer.headers, {
      orderId: order._id,
      transactionId: 'MTN.0001.0002',
    });
    await post(t.app, '/api/order/transaction', customer.headers, {
      orderId: order._id,
      transactionId: 'MTN.0001.0003',
    });
    expect(
      (await post(t.app, `/api/admin/orders/${order._id}/confirm-payment`, staff, {})).statusCode,
    ).toBe(200);
    const moved = await post(t.app, `/api/admin/orders/${order._id}/status`, staff, {
      status: 'Processing',
      note: 'Packed at the Konyo Konyo store',
    });
    expect(moved.statusCode).toBe(200);

    const res = await track(orderNumber(order._id), ADDRESS.phone);
    expect(res.json().order.status).toBe('Processing');
    expect(res.json().order.statusHistory).toEqual([
      { status: 'Order Placed', date: order.date },
      { status: 'Processing', date: expect.any(Number), note: 'Packed at the Konyo Konyo store' },
    ]);
    expect(res.body).not.toContain('MTN.0001');
    expect(res.body).not.toContain('Payment confirmed');
  });
});

const counters: [string, () => FastifyInstance][] = [['memory', () => t.app]];
if (inRedis) counters.push(['Redis', () => inRedis.app]);

describe.each(counters)('limits on tracking, counted in %s', (_name, appOf) => {
  beforeAll(() => {
    trackingApp = appOf;
  });
  afterAll(() => {
    trackingApp = () => t.app;
  });

  it('limits one client address, generously, and no other', async () => {
    const order = await placeOrder();
    const number = orderNumber(order._id);
    const address = randomClientAddress();
    for (let i = 0; i < 6; i++)
      expect((await track(number, ADDRESS.phone, address)).statusCode).toBe(200);
    expectRefusal(await track(number, ADDRESS.phone, address), 429, TOO_MANY);
    expect((await track(number, ADDRESS.phone)).statusCode).toBe(200);
  });

  it('locks an order number after its failed tries from many addresses, even for the right phone', async () => {
    const order = await placeOrder();
    const number = orderNumber(order._id);
    for (const phone of ['0921 000 001', '0921 000 002', '0921 000 003'])
      expectRefusal(await track(number, phone), 404, NOT_FOUND);
    const locked = await track(number, ADDRESS.phone);
    expectRefusal(locked, 429, TOO_MANY);
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBeGreaterThan(59 * 60);
    expect(wait).toBeLessThanOrEqual(60 * 60);
    // The lower-case spelling is the same number.
    expectRefusal(await track(number.toLowerCase(), ADDRESS.phone), 429, TOO_MANY);
    // Another order's number is not locked.
    const other = await placeOrder();
    expect((await track(orderNumber(other._id), ADDRESS.phone)).statusCode).toBe(200);
  });

  it('counts only the failed tries of a number: the customer checking often is never locked', async () => {
    const order = await placeOrder();
    const number = orderNumber(order._id);
    for (let i = 0; i < 5; i++) expect((await track(number, ADDRESS.phone)).statusCode).toBe(200);
    for (const phone of ['0921 000 001', '0921 000 002', '0921 000 003'])
      expectRefusal(await track(number, phone), 404, NOT_FOUND);
    expectRefusal(await track(number, ADDRESS.phone), 429, TOO_MANY);
  });

  it('never refuses the right phone at one address for wrong tries at another', async () => {
    const order = await placeOrder();
    const number = orderNumber(order._id);
    const guesser = randomClientAddress();
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await track(number, `0921 000 10${i}`, guesser)).statusCode);
    // The guessing address has its own two tries, then waits; the number's ceiling is not reached.
    expect(answers).toEqual([404, 404, 429, 429, 429]);
    expectRefusal(await track(number, ADDRESS.phone, guesser), 429, TOO_MANY);
    expect((await track(number, ADDRESS.phone)).statusCode).toBe(200);
  });

  it('lets a known phone be tried against a few order numbers only, however many addresses try', async () => {
    const phone = `0955 ${String(randomBytes(3).readUIntBE(0, 3) % 1_000_000).padStart(6, '0')}`;
    const order = await placeOrder({ phone });
    // Numbers no order of this phone has.
    const numbers = Array.from({ length: 13 }, () => randomBytes(3).toString('hex')).filter(
      (n) => n !== orderNumber(order._id),
    );
    // One address: its own three tries with this phone.
    const one = randomClientAddress();
    const fromOne = [];
    for (const n of numbers.slice(0, 4)) fromOne.push((await track(n, phone, one)).statusCode);
    expect(fromOne).toEqual([404, 404, 404, 429]);
    // A new address for every try: two more reach the phone's ceiling of five, then every address waits.
    const rotating = [];
    for (const n of numbers.slice(4, 12)) rotating.push((await track(n, phone)).statusCode);
    expect(rotating).toEqual([404, 404, 429, 429, 429, 429, 429, 429]);
    const refused = await track(orderNumber(order._id), phone);
    expectRefusal(refused, 429, TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    // Other phones are not affected.
    expect((await track(orderNumber((await placeOrder())._id), ADDRESS.phone)).statusCode).toBe(
      200,
    );
  });
});
