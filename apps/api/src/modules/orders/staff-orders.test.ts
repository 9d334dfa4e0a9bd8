// Orders entered by staff and their items edited before dispatch (docs/decisions/0070-staff-orders.md):
// catalogue prices whatever the client sends, a discount with its reason, and stock that follows
// every edit exactly (or not at all).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderResponseSchema,
  DEFAULT_DELIVERY_FEE,
  formatPrice,
  orderResponseSchema,
  STAFF_ORDER_MESSAGES as SO,
  STOCK_MESSAGES,
  type Order,
} from '@shop/contracts';
import { auditLog, orders, stockMovements, users } from '../../db/schema.ts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import {
  countStock,
  get,
  post,
  seededProducts,
  stopCountingStock,
  unitsInStock,
  type SeededProduct,
} from '../../test/order-fixtures.ts';
import { mailWrittenDuring } from '../../test/outbox-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { useTestApp } from '../../test/test-app.ts';
import { getShopSettings, saveShopSettings } from '../settings/service.ts';

const t = useTestApp();
let catalogue: SeededProduct[];
let sales: Headers;
beforeAll(async () => {
  catalogue = await seededProducts(t.db, 4);
  // Each test counts the stock it uses; the rest sell without counting.
  await stopCountingStock(t.db, catalogue);
  sales = (await signUpAdmin(t.app, t.db, 'Abuk Sales', 'sales')).headers;
});

const sizeOf = (p: SeededProduct) => p.sizes[0]!;
const line = (p: SeededProduct, quantity: number) => ({ _id: p.id, size: sizeOf(p), quantity });
const unique = () => Math.random().toString(36).slice(2, 8);
const DELIVER = {
  kind: 'deliver',
  street: 'Hai Cinema, Plot 3',
  city: 'Juba',
  state: 'Central Equatoria',
  country: 'South Sudan',
};

