// Quotations and proforma invoices (docs/decisions/0069-quotations.md): staff write, send and
// cancel them; the customer opens the mailed link and accepts, which places one order at the
// quoted prices whatever the catalogue says by then. Runs on PGlite and on PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUOTATION_MESSAGES as M,
  quotationNumber,
  type Order,
  type Quotation,
} from '@shop/contracts';
import { auditLog, orders, products, quotations } from '../../db/schema.ts';
import { shopDay, addDays } from '../../lib/shop-day.ts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { smtpReceiver } from '../../test/mail-fixtures.ts';
import { outboxRows } from '../../test/outbox-fixtures.ts';
import {
  ADDRESS,
  countStock,
  get,
  post,
  seededProducts,
  stopCountingStock,
  unitsInStock,
  type SeededProduct,
} from '../../test/order-fixtures.ts';
import { expectRefusal, expectSignInRequired } from '../../test/refusals.ts';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app.ts';

const smtp = smtpReceiver();
afterAll(() => smtp.close());
const t = useTestApp(async () => ({
  smtpUrl: await smtp.listen(),
  rateLimits: {
    limits: {
      registerPerIp: { max: 100, minutes: 10 },
      orderPerAccount: { max: 1000, minutes: 60 },
      orderPerIp: { max: 1000, minutes: 60 },
    },
  },
}));

const today = () => shopDay(new Date());
let staff: Headers;
let catalogue: SeededProduct[];

beforeAll(async () => {
  staff = (await signUpAdmin(t.app, t.db)).headers;
  catalogue = await seededProducts(t.db, 4);
  // Prices and totals here must not depend on the seed's opening stock.
  await stopCountingStock(t.db, catalogue);
});

let organisations = 0;
function draftBody(overrides: Record<string, unknown> = {}) {
  const [a, b] = catalogue;
  return {
    organisation: `Relief Org ${++organisations} ${Date.now()}`,
    contactName: 'Mary Akech',
    email: `procurement.${organisations}.${Date.now()}@relief.example.org`,
    phone: '+211 912 000 111',
    validUntil: addDays(today(), 10),
    lines: [
      { productId: a!.id, size: a!.sizes[0]!, quantity: 3, price: a!.price - 1 },
      { productId: b!.id, size: b!.sizes[0]!, quantity: 2 },
    ],
    deliveryFee: 5000,
    notes: 'Delivery to the Gudele warehouse, weekdays only.',
    ...overrides,
  };
}

async function create(body = draftBody()): Promise<Quotation> {
  const res = await post(t.app, '/api/admin/quotations', staff, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ quotation: Quotation }>().quotation;
}

