import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderResponseSchema,
  adminOrdersResponseSchema,
  ORDER_MESSAGES as M,
  formatPrice,
  orderNumber,
  PAYMENT_CONFIRM_MESSAGES,
  paymentShortfall,
  statusMailSubject,
  type Order,
} from '@shop/contracts';
import { mailOutbox, orders } from '../../db/schema.ts';
import { ORDER_ERRORS } from './messages.ts';
import { isUniqueViolation, PAID_TRANSACTION_INDEX } from './queries.ts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  ADDRESS,
  get,
  orderBody,
  post,
  seededProducts,
  type SeededProduct,
} from '../../test/order-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';

const t = useTestApp();
let catalogue: SeededProduct[];
let admin: Headers;
let customer: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  catalogue = await seededProducts(t.db, 3);
  admin = (await signUpAdmin(t.app, t.db)).headers;
  customer = await signUp(t.app, 'Garang Customer');
});

const KUOL = { ...ADDRESS, firstName: 'Kuol', lastName: 'Majak', phone: '0955 111 222' };

async function place(
  headers: Headers,
  method: 'cod' | 'mobile_money',
  address = ADDRESS,
): Promise<Order> {
  const body = { ...orderBody([{ product: catalogue[0]!, quantity: 1 }]), address };
  const res =
    method === 'cod'
      ? await post(t.app, '/api/order/place-cod', headers, body)
      : await post(t.app, '/api/order/mobile-money', headers, {
          ...body,
          mobileNumber: '0921234567',
          mobileProvider: 'MTN',
        });
  expect(res.statusCode).toBe(200);
  return res.json().order;
}

const setRow = (id: string, values: Partial<typeof orders.$inferInsert>) =>
  t.db.update(orders).set(values).where(eq(orders.id, id));
const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const move = (id: string, status: string, note?: string) =>
  post(t.app, `/api/admin/orders/${id}/status`, admin, { status, note });
const confirm = (id: string, body?: object) =>
  post(t.app, `/api/admin/orders/${id}/confirm-payment`, admin, body);

