// Invoices (docs/decisions/0067-invoices-orders-csv-bulk-actions.md): numbered from their own
// gap-free sequence, kept as issued, refused for cancelled orders without taking a number.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminInvoiceResponseSchema,
  INVOICE_MESSAGES,
  INVOICE_NUMBER_PATTERN,
  issueInvoiceResponseSchema,
  ORDER_MESSAGES,
  type Invoice,
  type Order,
} from '@shop/contracts';
import { auditLog, invoiceCounters, invoices, orders } from '../../db/schema.ts';
import { shopDay } from '../../lib/shop-day.ts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  get,
  orderBody,
  post,
  seededProducts,
  type SeededProduct,
} from '../../test/order-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { getShopSettings, saveShopSettings } from '../settings/service.ts';

const t = useTestApp();
let catalogue: SeededProduct[];
let admin: Headers;
// Orders per account are limited (20 an hour): the orders of this file come from a few people.
let customers: Headers[];
let placed = 0;
const TIN = 'NRA-100234567';

beforeAll(async () => {
  catalogue = await seededProducts(t.db, 2);
  admin = (await signUpAdmin(t.app, t.db)).headers;
  customers = [];
  for (const name of ['Achan Buyer', 'Ladu Buyer', 'Keji Buyer', 'Wani Buyer'])
    customers.push((await signUp(t.app, name)).headers);
});

async function setTaxNumber(taxNumber: string) {
  const settings = await getShopSettings(t.db);
  await saveShopSettings(t.db, { ...settings, company: { ...settings.company, taxNumber } });
}

async function place(quantity = 1): Promise<Order> {
  const headers = customers[Math.floor(placed++ / 12)]!;
  const body = orderBody([
    { product: catalogue[0]!, quantity },
    { product: catalogue[1]!, quantity: 2 },
  ]);
  const res = await post(t.app, '/api/order/place-cod', headers, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order;
}

const issue = (id: string) => post(t.app, `/api/admin/orders/${id}/invoice`, admin);
const read = async (id: string) => {
  const res = await get(t.app, `/api/admin/orders/${id}/invoice`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return adminInvoiceResponseSchema.parse(res.json()).invoice;
};
async function issued(id: string): Promise<Invoice> {
  const res = await issue(id);
  expect(res.statusCode, res.body).toBe(200);
  return issueInvoiceResponseSchema.parse(res.json()).invoice;
}

const year = () => Number(shopDay(new Date()).slice(0, 4));
const sequenceOf = (number: string) => Number(number.split('-')[2]);
async function counter() {
  const [row] = await t.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, year()));
  return row?.last ?? 0;
}