const enter = (body: object, headers = sales) => post(t.app, '/api/admin/orders', headers, body);
const edit = (id: string, body: object, headers = sales) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${id}/lines`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const editMoves = (orderId: string) =>
  t.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.reason, 'order_edit')));

/** A walk-in order of these lines, collected at the depot and paid in cash on delivery. */
async function walkIn(items: object[], extra: object = {}): Promise<Order> {
  const res = await enter({
    newCustomer: { name: `Walk In ${unique()}`, phone: '0912 345 678' },
    delivery: { kind: 'collect' },
    items,
    payment: { method: 'cod' },
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return orderResponseSchema.parse(res.json()).order;
}

describe('POST /api/admin/orders', () => {
  it('enters a walk-in order at catalogue prices with a discount, paid at the counter', async () => {
    const [p] = catalogue as [SeededProduct];
    await countStock(t.db, p.id, { [sizeOf(p)]: 10 });
    const name = `Ladu Walkin ${unique()}`;
    let res!: Awaited<ReturnType<typeof enter>>;
    const mail = await mailWrittenDuring(t.db, async () => {
      res = await enter({
        newCustomer: { name, phone: '0912 345 678' },
        delivery: { kind: 'collect' },
        // A price the client sends is not read: the catalogue's is charged.
        items: [{ ...line(p, 3), price: 1 }],
        discount: { amount: 5, reason: 'Regular customer' },
        payment: { method: 'counter' },
      });
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = orderResponseSchema.parse(res.json()).order;
    expect(order.items.map((i) => [i._id, i.price, i.quantity])).toEqual([[p.id, p.price, 3]]);
    expect(order).toMatchObject({
      subtotal: p.price * 3,
      deliveryFee: 0,
      discount: 5,
      discountReason: 'Regular customer',
      amount: p.price * 3 - 5,
      paymentMethod: 'cod',
      payment: true,
      status: 'Order Placed',
    });
    expect(order.address.street).toMatch(/^Collect at the depot: /);

    // An account without an e-mail was made; no mail goes to it, the shop is told.
    const [account] = await t.db.select().from(users).where(eq(users.name, name));
    expect(account).toMatchObject({ role: 'customer', phone: '0912 345 678' });
    expect(account!.email).toMatch(/@no-email\.invalid$/);
    expect(mail.map((m) => m.kind)).toEqual(['order-notice']);

    // Units taken under the staff member's name; the history says who entered it.
    expect(await unitsInStock(t.db, p.id, sizeOf(p))).toBe(7);
    const staffView = adminOrderResponseSchema.parse(
      (await get(t.app, `/api/admin/orders/${order._id}`, sales)).json(),
    ).order;
    expect(staffView.statusHistory).toEqual([
      {
        status: 'Order Placed',
        date: order.date,
        note: SO.enteredBy('Abuk Sales'),
        by: 'Abuk Sales',
      },
    ]);
    const moves = await t.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.orderId, order._id));
    expect(moves.map((m) => [m.reason, m.before, m.after, m.actorName])).toEqual([
      ['order', 10, 7, 'Abuk Sales'],
    ]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, order._id));
    expect(audit.map((a) => a.action)).toEqual(['order.create']);

    // Paid at the counter: an edit that changes the total is refused and takes nothing.
    const more = await edit(order._id, {
      items: [line(p, 4)],
      discount: { amount: 5, reason: 'Regular customer' },
    });
    expectRefusal(more, 409, {
      code: 'CONFLICT',
      message: SO.paidTotalChanges(formatPrice(order.amount)),
    });
    expect(await unitsInStock(t.db, p.id, sizeOf(p))).toBe(7);
  });

  it("enters a delivered order for an existing customer, who is mailed; the fee is the shop's", async () => {
    const [, p] = catalogue as [SeededProduct, SeededProduct];
    const customer = await signUp(t.app, 'Mary Existing');
    const [account] = await t.db.select().from(users).where(eq(users.email, customer.email));
    let res!: Awaited<ReturnType<typeof enter>>;
    const mail = await mailWrittenDuring(t.db, async () => {
      res = await enter({
        customerId: account!.id,
        phone: '0921 234 567',
        delivery: DELIVER,
        items: [line(p, 2)],
        discount: { amount: 7, reason: 'Bulk buyer' },
        payment: { method: 'mobile_money', number: '0921234567', provider: 'MTN' },
      });
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = orderResponseSchema.parse(res.json()).order;
    expect(order).toMatchObject({
      subtotal: p.price * 2,
      deliveryFee: DEFAULT_DELIVERY_FEE,
      discount: 7,
      discountReason: 'Bulk buyer',
      amount: p.price * 2 + DEFAULT_DELIVERY_FEE - 7,
      paymentMethod: 'mobile_money',
      mobileNumber: '+211921234567',
      payment: false,
    });
    expect((await rowOf(order._id)).userId).toBe(account!.id);
    // Written in one transaction: the same moment, so sorted here.
    expect(mail.map((m) => [m.kind, m.kind === 'order-placed' ? m.to : '']).sort()).toEqual([
      ['order-notice', ''],
      ['order-placed', customer.email],
    ]);
    // Its invoice keeps the discount and its reason.
    const settings = await getShopSettings(t.db);
    await saveShopSettings(t.db, {
      ...settings,
      company: { ...settings.company, taxNumber: 'NRA-100234567' },
    });
    const invoice = await post(t.app, `/api/admin/orders/${order._id}/invoice`, sales);
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.json().invoice).toMatchObject({
      subtotal: p.price * 2,
      discount: 7,
      discountReason: 'Bulk buyer',
      amount: order.amount,
    });
    // The customer's e-mail shows the discount and its reason between delivery and total.
    const confirmation = mail.find((m) => m.kind === 'order-placed')!;
    expect(confirmation.text).toContain(`Discount (Bulk buyer): \u2212${formatPrice(7)}`);
    expect(confirmation.text).toContain(`Total: ${formatPrice(order.amount)}`);
  });

  it('refuses a discount above the subtotal, naming the field, and keeps nothing', async () => {
    const [p] = catalogue as [SeededProduct];
    const name = `Too Much ${unique()}`;
    const res = await enter({
      newCustomer: { name, phone: '0912 345 678' },
      delivery: { kind: 'collect' },
      items: [line(p, 1)],
      discount: { amount: p.price + 1, reason: 'Friend' },
      payment: { method: 'cod' },
    });
    const message = SO.discountTooBig(formatPrice(p.price));
    expectRefusal(res, 400, {
      code: 'VALIDATION',
      message,
      errors: { 'discount.amount': message },
    });
    expect(await t.db.select().from(users).where(eq(users.name, name))).toEqual([]);
  });

  it('refuses a short line with the line named, and makes no account', async () => {
    const [, , p] = catalogue as [SeededProduct, SeededProduct, SeededProduct];
    await countStock(t.db, p.id, { [sizeOf(p)]: 1 });
    const name = `Short Line ${unique()}`;
    const res = await enter({
      newCustomer: { name, phone: '0912 345 678' },
      delivery: { kind: 'collect' },
      items: [line(p, 2)],
      payment: { method: 'cod' },
    });
    const message = STOCK_MESSAGES.notEnough(p.name, sizeOf(p), 1);
    expectRefusal(res, 409, { code: 'CONFLICT', message, errors: { 'items.0.quantity': message } });
    expect(await unitsInStock(t.db, p.id, sizeOf(p))).toBe(1);
    expect(await t.db.select().from(users).where(eq(users.name, name))).toEqual([]);
  });

  it('answers bad input with 400 and the field named', async () => {
    const [p] = catalogue as [SeededProduct];
    const base = {
      newCustomer: { name: 'Bad Input', phone: '0912 345 678' },
      delivery: { kind: 'collect' },
      items: [line(p, 1)],
      payment: { method: 'cod' },
    };
    const cases: [object, string][] = [
      [{ ...base, newCustomer: undefined }, 'customerId'],
      [{ ...base, discount: { amount: 10, reason: ' ' } }, 'discount.reason'],
      [{ ...base, discount: { amount: 0, reason: 'x' } }, 'discount.amount'],
      [{ ...base, items: [] }, 'items'],
      // Schema errors name the field without its index, as everywhere in the API.
      [{ ...base, items: [{ ...line(p, 1), quantity: 0 }] }, 'items.quantity'],
      [{ ...base, newCustomer: { name: 'X', phone: 'call me' } }, 'newCustomer.phone'],
      [{ ...base, payment: { method: 'cheque' } }, 'payment.method'],
    ];
    for (const [body, field] of cases) {
      const res = await enter(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().code, field).toBe('VALIDATION');
      expect(Object.keys(res.json().errors ?? {}), field).toContain(field);
    }
  });

  it('is refused to the warehouse', async () => {
    const warehouse = (await signUpAdmin(t.app, t.db, 'Wani Store', 'warehouse')).headers;
    const res = await enter({}, warehouse);
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /api/admin/orders/:id/lines', () => {
  it('follows stock exactly through a change, an addition and a removal', async () => {
    const [a, b, c] = catalogue as [SeededProduct, SeededProduct, SeededProduct];
    await countStock(t.db, a.id, { [sizeOf(a)]: 20 });
    await countStock(t.db, b.id, { [sizeOf(b)]: 20 });
    await countStock(t.db, c.id, { [sizeOf(c)]: 20 });
    const order = await walkIn([line(a, 2), line(b, 3)]);
    expect(await unitsInStock(t.db, a.id, sizeOf(a))).toBe(18);
    expect(await unitsInStock(t.db, b.id, sizeOf(b))).toBe(17);

    // a 2 → 5, b removed, c added (4), with a discount; the client's price is not read.
    const res = await edit(order._id, {
      items: [line(a, 5), { ...line(c, 4), price: 1 }],
      discount: { amount: 3, reason: 'Late delivery' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = adminOrderResponseSchema.parse(res.json()).order;
    expect(edited.items.map((i) => [i._id, i.quantity, i.price])).toEqual([
      [a.id, 5, a.price],
      [c.id, 4, c.price],
    ]);
    const subtotal = a.price * 5 + c.price * 4;
    expect(edited).toMatchObject({
      subtotal,
      discount: 3,
      discountReason: 'Late delivery',
      amount: subtotal + order.deliveryFee - 3,
    });
    expect(await unitsInStock(t.db, a.id, sizeOf(a))).toBe(15);
    expect(await unitsInStock(t.db, b.id, sizeOf(b))).toBe(20);
    expect(await unitsInStock(t.db, c.id, sizeOf(c))).toBe(16);
    const moves = await editMoves(order._id);
    expect(
      moves
        .map((m) => [m.productId, m.before, m.after, m.actorName])
        .sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    ).toEqual(
      [
        [a.id, 18, 15, 'Abuk Sales'],
        [b.id, 17, 20, 'Abuk Sales'],
        [c.id, 20, 16, 'Abuk Sales'],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
    expect(edited.statusHistory.at(-1)).toMatchObject({
      status: 'Order Placed',
      note: SO.edited('Abuk Sales'),
      by: 'Abuk Sales',
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order._id), eq(auditLog.action, 'order.items')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toMatchObject({ amount: order.amount, discount: 0 });
    expect(audit[0]!.after).toMatchObject({ amount: edited.amount, discount: 3 });

    // Lowering a quantity and dropping the discount gives the units back, nothing else moves.
    const again = await edit(order._id, { items: [line(a, 1), line(c, 4)] });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().order).toMatchObject({ discount: 0, discountReason: null });
    expect(await unitsInStock(t.db, a.id, sizeOf(a))).toBe(19);
    expect(await unitsInStock(t.db, c.id, sizeOf(c))).toBe(16);
    expect(await editMoves(order._id)).toHaveLength(4);

    // Cancelling gives back exactly what the order now holds.
    const cancel = await post(t.app, `/api/admin/orders/${order._id}/status`, sales, {
      status: 'Cancelled',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await unitsInStock(t.db, a.id, sizeOf(a))).toBe(20);
    expect(await unitsInStock(t.db, b.id, sizeOf(b))).toBe(20);
    expect(await unitsInStock(t.db, c.id, sizeOf(c))).toBe(20);
  });

  it('refuses the whole edit when a line is short, and changes nothing', async () => {
    const [a, b] = catalogue as [SeededProduct, SeededProduct];
    await countStock(t.db, a.id, { [sizeOf(a)]: 10 });
    await countStock(t.db, b.id, { [sizeOf(b)]: 2 });
    const order = await walkIn([line(a, 4), line(b, 1)]);
    const before = await rowOf(order._id);

    // a lowered (would give back 3) but b raised past what is left: all refused.
    const res = await edit(order._id, { items: [line(a, 1), line(b, 5)] });
    const message = STOCK_MESSAGES.notEnough(b.name, sizeOf(b), 1);
    expectRefusal(res, 409, { code: 'CONFLICT', message, errors: { 'items.1.quantity': message } });
    expect(await unitsInStock(t.db, a.id, sizeOf(a))).toBe(6);
    expect(await unitsInStock(t.db, b.id, sizeOf(b))).toBe(1);
    expect(await rowOf(order._id)).toEqual(before);
    expect(await editMoves(order._id)).toEqual([]);
  });

  it('refuses a discount above the new subtotal', async () => {
    const [, , , p] = catalogue as [SeededProduct, SeededProduct, SeededProduct, SeededProduct];
    const order = await walkIn([line(p, 2)]);
    const res = await edit(order._id, {
      items: [line(p, 1)],
      discount: { amount: p.price + 1, reason: 'Too kind' },
    });
    const message = SO.discountTooBig(formatPrice(p.price));
    expectRefusal(res, 400, {
      code: 'VALIDATION',
      message,
      errors: { 'discount.amount': message },
    });
    expect((await rowOf(order._id)).items[0]!.quantity).toBe(2);
  });

  it('is refused once the order has shipped', async () => {
    const [, , , p] = catalogue as [SeededProduct, SeededProduct, SeededProduct, SeededProduct];
    const order = await walkIn([line(p, 1)]);
    for (const status of ['Processing', 'Shipped']) {
      const res = await post(t.app, `/api/admin/orders/${order._id}/status`, sales, { status });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await edit(order._id, { items: [line(p, 2)] });
    expectRefusal(res, 409, { code: 'CONFLICT', message: SO.notEditable('Shipped') });
  });

  it('refuses a change of total on a paid mobile-money order, but not one that keeps it', async () => {
    const [, , , p] = catalogue as [SeededProduct, SeededProduct, SeededProduct, SeededProduct];
    const order = await walkIn([line(p, 2)], {
      payment: { method: 'mobile_money', number: '0921234567', provider: 'MTN' },
    });
    await t.db.update(orders).set({ payment: true }).where(eq(orders.id, order._id));
    const res = await edit(order._id, { items: [line(p, 3)] });
    expectRefusal(res, 409, {
      code: 'CONFLICT',
      message: SO.paidTotalChanges(formatPrice(order.amount)),
    });
    // The same lines sent again (split in two) keep the total: allowed.
    const same = await edit(order._id, { items: [line(p, 1), line(p, 1)] });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('answers bad input with 400 and an unknown order with 404', async () => {
    const [p] = catalogue as [SeededProduct];
    const order = await walkIn([line(p, 1)]);
    const bad = await edit(order._id, { items: [{ ...line(p, 1), quantity: 1.5 }] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toContain('items.quantity');
    const noReason = await edit(order._id, { items: [line(p, 1)], discount: { amount: 1 } });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().errors)).toContain('discount.reason');
    const missing = await edit('0123456789abcdef01234567', { items: [line(p, 1)] });
    expect(missing.statusCode).toBe(404);
  });
});