describe('GET /api/admin/orders', () => {
  // Four orders dated in March 2026; every query is scoped to those days, so orders placed by
  // other tests (dated today) never interfere.
  let o1: Order, o2: Order, o3: Order, o4: Order;
  const MARCH = 'from=2026-03-01&to=2026-03-04';
  const ids = async (query: string) => {
    const res = await get(t.app, `/api/admin/orders?${MARCH}&${query}`, admin);
    expect(res.statusCode, query).toBe(200);
    return adminOrdersResponseSchema.parse(res.json()).orders.map((o) => o._id);
  };

  beforeAll(async () => {
    const other = await signUp(t.app, 'Kuol Majak');
    o1 = await place(customer.headers, 'cod');
    o2 = await place(customer.headers, 'mobile_money');
    o3 = await place(other.headers, 'mobile_money', KUOL);
    // A fixed id with letters in its last six, so the order-number search cannot also match a
    // phone number by chance.
    await setRow(o3._id, { id: '0123456789abcdef01beefca' });
    o3 = { ...o3, _id: '0123456789abcdef01beefca' };
    o4 = await place(other.headers, 'cod', KUOL);
    await setRow(o1._id, { createdAt: new Date('2026-03-01T10:00:00Z') });
    // The last second of 2 March and the first of 3 March in Juba (UTC+2): days are the shop's.
    await setRow(o2._id, { createdAt: new Date('2026-03-02T21:59:59Z') });
    await setRow(o3._id, {
      createdAt: new Date('2026-03-02T22:00:00Z'),
      status: 'Processing',
      payment: true,
    });
    await setRow(o4._id, {
      createdAt: new Date('2026-03-04T12:00:00Z'),
      status: 'Delivered',
      payment: true,
    });
  });

  it('lists newest first with the customer, never with secrets', async () => {
    const res = await get(t.app, `/api/admin/orders?${MARCH}`, admin);
    expect(res.statusCode).toBe(200);
    const body = adminOrdersResponseSchema.parse(res.json());
    expect(body.orders.map((o) => o._id)).toEqual([o4._id, o3._id, o2._id, o1._id]);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(body.orders[3]!.customer).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Garang Customer',
      email: customer.email,
    });
    expect(res.body).not.toMatch(/password|tokenVersion|token_version/i);
  });

  it('filters by status, payment method, paid and days (both ends inclusive)', async () => {
    expect(await ids('status=Processing')).toEqual([o3._id]);
    expect(await ids('status=Out%20for%20delivery')).toEqual([]);
    expect(await ids('paymentMethod=mobile_money')).toEqual([o3._id, o2._id]);
    expect(await ids('paymentMethod=cod')).toEqual([o4._id, o1._id]);
    expect(await ids('paid=true')).toEqual([o4._id, o3._id]);
    expect(await ids('paid=false')).toEqual([o2._id, o1._id]);
    expect(await ids('paid=false&paymentMethod=cod')).toEqual([o1._id]);
    const day = async (from: string, to: string) => {
      const res = await get(t.app, `/api/admin/orders?from=${from}&to=${to}`, admin);
      return res.json().orders.map((o: Order) => o._id);
    };
    expect(await day('2026-03-02', '2026-03-02')).toEqual([o2._id]);
    expect(await day('2026-03-03', '2026-03-03')).toEqual([o3._id]);
    expect(await day('2026-03-02', '2026-03-03')).toEqual([o3._id, o2._id]);
  });

  it('searches by order number, customer name or phone digits', async () => {
    const number = orderNumber(o3._id);
    expect(await ids(`q=${number}`)).toEqual([o3._id]);
    expect(await ids(`q=${encodeURIComponent(`#${number.toLowerCase()}`)}`)).toEqual([o3._id]);
    expect(await ids('q=majak')).toEqual([o4._id, o3._id]);
    expect(await ids('q=KUOL%20MAJAK')).toEqual([o4._id, o3._id]);
    expect(await ids('q=nyibol')).toEqual([o2._id, o1._id]);
    expect(await ids('q=0955111222')).toEqual([o4._id, o3._id]);
    expect(await ids(`q=${encodeURIComponent('+211 955 111 222')}`)).toEqual([o4._id, o3._id]);
    expect(await ids(`q=${encodeURIComponent('921 234')}`)).toEqual([o2._id, o1._id]);
    expect(await ids('q=%25')).toEqual([]);
    expect(await ids('q=Nobody')).toEqual([]);
  });

  it('pages', async () => {
    const res = await get(t.app, `/api/admin/orders?${MARCH}&page=2&pageSize=3`, admin);
    const body = adminOrdersResponseSchema.parse(res.json());
    expect(body.orders.map((o) => o._id)).toEqual([o1._id]);
    expect(body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
  });

  it('refuses bad filters with a message', async () => {
    const cases: [string, string][] = [
      ['status=Lost', 'Unknown order status'],
      ['paymentMethod=card', 'Unknown payment method'],
      ['paid=yes', 'paid must be true or false'],
      ['from=2026-13-45', 'Dates must look like 2026-01-31'],
      ['to=yesterday', 'Dates must look like 2026-01-31'],
    ];
    for (const [query, message] of cases) {
      const res = await get(t.app, `/api/admin/orders?${query}`, admin);
      const field = query.split('=')[0]!;
      expectRefusal(res, 400, { code: 'VALIDATION', message, errors: { [field]: message } }, query);
    }
    expect((await get(t.app, '/api/admin/orders?pageSize=500', admin)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('answers one order with its customer, 404 for an unknown id and 400 for a bad one', async () => {
    const order = await place(customer.headers, 'cod');
    const res = await get(t.app, `/api/admin/orders/${order._id.toUpperCase()}`, admin);
    expect(res.statusCode).toBe(200);
    const body = adminOrderResponseSchema.parse(res.json());
    expect(body.message).toBe('');
    expect(body.order).toMatchObject({ _id: order._id, customer: { email: customer.email } });
    const unknown = await get(t.app, `/api/admin/orders/${'e'.repeat(24)}`, admin);
    expectRefusal(unknown, 404, { code: 'NOT_FOUND', message: M.orderNotFound });
    expect((await get(t.app, '/api/admin/orders/xyz', admin)).statusCode).toBe(400);
  });
});

describe('POST /api/admin/orders/:id/status', () => {
  it('moves a cash order along the allowed steps only, and marks it paid on delivery', async () => {
    const order = await place(customer.headers, 'cod');
    const refused = async (status: string, message: string) => {
      const res = await move(order._id, status);
      expectRefusal(res, 409, { code: 'CONFLICT', message }, status);
    };
    await refused('Shipped', 'An order that is Order Placed cannot move to Shipped.');
    await refused('Delivered', 'An order that is Order Placed cannot move to Delivered.');
    await refused('Order Placed', 'This order is already Order Placed.');

    const processing = await move(order._id, 'Processing');
    expect(processing.statusCode).toBe(200);
    expect(processing.json()).toMatchObject({
      success: true,
      message: `Order ${orderNumber(order._id)} is now Processing.`,
      order: { status: 'Processing', payment: false },
    });
    await refused('Order Placed', 'An order that is Processing cannot move to Order Placed.');
    expect((await move(order._id, 'Shipped')).statusCode).toBe(200);
    await refused('Cancelled', 'An order that is Shipped cannot move to Cancelled.');
    await refused('Processing', 'An order that is Shipped cannot move to Processing.');
    const out = await move(order._id, 'Out for delivery', 'Driver: Taban, 0921 000 111');
    expect(out.statusCode).toBe(200);
    expect((await rowOf(order._id)).payment).toBe(false);

    const delivered = await move(order._id, 'Delivered');
    expect(delivered.statusCode).toBe(200);
    const row = await rowOf(order._id);
    expect(row.payment).toBe(true);
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(row.statusHistory.map((h) => [h.status, h.note])).toEqual([
      ['Order Placed', undefined],
      ['Processing', undefined],
      ['Shipped', undefined],
      ['Out for delivery', 'Driver: Taban, 0921 000 111'],
      ['Delivered', 'Paid in cash on delivery'],
    ]);
    const history = delivered.json().order.statusHistory as { date: number }[];
    expect(history.every((h, i) => i === 0 || h.date >= history[i - 1]!.date)).toBe(true);
    await refused('Cancelled', 'An order that is Delivered cannot move to Cancelled.');

    // Every move is in the audit log, with what it was before; refused moves are not.
    const audit = await t.app.inject({
      url: `/api/admin/audit?entity=order&entityId=${order._id}`,
      headers: admin,
    });
    const entries = audit.json().entries as { action: string; before: object; after: object }[];
    expect(entries.map((e) => [e.action, e.before, e.after]).reverse()).toEqual([
      [
        'order.status',
        { status: 'Order Placed', payment: false },
        { status: 'Processing', payment: false },
      ],
      [
        'order.status',
        { status: 'Processing', payment: false },
        { status: 'Shipped', payment: false },
      ],
      [
        'order.status',
        { status: 'Shipped', payment: false },
        { status: 'Out for delivery', payment: false, note: 'Driver: Taban, 0921 000 111' },
      ],
      [
        'order.status',
        { status: 'Out for delivery', payment: false },
        { status: 'Delivered', payment: true, note: 'Paid in cash on delivery' },
      ],
    ]);
  });

  it('lets an order be cancelled before it ships, and nothing after that', async () => {
    const placed = await place(customer.headers, 'mobile_money');
    expect((await move(placed._id, 'Cancelled')).statusCode).toBe(200);
    const again = await move(placed._id, 'Processing');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An order that is Cancelled cannot move to Processing.');
  });

  it('keeps an unpaid mobile money order out of Processing', async () => {
    const order = await place(customer.headers, 'mobile_money');
    const res = await move(order._id, 'Processing');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This mobile money order cannot move to Processing before its payment is confirmed. Confirm the payment first.',
    );
    expect((await rowOf(order._id)).status).toBe('Order Placed');
  });

  it('applies only one of many simultaneous changes', async () => {
    const order = await place(customer.headers, 'cod');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => move(order._id, i % 2 ? 'Processing' : 'Cancelled')),
    );
    const applied = answers.filter((a) => a.statusCode === 200);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    const row = await rowOf(order._id);
    // Each applied change is one history entry, and each one followed the rules from the status
    // before it (Order Placed -> Processing -> Cancelled at most).
    expect(row.statusHistory).toHaveLength(applied.length + 1);
    expect(applied.length).toBeGreaterThanOrEqual(1);
    expect(applied.length).toBeLessThanOrEqual(2);
    const steps = row.statusHistory.map((h) => h.status);
    expect([
      ['Order Placed', 'Cancelled'],
      ['Order Placed', 'Processing'],
      ['Order Placed', 'Processing', 'Cancelled'],
    ]).toContainEqual(steps);
    expect(row.status).toBe(steps.at(-1));

    const same = await place(customer.headers, 'cod');
    const twice = await Promise.all(Array.from({ length: 10 }, () => move(same._id, 'Processing')));
    expect(twice.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect((await rowOf(same._id)).statusHistory).toHaveLength(2);
  });

  it('refuses unknown statuses and orders', async () => {
    const order = await place(customer.headers, 'cod');
    const bad = await move(order._id, 'Lost');
    expectRefusal(bad, 400, {
      code: 'VALIDATION',
      message: 'Unknown order status',
      errors: { status: 'Unknown order status' },
    });
    const unknown = await move('f'.repeat(24), 'Processing');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/admin/orders/:id/confirm-payment', () => {
  it("confirms with the customer's transaction id, notes it, and then allows Processing", async () => {
    const order = await place(customer.headers, 'mobile_money');
    const missing = await confirm(order._id);
    const noId =
      "The customer has not sent a transaction id yet. Enter the one from the provider's statement.";
    expectRefusal(missing, 400, {
      code: 'VALIDATION',
      message: noId,
      errors: { transactionId: noId },
    });
    await post(t.app, '/api/order/transaction', customer.headers, {
      orderId: order._id,
      transactionId: 'MTN.240301.778',
    });
    const res = await confirm(order._id, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ payment: true, transactionId: 'MTN.240301.778' });
    const row = await rowOf(order._id);
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(row.statusHistory.at(-1)).toMatchObject({
      status: 'Order Placed',
      note: 'Payment confirmed',
    });
    const audit = await t.app.inject({
      url: `/api/admin/audit?entity=order&entityId=${order._id}`,
      headers: admin,
    });
    expect(audit.json().entries).toMatchObject([
      {
        action: 'order.payment',
        before: { payment: false, transactionId: 'MTN.240301.778' },
        after: { payment: true, transactionId: 'MTN.240301.778' },
      },
    ]);
    const again = await confirm(order._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The payment of this order is already confirmed.');
    // The customer can no longer change the id, and the return page now says paid.
    const late = await post(t.app, '/api/order/transaction', customer.headers, {
      orderId: order._id,
      transactionId: 'MTN.000000.000',
    });
    expect(late.statusCode).toBe(409);
    const verify = await post(t.app, '/api/order/verifystripe', customer.headers, {
      success: 'false',
      orderId: order._id,
    });
    expect(verify.json()).toEqual({ success: true });
    expect((await move(order._id, 'Processing')).statusCode).toBe(200);
  });

  it('takes the id staff saw, and refuses cash orders, cancelled orders and a reused id', async () => {
    const order = await place(customer.headers, 'mobile_money');
    await post(t.app, '/api/order/transaction', customer.headers, {
      orderId: order._id,
      transactionId: 'TYPO1234',
    });
    const res = await confirm(order._id, { transactionId: 'AIR-9981-22' });
    expect(res.statusCode).toBe(200);
    expect((await rowOf(order._id)).transactionId).toBe('AIR-9981-22');

    const reuse = await place(customer.headers, 'mobile_money');
    const used = await confirm(reuse._id, { transactionId: 'AIR-9981-22' });
    const usedMessage = `Transaction AIR-9981-22 already paid for order ${orderNumber(order._id)}. Check the provider's statement.`;
    expectRefusal(used, 409, {
      code: 'CONFLICT',
      message: usedMessage,
      errors: { transactionId: usedMessage },
    });

    const cash = await place(customer.headers, 'cod');
    const notMobile = await confirm(cash._id, { transactionId: 'CASH1234' });
    expect(notMobile.statusCode).toBe(409);
    expect(notMobile.json().message).toContain('Only mobile money payments are confirmed here');

    const cancelled = await place(customer.headers, 'mobile_money');
    await move(cancelled._id, 'Cancelled');
    const late = await confirm(cancelled._id, { transactionId: 'LATE1234' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This order is cancelled: its payment cannot be confirmed.');
    expect((await rowOf(cancelled._id)).payment).toBe(false);
    expect((await confirm('a'.repeat(24), {})).statusCode).toBe(404);
  });

  it('confirms once when two staff confirm at the same moment', async () => {
    const order = await place(customer.headers, 'mobile_money');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => confirm(order._id, { transactionId: 'MTN-5550001' })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5);
    expect(
      (await rowOf(order._id)).statusHistory.filter((h) => h.note === 'Payment confirmed'),
    ).toHaveLength(1);
  });
});

describe('one transaction pays one order', () => {
  // On PostgreSQL (npm run test:api:pg) both confirmations pass the check before the UPDATE and
  // the unique index decides; on PGlite (one connection) the check already sees the winner.
  it('refuses, with 409, the second of two orders confirmed with one transaction id at once', async () => {
    const a = await place(customer.headers, 'mobile_money');
    const b = await place(customer.headers, 'mobile_money');
    const answers = await Promise.all(
      [a, b].map((order) => confirm(order._id, { transactionId: 'MTN-7770001' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const paid = [a, b][answers.findIndex((r) => r.statusCode === 200)]!;
    const refused = answers.find((r) => r.statusCode === 409)!;
    const message = `Transaction MTN-7770001 already paid for order ${orderNumber(paid._id)}. Check the provider's statement.`;
    expectRefusal(refused, 409, {
      code: 'CONFLICT',
      message,
      errors: { transactionId: message },
    });
    const rows = await Promise.all([rowOf(a._id), rowOf(b._id)]);
    expect(rows.filter((row) => row.payment).map((row) => row.id)).toEqual([paid._id]);
    // The refused order is untouched: no history entry, no audit entry.
    const other = rows.find((row) => !row.payment)!;
    expect(other.statusHistory).toHaveLength(1);
    const audit = await get(t.app, `/api/admin/audit?entity=order&entityId=${other.id}`, admin);
    expect(audit.json().entries).toEqual([]);
  });

  it('recognises the index refusing a second paid order, as either database reports it', async () => {
    const a = await place(customer.headers, 'mobile_money');
    const b = await place(customer.headers, 'mobile_money');
    await setRow(a._id, { payment: true, transactionId: 'DUP-0000001' });
    const err: unknown = await setRow(b._id, { payment: true, transactionId: 'DUP-0000001' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(err, PAID_TRANSACTION_INDEX)).toBe(true);
    expect(isUniqueViolation(err, 'orders_idempotency_idx')).toBe(false);
    expect(isUniqueViolation(new Error('duplicate'), PAID_TRANSACTION_INDEX)).toBe(false);
  });
});

describe('admin routes are for staff only', () => {
  it('answers 401 without a token and 403 to a customer on every admin route', async () => {
    const order = await place(customer.headers, 'mobile_money');
    const routes: [string, string, object | undefined][] = [
      ['GET', '/api/admin/orders', undefined],
      ['GET', `/api/admin/orders/${order._id}`, undefined],
      ['POST', `/api/admin/orders/${order._id}/status`, { status: 'Cancelled' }],
      ['POST', `/api/admin/orders/${order._id}/confirm-payment`, { transactionId: 'MTN-12345' }],
    ];
    for (const [method, url, payload] of routes) {
      for (const [headers, status] of [
        [{}, 401],
        [{ token: 'forged.token.value' }, 401],
        [customer.headers, 403],
      ] as const) {
        const res =
          method === 'GET'
            ? await get(t.app, url, headers)
            : await post(t.app, url, headers, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(status);
        expect(res.json().success).toBe(false);
      }
    }
    const row = await rowOf(order._id);
    expect(row.status).toBe('Order Placed');
    expect(row.payment).toBe(false);
  });
});

describe('POST /api/admin/orders/:id/status/undo', () => {
  const undo = (id: string, headers: Headers = admin) =>
    post(t.app, `/api/admin/orders/${id}/status/undo`, headers);
  // A buyer of its own per test: one customer's orders are limited per hour.
  const buyer = async () => (await signUp(t.app, 'Undo Buyer')).headers;
  const mailRow = async (id: string | undefined) =>
    (
      await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id ?? ''))
    )[0];

  it('takes a move back within the window: the status and payment revert and the e-mail is never sent', async () => {
    const order = await place(await buyer(), 'cod');
    for (const status of ['Processing', 'Shipped'])
      expect((await move(order._id, status)).statusCode).toBe(200);
    // Shipped straight to Delivered (a skip), which also marks the cash order paid.
    const delivered = await move(order._id, 'Delivered');
    const answer = adminOrderResponseSchema.parse(delivered.json());
    expect(answer.order.undoUntil).toBeGreaterThan(Date.now());
    const heldId = (await rowOf(order._id)).statusHistory.at(-1)!.mailId;
    const held = await mailRow(heldId);
    expect(held).toMatchObject({ kind: 'status-change', status: 'pending', attempts: 0 });
    expect(held!.subject).toBe(statusMailSubject(order._id, 'Delivered'));
    // Not due before the window ends: the worker leaves it alone meanwhile.
    expect(held!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await t.app.mail.flush();
    expect((await mailRow(heldId))!.status).toBe('pending');

    const customerRefused = await undo(order._id, await buyer());
    expect(customerRefused.statusCode).toBe(403);

    const undone = await undo(order._id);
    expect(undone.statusCode).toBe(200);
    const body = adminOrderResponseSchema.parse(undone.json());
    expect(body.message).toBe(
      `Order ${orderNumber(order._id)} is back to Shipped (was Delivered). The customer was not e-mailed.`,
    );
    expect(body.order).toMatchObject({ status: 'Shipped', payment: false });
    const row = await rowOf(order._id);
    expect(row).toMatchObject({ status: 'Shipped', payment: false, paidAt: null });
    expect(row.statusHistory.map((h) => h.status)).toEqual([
      'Order Placed',
      'Processing',
      'Shipped',
    ]);
    expect(await mailRow(heldId)).toBeUndefined();

    // The moves before it, each still within its own window, go back one by one, newest first;
    // the order's placing is no move of staff's and stays.
    for (const back of ['Processing', 'Order Placed']) {
      const res = await undo(order._id);
      expect(res.statusCode).toBe(200);
      expect(res.json().order.status).toBe(back);
    }
    const again = await undo(order._id);
    expectRefusal(again, 409, { code: 'CONFLICT', message: ORDER_ERRORS.nothingToUndo });

    const audit = await t.app.inject({
      url: `/api/admin/audit?entity=order&entityId=${order._id}`,
      headers: admin,
    });
    const entries = audit.json().entries as { action: string; before: object; after: object }[];
    expect(entries[2]).toMatchObject({
      action: 'order.status.undo',
      before: { status: 'Delivered', payment: true },
      after: { status: 'Shipped', payment: false },
    });
  });

  it('refuses an undo after the window with a 409 and changes nothing', async () => {
    const order = await place(await buyer(), 'cod');
    expect((await move(order._id, 'Processing')).statusCode).toBe(200);
    // The move made 31 seconds ago, as the clock would have it.
    const row = await rowOf(order._id);
    const history = row.statusHistory.map((h, i, all) =>
      i === all.length - 1 ? { ...h, at: new Date(Date.now() - 31_000).toISOString() } : h,
    );
    await setRow(order._id, { statusHistory: history });
    const late = await undo(order._id);
    expectRefusal(late, 409, { code: 'CONFLICT', message: ORDER_ERRORS.undoTooLate('Processing') });
    expect((await rowOf(order._id)).status).toBe('Processing');
    expect(await mailRow(history.at(-1)!.mailId)).toBeDefined();
  });

  it('refuses when the e-mail already left, when nothing was moved, and for a cancellation', async () => {
    const order = await place(await buyer(), 'cod');
    expectRefusal(await undo(order._id), 409, {
      code: 'CONFLICT',
      message: ORDER_ERRORS.nothingToUndo,
    });
    expect((await move(order._id, 'Processing')).statusCode).toBe(200);
    // A worker took the e-mail meanwhile (in the window, as a stuck clock could): too late too.
    const mailId = (await rowOf(order._id)).statusHistory.at(-1)!.mailId!;
    await t.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1 })
      .where(eq(mailOutbox.id, mailId));
    expectRefusal(await undo(order._id), 409, {
      code: 'CONFLICT',
      message: ORDER_ERRORS.undoTooLate('Processing'),
    });
    expect((await rowOf(order._id)).status).toBe('Processing');
    await t.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.id, mailId));

    const cancelled = await place(await buyer(), 'cod');
    const answer = adminOrderResponseSchema.parse((await move(cancelled._id, 'Cancelled')).json());
    expect(answer.order.undoUntil).toBeNull();
    expectRefusal(await undo(cancelled._id), 409, {
      code: 'CONFLICT',
      message: ORDER_ERRORS.nothingToUndo,
    });
    expect((await undo('f'.repeat(24))).statusCode).toBe(404);
    expect((await undo('nope')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/orders/:id/confirm-payment with the amount received', () => {
  const buyer = async () => (await signUp(t.app, 'Short Payer')).headers;

  it('keeps a short payment unpaid with the difference, then pays with the whole amount', async () => {
    const order = await place(await buyer(), 'mobile_money');
    const short = order.amount - 1000;
    const res = await confirm(order._id, { transactionId: 'MP240901.0001', amountReceived: short });
    expect(res.statusCode).toBe(200);
    const shortfall = paymentShortfall(short, order.amount);
    expect(shortfall).toBe(
      `Received ${formatPrice(short)} of ${formatPrice(order.amount)}: SSP 1,000.00 short`,
    );
    const body = adminOrderResponseSchema.parse(res.json());
    expect(body.message).toBe(
      `${shortfall}. Order ${orderNumber(order._id)} stays unpaid until the rest arrives.`,
    );
    expect(body.order).toMatchObject({
      payment: false,
      amountReceived: short,
      transactionId: 'MP240901.0001',
    });
    const row = await rowOf(order._id);
    expect(row).toMatchObject({ payment: false, paidAt: null, amountReceived: short });
    expect(row.statusHistory.at(-1)!.note).toBe(`${shortfall} (transaction MP240901.0001)`);
    // Still unpaid: it cannot be processed yet.
    expect((await move(order._id, 'Processing')).statusCode).toBe(409);

    const whole = await confirm(order._id, {
      transactionId: 'MP240901.0001',
      amountReceived: order.amount,
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.json().order).toMatchObject({ payment: true, amountReceived: order.amount });
    expect((await rowOf(order._id)).statusHistory.at(-1)!.note).toBe('Payment confirmed');
    const audit = await t.app.inject({
      url: `/api/admin/audit?entity=order&entityId=${order._id}`,
      headers: admin,
    });
    expect(audit.json().entries.map((e: { action: string }) => e.action)).toEqual([
      'order.payment',
      'order.payment.short',
    ]);
  });

  it('notes money received beyond the total, and refuses an amount that is not a whole SSP', async () => {
    const order = await place(await buyer(), 'mobile_money');
    for (const amountReceived of [0, -5, 12.5, '1000', 1e12]) {
      const bad = await confirm(order._id, { transactionId: 'MP240901.0002', amountReceived });
      expectRefusal(bad, 400, {
        code: 'VALIDATION',
        message: PAYMENT_CONFIRM_MESSAGES.amountReceived,
        errors: { amountReceived: PAYMENT_CONFIRM_MESSAGES.amountReceived },
      });
    }
    expect((await rowOf(order._id)).amountReceived).toBeNull();
    const over = await confirm(order._id, {
      transactionId: 'MP240901.0002',
      amountReceived: order.amount + 500,
    });
    expect(over.json().order).toMatchObject({ payment: true, amountReceived: order.amount + 500 });
    expect((await rowOf(order._id)).statusHistory.at(-1)!.note).toBe(
      `Payment confirmed: received ${formatPrice(order.amount + 500)}, SSP 500.00 more than the total`,
    );
  });
});