describe('issuing an invoice', () => {
  it('is refused while the company has no tax number, taking no number', async () => {
    await setTaxNumber('');
    const order = await place();
    const before = await counter();
    expectRefusal(await issue(order._id), 409, {
      code: 'CONFLICT',
      message: INVOICE_MESSAGES.noTaxNumber,
    });
    expect(await read(order._id)).toBeNull();
    expect(await counter()).toBe(before);
  });

  it("numbers it INV-<year>-<sequence> and keeps the order's lines, totals, customer and seller", async () => {
    await setTaxNumber(TIN);
    const order = await place(3);
    const before = await counter();
    const res = await issue(order._id);
    expect(res.statusCode, res.body).toBe(200);
    const body = issueInvoiceResponseSchema.parse(res.json());
    const invoice = body.invoice;
    expect(body.issued).toBe(true);
    expect(invoice.number).toMatch(INVOICE_NUMBER_PATTERN);
    expect(invoice.number).toBe(`INV-${year()}-${String(before + 1).padStart(6, '0')}`);
    expect(body.message).toBe(INVOICE_MESSAGES.issued(invoice.number));
    const settings = await getShopSettings(t.db);
    expect(invoice.seller).toEqual({
      name: settings.company.name,
      address: settings.company.address,
      taxNumber: TIN,
      phones: settings.company.phones,
      emails: settings.company.emails,
    });
    expect(invoice.customer).toEqual({ name: 'Achan Buyer', email: expect.stringContaining('@') });
    expect(invoice.deliverTo).toEqual(order.address);
    expect(invoice.lines).toEqual(
      order.items.map((item) =>
        expect.objectContaining({
          productId: item._id,
          name: item.name,
          size: item.size,
          quantity: item.quantity,
          price: item.price,
          total: item.price * item.quantity,
        }),
      ),
    );
    expect(invoice.lines.map((line) => line.quantity)).toEqual([3, 2]);
    expect({ ...invoice, lines: undefined }).toMatchObject({
      subtotal: order.subtotal,
      deliveryFee: order.deliveryFee,
      amount: order.amount,
      currency: 'SSP',
      paymentMethod: 'cod',
      paidWhenIssued: false,
      orderId: order._id,
      orderStatus: 'Order Placed',
      issuedBy: 'Deng Staff',
    });
    expect(await read(order._id)).toEqual(invoice);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, order._id));
    expect(audit).toMatchObject({ action: 'order.invoice', after: { invoice: invoice.number } });
  });

  it('issued again, answers the same invoice; later changes to the order or the settings leave it as issued', async () => {
    await setTaxNumber(TIN);
    const order = await place();
    const first = await issued(order._id);
    const again = await issue(order._id);
    expect(again.statusCode).toBe(200);
    expect(issueInvoiceResponseSchema.parse(again.json())).toEqual({
      success: true,
      issued: false,
      message: INVOICE_MESSAGES.alreadyIssued(first.number),
      invoice: first,
    });
    const counted = await counter();
    // The order's lines and the company's profile change afterwards (an edit, a new address).
    await t.db
      .update(orders)
      .set({ items: [], subtotal: 1, amount: 1 })
      .where(eq(orders.id, order._id));
    await setTaxNumber('NRA-999');
    const kept = await read(order._id);
    expect(kept).toEqual(first);
    expect(await issued(order._id)).toEqual(first);
    expect(await counter()).toBe(counted);
    await setTaxNumber(TIN);
  });

  it('refuses a cancelled order (409) and an unknown one (404) without taking a number', async () => {
    await setTaxNumber(TIN);
    const order = await place();
    const move = await post(t.app, `/api/admin/orders/${order._id}/status`, admin, {
      status: 'Cancelled',
    });
    expect(move.statusCode, move.body).toBe(200);
    const before = await counter();
    expectRefusal(await issue(order._id), 409, {
      code: 'CONFLICT',
      message: INVOICE_MESSAGES.cancelled,
    });
    for (const res of [
      await issue('0123456789abcdef01234567'),
      await get(t.app, '/api/admin/orders/0123456789abcdef01234567/invoice', admin),
    ])
      expectRefusal(res, 404, { code: 'NOT_FOUND', message: ORDER_MESSAGES.orderNotFound });
    expect(await counter()).toBe(before);
    const next = await issued((await place())._id);
    expect(sequenceOf(next.number)).toBe(before + 1);
  });

  it('refuses an id that is not one with a 400', async () => {
    const res = await issue('not-an-id');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
      message: 'That id is not valid',
    });
  });

  it('gives 20 orders issued at once 20 unique numbers with no gap, and one order issued 5 times at once one number', async () => {
    await setTaxNumber(TIN);
    const batch: Order[] = [];
    for (let i = 0; i < 20; i++) batch.push(await place());
    const twice = await place();
    const before = await counter();
    const answers = await Promise.all([
      ...batch.map((order) => issue(order._id)),
      ...Array.from({ length: 5 }, () => issue(twice._id)),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const bodies = answers.map((res) => issueInvoiceResponseSchema.parse(res.json()));
    const sameOrder = bodies.slice(20);
    expect(new Set(sameOrder.map((b) => b.invoice.number)).size).toBe(1);
    expect(sameOrder.filter((b) => b.issued)).toHaveLength(1);
    const numbers = [...bodies.slice(0, 20), sameOrder[0]!].map((b) => b.invoice.number);
    expect(new Set(numbers).size).toBe(21);
    const sequences = numbers.map(sequenceOf).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 21 }, (_, i) => before + 1 + i));
    expect(await counter()).toBe(before + 21);
    // And the table holds exactly one invoice per order, every sequence of the year once.
    const rows = await t.db.select().from(invoices).where(eq(invoices.year, year()));
    const all = rows.map((r) => r.sequence).sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.orderId)).size).toBe(rows.length);
  });
});
