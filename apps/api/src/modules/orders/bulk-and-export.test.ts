// The orders list's bulk status change and CSV export (docs/decisions/0067-invoices-orders-csv-bulk-actions.md).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_MESSAGES,
  bulkStatusResponseSchema,
  ORDER_MESSAGES,
  orderNumber,
  statusMailSubject,
  type Order,
} from '@shop/contracts';
import { orders } from '../../db/schema.ts';
import { parseCsv, UTF8_BOM } from '../../lib/csv.ts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { mailWrittenDuring } from '../../test/outbox-fixtures.ts';
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
import { getShopSettings, saveShopSettings } from '../settings/service.ts';
import { ORDER_CSV_COLUMNS } from './admin-export.ts';
import { ORDER_ERRORS } from './messages.ts';

const t = useTestApp();
let catalogue: SeededProduct[];
let admin: Headers;
let customer: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  catalogue = await seededProducts(t.db, 2);
  admin = (await signUpAdmin(t.app, t.db)).headers;
  customer = await signUp(t.app, 'Abuk Customer');
});

async function place(method: 'cod' | 'mobile_money', address = ADDRESS): Promise<Order> {
  const body = { ...orderBody([{ product: catalogue[0]!, quantity: 2 }]), address };
  const res =
    method === 'cod'
      ? await post(t.app, '/api/order/place-cod', customer.headers, body)
      : await post(t.app, '/api/order/mobile-money', customer.headers, {
          ...body,
          mobileNumber: '0921234567',
          mobileProvider: 'MTN',
        });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order;
}
const bulk = (body: unknown) => post(t.app, '/api/admin/orders/bulk-status', admin, body);
const statusOf = async (id: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

describe('POST /api/admin/orders/bulk-status', () => {
  it('moves each order by the rules of a single change, mails each customer, and says which were refused and why', async () => {
    const a = await place('cod');
    const b = await place('cod');
    const unpaid = await place('mobile_money');
    const shipped = await place('cod');
    await t.db.update(orders).set({ status: 'Shipped' }).where(eq(orders.id, shipped._id));
    const unknown = '0123456789abcdef0123beef';
    let res!: Awaited<ReturnType<typeof bulk>>;
    const mail = await mailWrittenDuring(t.db, async () => {
      res = await bulk({
        ids: [a._id, unpaid._id, b._id, shipped._id, unknown.toUpperCase()],
        status: 'Processing',
      });
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(bulkStatusResponseSchema.parse(res.json())).toEqual({
      success: true,
      message: BULK_MESSAGES.result(2, 3),
      moved: [
        { id: a._id, status: 'Processing' },
        { id: b._id, status: 'Processing' },
      ],
      refused: [
        { id: unpaid._id, message: ORDER_ERRORS.unpaidMobileMoney },
        { id: shipped._id, message: ORDER_ERRORS.cannotMove('Shipped', 'Processing') },
        { id: unknown, message: ORDER_MESSAGES.orderNotFound },
      ],
    });
    expect(await statusOf(a._id)).toBe('Processing');
    expect(await statusOf(b._id)).toBe('Processing');
    expect(await statusOf(unpaid._id)).toBe('Order Placed');
    expect(await statusOf(shipped._id)).toBe('Shipped');
    // One status e-mail per moved order, held for its undo window as a single change's is.
    expect(mail.map((m) => [m.kind, m.subject]).sort()).toEqual(
      [a._id, b._id].map((id) => ['status-change', statusMailSubject(id, 'Processing')]).sort(),
    );
    for (const m of mail) expect(m.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Each move can be taken back alone, as after a single change.
    const undo = await post(t.app, `/api/admin/orders/${a._id}/status/undo`, admin);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await statusOf(a._id)).toBe('Order Placed');
  });

  it('answers "N orders moved." when none is refused, and cancels with stock returned', async () => {
    const a = await place('cod');
    const b = await place('mobile_money');
    const res = await bulk({ ids: [a._id, b._id], status: 'Cancelled', note: 'Customer called' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: '2 orders moved.', refused: [] });
    expect(await statusOf(b._id)).toBe('Cancelled');
  });

  it('refuses a bad request with a 400 naming the problem, changing nothing', async () => {
    const a = await place('cod');
    const cases: [unknown, string][] = [
      [{ ids: [], status: 'Processing' }, 'Choose at least one order'],
      [{ status: 'Processing' }, 'Choose at least one order'],
      [{ ids: [a._id, a._id], status: 'Processing' }, 'Each order may be chosen only once'],
      [{ ids: [a._id], status: 'Lost' }, 'Unknown order status'],
      [{ ids: ['nope'], status: 'Processing' }, 'That id is not valid'],
      [
        {
          ids: Array.from({ length: 101 }, (_, i) => i.toString(16).padStart(24, '0')),
          status: 'Processing',
        },
        'Choose at most 100 orders at a time',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await bulk(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toContain(message);
    }
    expect(await statusOf(a._id)).toBe('Order Placed');
  });
});

describe('GET /api/admin/orders/export.csv', () => {
  it("writes one row per order of the list's filters, in Juba time and whole SSP, with its invoice", async () => {
    const settings = await getShopSettings(t.db);
    await saveShopSettings(t.db, {
      ...settings,
      company: { ...settings.company, taxNumber: 'NRA-1' },
    });
    const deng = { ...ADDRESS, firstName: '=Deng', lastName: 'Export', phone: '0955 123 456' };
    const early = await place('cod', deng);
    const late = await place('mobile_money', deng);
    const outside = await place('cod', deng);
    // 23:30 UTC on 9 May is 01:30 on 10 May in Juba: the row says the shop's day and time.
    // A regular buyer's discount, as staff give it (decision 0070): its own two columns.
    await t.db
      .update(orders)
      .set({
        createdAt: new Date('2026-05-09T23:30:00Z'),
        discount: 500,
        discountReason: '+Regular buyer',
        amount: early.amount - 500,
      })
      .where(eq(orders.id, early._id));
    await t.db
      .update(orders)
      .set({ createdAt: new Date('2026-05-11T08:05:00Z') })
      .where(eq(orders.id, late._id));
    await t.db
      .update(orders)
      .set({ createdAt: new Date('2026-05-09T21:59:00Z') })
      .where(eq(orders.id, outside._id));
    const invoice = await post(t.app, `/api/admin/orders/${early._id}/invoice`, admin);
    expect(invoice.statusCode, invoice.body).toBe(200);
    const number = invoice.json().invoice.number as string;

    const res = await get(
      t.app,
      '/api/admin/orders/export.csv?from=2026-05-10&to=2026-05-11&q=Export',
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.startsWith(UTF8_BOM)).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([...ORDER_CSV_COLUMNS]);
    const address = `${ADDRESS.street}, ${ADDRESS.city}, ${ADDRESS.state}, ${ADDRESS.country}`;
    expect(rows).toEqual([
      [
        orderNumber(late._id),
        '2026-05-11 10:05',
        'Order Placed',
        "'=Deng Export",
        customer.email,
        '0955 123 456',
        address,
        '2',
        String(late.subtotal),
        String(late.deliveryFee),
        '0',
        '',
        String(late.amount),
        'Mobile Money',
        'no',
        '',
        '',
      ],
      [
        orderNumber(early._id),
        '2026-05-10 01:30',
        'Order Placed',
        "'=Deng Export",
        customer.email,
        '0955 123 456',
        address,
        '2',
        String(early.subtotal),
        String(early.deliveryFee),
        '500',
        "'+Regular buyer",
        String(early.amount - 500),
        'Cash on Delivery',
        'no',
        '',
        number,
      ],
    ]);
    const filtered = await get(
      t.app,
      '/api/admin/orders/export.csv?from=2026-05-09&to=2026-05-11&q=Export&paymentMethod=cod',
      admin,
    );
    expect(
      parseCsv(filtered.body.slice(1))
        .slice(1)
        .map((r) => r[0]),
    ).toEqual([orderNumber(early._id), orderNumber(outside._id)]);
  });

  it('refuses a filter it cannot read with a 400', async () => {
    expectRefusal(
      await get(t.app, '/api/admin/orders/export.csv?from=10%2F05%2F2026', admin),
      400,
      {
        code: 'VALIDATION',
        message: 'Dates must look like 2026-01-31',
        errors: { from: 'Dates must look like 2026-01-31' },
      },
    );
  });
});