/** Sends the quotation and answers the token of the link its e-mail carries. */
async function send(id: string): Promise<string> {
  const before = smtp.received.length;
  const res = await post(t.app, `/api/admin/quotations/${id}/send`, staff);
  expect(res.statusCode, res.body).toBe(200);
  await t.app.mail.flush();
  const mail = smtp.received.slice(before).find((m) => /\/quotation\//.test(m.text ?? ''));
  const link = /https:\/\/\S+\/quotation\/[\w-]+/.exec(mail?.text ?? '')?.[0];
  expect(link?.startsWith(`${TEST_PUBLIC_URL}/quotation/`)).toBe(true);
  return link!.split('/').pop()!;
}

const accept = (headers: Headers, token: string, extra: Record<string, unknown> = {}) =>
  post(t.app, '/api/quotation/accept', headers, {
    token,
    address: ADDRESS,
    paymentMethod: 'cod',
    ...extra,
  });

describe('staff write quotations', () => {
  it('numbers each in its own sequence, starts lines at catalogue prices and keeps staff prices', async () => {
    const [a, b] = catalogue;
    const q = await create();
    expect(q.number).toMatch(/^Q-\d{4}-\d{4}$/);
    expect(q.status).toBe('draft');
    expect(q.lines.map((l) => [l.productId, l.price, l.quantity])).toEqual([
      [a!.id, a!.price - 1, 3],
      [b!.id, b!.price, 2],
    ]);
    expect(q.subtotal).toBe((a!.price - 1) * 3 + b!.price * 2);
    expect(q.total).toBe(q.subtotal + 5000);
    const [logged] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'quotation'), eq(auditLog.entityId, q._id)));
    expect(logged?.action).toBe('quotation.create');
  });

  it('gives unique numbers to quotations made at the same moment', async () => {
    const made = await Promise.all(Array.from({ length: 8 }, () => create()));
    const numbers = made.map((q) => q.number);
    expect(new Set(numbers).size).toBe(8);
    const year = Number(today().slice(0, 4));
    const seqs = numbers.map((n) => Number(n.split('-')[2])).sort((x, y) => x - y);
    // One after another: the counter row is taken in each creating transaction.
    expect(seqs.at(-1)! - seqs[0]!).toBe(7);
    expect(numbers).toContain(quotationNumber(year, seqs[0]!));
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const [a] = catalogue;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ organisation: ' ' }, 'organisation', M.organisation],
      [{ validUntil: '2026-02-30' }, 'validUntil', 'Dates must be written as YYYY-MM-DD'],
      [{ lines: [] }, 'lines', M.lines],
      [{ deliveryFee: -5 }, 'deliveryFee', M.deliveryFee],
      [
        { lines: [{ productId: a!.id, size: a!.sizes[0], quantity: 1, price: 1.5 }] },
        'lines.price',
        M.price,
      ],
    ];
    for (const [override, field, message] of cases) {
      const res = await post(t.app, '/api/admin/quotations', staff, draftBody(override));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors?.[field], field).toBe(message);
    }
    const past = await post(
      t.app,
      '/api/admin/quotations',
      staff,
      draftBody({ validUntil: addDays(today(), -1) }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ validUntil: M.validInPast });
    const size = await post(
      t.app,
      '/api/admin/quotations',
      staff,
      draftBody({ lines: [{ productId: a!.id, size: 'No such size', quantity: 1 }] }),
    );
    expect(size.statusCode).toBe(400);
    expect(Object.keys(size.json().errors)).toEqual(['lines.0.size']);
    const customer = await signUp(t.app, 'Not Staff');
    const refused = await post(t.app, '/api/admin/quotations', customer.headers, draftBody());
    expect(refused.statusCode).toBe(403);
  });

  it('changes a draft only; a sent quotation is refused with a 409', async () => {
    const q = await create();
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/quotations/${q._id}`,
      headers: staff,
      payload: draftBody({ organisation: 'Renamed Org', deliveryFee: 0 }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().quotation).toMatchObject({ organisation: 'Renamed Org', deliveryFee: 0 });
    await send(q._id);
    const late = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/quotations/${q._id}`,
      headers: staff,
      payload: draftBody(),
    });
    expectRefusal(late, 409, { code: 'CONFLICT', message: M.onlyDraftChanges });
  });

  it('mails a link whose token the outbox forgets once sent, and lists by status', async () => {
    const q = await create();
    const token = await send(q._id);
    const rows = (await outboxRows(t.db)).filter((r) => r.kind === 'quotation');
    expect(rows.every((r) => !r.text.includes(token))).toBe(true);
    const viewed = await post(t.app, '/api/quotation/view', {}, { token });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json().quotation).toMatchObject({
      number: q.number,
      status: 'sent',
      total: q.total,
      company: { name: expect.any(String), address: expect.any(String) },
    });
    const list = await get(t.app, '/api/admin/quotations?status=sent&pageSize=100', staff);
    expect(list.json().quotations.map((s: { _id: string }) => s._id)).toContain(q._id);
    const drafts = await get(t.app, '/api/admin/quotations?status=draft&pageSize=100', staff);
    expect(drafts.json().quotations.map((s: { _id: string }) => s._id)).not.toContain(q._id);
    const bad = await get(t.app, '/api/admin/quotations?status=lost', staff);
    expect(bad.statusCode).toBe(400);
    const unknown = await post(t.app, '/api/quotation/view', {}, { token: 'x'.repeat(43) });
    expectRefusal(unknown, 404, { code: 'NOT_FOUND', message: M.linkNotFound });
  });
});

describe('the customer accepts', () => {
  it('places one order at the quoted prices even after the catalogue price changed', async () => {
    const [a, b] = catalogue;
    const q = await create();
    const token = await send(q._id);
    // The catalogue moves on after the quotation was sent.
    await t.db
      .update(products)
      .set({ price: a!.price * 3 })
      .where(eq(products.id, a!.id));
    try {
      const customer = await signUp(t.app, 'Akech Buyer');
      expectSignInRequired(await accept({}, token));
      const res = await accept(customer.headers, token);
      expect(res.statusCode, res.body).toBe(200);
      const order = res.json<{ order: Order }>().order;
      expect(order.items.map((i) => [i._id, i.price, i.quantity])).toEqual([
        [a!.id, a!.price - 1, 3],
        [b!.id, b!.price, 2],
      ]);
      expect(order.deliveryFee).toBe(5000);
      expect(order.amount).toBe(q.total);
      expect(order.statusHistory[0]?.note).toBe(`From quotation ${q.number}`);
      const detail = await get(t.app, `/api/admin/quotations/${q._id}`, staff);
      expect(detail.json().quotation).toMatchObject({ status: 'accepted', orderId: order._id });
      const again = await accept(customer.headers, token);
      expectRefusal(again, 409, { code: 'CONFLICT', message: M.alreadyAccepted });
    } finally {
      await t.db.update(products).set({ price: a!.price }).where(eq(products.id, a!.id));
    }
  });

  it('refuses an expired quotation with the day it expired', async () => {
    const q = await create();
    const token = await send(q._id);
    const lastDay = addDays(today(), -2);
    await t.db.update(quotations).set({ validUntil: lastDay }).where(eq(quotations.id, q._id));
    const customer = await signUp(t.app, 'Late Buyer');
    const res = await accept(customer.headers, token);
    expectRefusal(res, 410, { code: 'GONE', message: M.expired(lastDay) });
    expect(M.expired('2026-12-12')).toBe(
      'This quotation expired on 12 December 2026. Ask us for a new one.',
    );
    const viewed = await post(t.app, '/api/quotation/view', {}, { token });
    expect(viewed.json().quotation.status).toBe('expired');
    const expired = await get(t.app, '/api/admin/quotations?status=expired&pageSize=100', staff);
    expect(expired.json().quotations.map((s: { _id: string }) => s._id)).toContain(q._id);
    const resend = await post(t.app, `/api/admin/quotations/${q._id}/send`, staff);
    expectRefusal(resend, 409, { code: 'CONFLICT', message: M.expired(lastDay) });
  });

  it('refuses a cancelled quotation', async () => {
    const q = await create();
    const token = await send(q._id);
    const cancelled = await post(t.app, `/api/admin/quotations/${q._id}/cancel`, staff);
    expect(cancelled.json().quotation.status).toBe('cancelled');
    const customer = await signUp(t.app, 'Cancelled Buyer');
    expectRefusal(await accept(customer.headers, token), 409, {
      code: 'CONFLICT',
      message: M.cancelled,
    });
    const twice = await post(t.app, `/api/admin/quotations/${q._id}/cancel`, staff);
    expectRefusal(twice, 409, { code: 'CONFLICT', message: M.cannotCancel('cancelled') });
  });

  it('gives one order to accepts sent at the same moment', async () => {
    const q = await create();
    const token = await send(q._id);
    const buyers = await Promise.all([signUp(t.app, 'Race One'), signUp(t.app, 'Race Two')]);
    const answers = await Promise.all([...buyers, ...buyers].map((b) => accept(b.headers, token)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const placed = (await t.db.select({ history: orders.statusHistory }).from(orders)).filter(
      (o) => o.history[0]?.note === `From quotation ${q.number}`,
    );
    expect(placed).toHaveLength(1);
  });

  it('takes stock like any order: a line short of stock refuses it, named, and it stays open', async () => {
    const [, , c] = catalogue;
    const size = c!.sizes[0]!;
    await countStock(t.db, c!.id, { [size]: 2 });
    try {
      const q = await create(
        draftBody({ lines: [{ productId: c!.id, size, quantity: 5 }], deliveryFee: 0 }),
      );
      const token = await send(q._id);
      const customer = await signUp(t.app, 'Short Buyer');
      const res = await accept(customer.headers, token);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain(c!.name);
      expect(await unitsInStock(t.db, c!.id, size)).toBe(2);
      const viewed = await post(t.app, '/api/quotation/view', {}, { token });
      expect(viewed.json().quotation.status).toBe('sent');
      await countStock(t.db, c!.id, { [size]: 9 });
      const ok = await accept(customer.headers, token, {
        paymentMethod: 'mobile_money',
        mobileNumber: '0921234567',
        mobileProvider: 'MTN',
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().order.paymentMethod).toBe('mobile_money');
      expect(await unitsInStock(t.db, c!.id, size)).toBe(4);
    } finally {
      await stopCountingStock(t.db, [c!]);
    }
  });

  it('refuses bad accept input with a 400', async () => {
    const customer = await signUp(t.app, 'Bad Input');
    const res = await post(t.app, '/api/quotation/accept', customer.headers, {
      token: 'short',
      address: ADDRESS,
      paymentMethod: 'cheque',
    });
    expect(res.statusCode).toBe(400);
    const noNumber = await post(t.app, '/api/quotation/accept', customer.headers, {
      token: 'x'.repeat(43),
      address: ADDRESS,
      paymentMethod: 'mobile_money',
      mobileProvider: 'MTN',
    });
    expect(noNumber.statusCode).toBe(400);
  });
});

describe('a customer asks for a quotation from the cart', () => {
  it('makes a draft with the cart lines at catalogue prices, and refuses an empty cart', async () => {
    const [a, b] = catalogue;
    const customer = await signUp(t.app, 'Cart Asker');
    const empty = await post(t.app, '/api/quotation/request', customer.headers, {
      organisation: 'Gudele School',
    });
    expectRefusal(empty, 409, { code: 'CONFLICT', message: M.cartEmpty });
    for (const [p, quantity] of [
      [a!, 4],
      [b!, 1],
    ] as const) {
      const res = await post(t.app, '/api/cart/update', customer.headers, {
        itemId: p.id,
        size: p.sizes[0],
        quantity,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await post(t.app, '/api/quotation/request', customer.headers, {
      organisation: 'Gudele School',
      notes: 'For the new term',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { number } = res.json<{ number: string }>();
    const [row] = await t.db.select().from(quotations).where(eq(quotations.number, number));
    expect(row).toMatchObject({
      status: 'draft',
      organisation: 'Gudele School',
      email: customer.email,
    });
    expect(row!.lines.map((l) => [l.productId, l.quantity, l.price]).sort()).toEqual(
      [
        [a!.id, 4, a!.price],
        [b!.id, 1, b!.price],
      ].sort(),
    );
    const detail = await get(t.app, `/api/admin/quotations/${row!.id}`, staff);
    expect(detail.json().quotation.requestedBy).toMatchObject({ email: customer.email });
    const bad = await post(t.app, '/api/quotation/request', customer.headers, { organisation: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ organisation: M.organisation });
  });
});
