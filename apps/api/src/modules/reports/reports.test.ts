import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminProductResponseSchema,
  CATEGORY_LABELS,
  REPORT_MESSAGES,
  salesReportResponseSchema,
  stockReportResponseSchema,
  type Order,
  type Product,
} from '@shop/contracts';
import { orders } from '../../db/schema.ts';
import { parseCsv } from '../../lib/csv.ts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { adminKit } from '../../test/product-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import {
  countStock,
  placeOrder,
  seededProducts,
  setOrderStatus,
} from '../../test/order-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { slowMoving } from './queries.ts';

const t = useTestApp();
let admin: Headers;
beforeAll(async () => {
  admin = (await signUpAdmin(t.app, t.db)).headers;
});

const get = (url: string, headers: Headers = admin) => t.app.inject({ url, headers });

/** Moves an order to an instant: the demo orders are of today, these tests' of 2031. */
const placedAt = (order: Order, iso: string) =>
  t.db
    .update(orders)
    .set({ createdAt: new Date(iso) })
    .where(eq(orders.id, order._id));

/** The catalogue's listing of a seeded product, as the order fixtures take it. */
async function listed(id: string): Promise<Product> {
  const res = await t.app.inject({ url: `/api/product/${id}` });
  return res.json<{ product: Product }>().product;
}

describe('GET /api/admin/reports/sales', () => {
  // Two customers buy two products over 1 to 3 March 2031 (Juba days). Juba is UTC+2: 21:30 UTC
  // on 28 February is 23:30 there (outside), 22:30 UTC is already 1 March (inside).
  let chair: Product;
  let cement: Product;
  let buyers: { headers: Headers; name: string; email: string }[];
  let placed: Record<string, Order>;
  beforeAll(async () => {
    const [a, b] = await seededProducts(t.db, 2);
    chair = await listed(a!.id);
    cement = await listed(b!.id);
    buyers = await Promise.all(
      ['Achol Reports', 'Garang Reports'].map(async (name) => {
        const account = await signUp(t.app, name);
        return { headers: account.headers, name, email: account.email };
      }),
    );
    const [achol, garang] = buyers;
    placed = {
      firstMinute: await placeOrder(t.app, achol!.headers, { product: chair, quantity: 2 }),
      sameDay: await placeOrder(t.app, achol!.headers, { product: cement, quantity: 5 }),
      lastDay: await placeOrder(t.app, garang!.headers, { product: chair, quantity: 1 }),
      before: await placeOrder(t.app, garang!.headers, { product: cement, quantity: 7 }),
      after: await placeOrder(t.app, garang!.headers, { product: cement, quantity: 9 }),
      cancelled: await placeOrder(t.app, garang!.headers, { product: chair, quantity: 4 }),
    };
    await setOrderStatus(t.app, admin, placed.cancelled!._id, 'Cancelled');
    await placedAt(placed.firstMinute!, '2031-02-28T22:30:00Z');
    await placedAt(placed.sameDay!, '2031-03-01T09:00:00Z');
    await placedAt(placed.lastDay!, '2031-03-03T21:59:00Z');
    await placedAt(placed.before!, '2031-02-28T21:30:00Z');
    await placedAt(placed.after!, '2031-03-03T22:00:00Z');
    await placedAt(placed.cancelled!, '2031-03-02T10:00:00Z');
  });

  const report = async (query: string) => {
    const res = await get(`/api/admin/reports/sales?from=2031-03-01&to=2031-03-03${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return salesReportResponseSchema.parse(res.json());
  };

  it('sums the goods of the orders placed on the range’s Juba days, cancelled ones left out', async () => {
    const byProduct = await report('&by=product');
    const chairValue = chair.price * 3;
    const cementValue = cement.price * 5;
    expect(byProduct.totals).toEqual({
      orders: 3,
      units: 8,
      revenue: chairValue + cementValue,
      deliveryFees: [placed.firstMinute!, placed.sameDay!, placed.lastDay!]
        .map((o) => o.amount - o.items.reduce((s, i) => s + i.price * i.quantity, 0))
        .reduce((a, b) => a + b, 0),
    });
    expect(byProduct.rowCount).toBe(2);
    const rowOf = (key: string) => byProduct.rows.find((r) => r.key === key);
    expect(rowOf(chair._id)).toEqual({
      key: chair._id,
      label: chair.name,
      detail: CATEGORY_LABELS[chair.category as keyof typeof CATEGORY_LABELS],
      orders: 2,
      units: 3,
      revenue: chairValue,
    });
    expect(rowOf(cement._id)).toMatchObject({ orders: 1, units: 5, revenue: cementValue });
    // The most revenue first.
    expect(byProduct.rows.map((r) => r.revenue)).toEqual(
      [chairValue, cementValue].sort((a, b) => b - a),
    );

    // One entry per day, summing to the totals; the cancelled order's day sold nothing.
    expect(byProduct.daily.map((d) => d.day)).toEqual(['2031-03-01', '2031-03-02', '2031-03-03']);
    expect(byProduct.daily[0]).toEqual({
      day: '2031-03-01',
      orders: 2,
      units: 7,
      revenue: chair.price * 2 + cementValue,
    });
    expect(byProduct.daily[1]).toEqual({ day: '2031-03-02', orders: 0, units: 0, revenue: 0 });
    expect(byProduct.daily[2]).toMatchObject({ orders: 1, units: 1, revenue: chair.price });
  });

  it('groups the same sales by category and by customer, with the same totals', async () => {
    const byCategory = await report('&by=category');
    const byCustomer = await report('&by=customer');
    for (const other of [byCategory, byCustomer]) {
      expect(other.rows.reduce((s, r) => s + r.revenue, 0)).toBe((await report('')).totals.revenue);
    }
    const label = (category: string) => CATEGORY_LABELS[category as keyof typeof CATEGORY_LABELS];
    expect(byCategory.rows.map((r) => r.label)).toEqual(
      expect.arrayContaining([label(chair.category), label(cement.category)]),
    );
    const [achol, garang] = buyers;
    expect(byCustomer.rows).toEqual([
      expect.objectContaining({
        label: achol!.name,
        detail: achol!.email,
        orders: 2,
        units: 7,
        revenue: chair.price * 2 + cement.price * 5,
      }),
      expect.objectContaining({ label: garang!.name, orders: 1, units: 1, revenue: chair.price }),
    ]);
  });

  it('exports every row as CSV, with the formula guard and the range in the file name', async () => {
    const res = await get('/api/admin/reports/sales.csv?from=2031-03-01&to=2031-03-03&by=customer');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="sales-by-customer-2031-03-01-to-2031-03-03.csv"',
    );
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual([
      'customer id',
      'customer',
      'email',
      'orders',
      'units',
      'revenue (SSP)',
    ]);
    expect(rows.map((r) => r[1])).toEqual(expect.arrayContaining(buyers.map((b) => b.name)));
    const achol = rows.find((r) => r[1] === buyers[0]!.name)!;
    expect(achol.slice(3)).toEqual(['2', '7', String(chair.price * 2 + cement.price * 5)]);
  });

  it('opens on the last 30 days when no range is given', async () => {
    const res = await get('/api/admin/reports/sales');
    expect(res.statusCode).toBe(200);
    const body = salesReportResponseSchema.parse(res.json());
    expect(body.by).toBe('product');
    expect(body.daily).toHaveLength(30);
    expect(body.daily[0]!.day).toBe(body.from);
    expect(body.daily.at(-1)!.day).toBe(body.to);
  });

  it.each([
    ['from=2031-02-30&to=2031-03-03', 'from', REPORT_MESSAGES.day],
    ['from=3%2F1%2F2031&to=2031-03-03', 'from', REPORT_MESSAGES.day],
    ['from=2031-03-04&to=2031-03-03', 'from', REPORT_MESSAGES.order],
    ['from=2030-01-01&to=2031-03-03', 'to', REPORT_MESSAGES.tooLong],
    ['by=region', 'by', 'Group by product, category or customer'],
  ])('refuses %s with a 400 naming the field', async (query, field, message) => {
    for (const path of ['sales', 'sales.csv']) {
      const res = await get(`/api/admin/reports/${path}?${query}`);
      expectRefusal(res, 400, { code: 'VALIDATION', message, errors: { [field]: message } }, path);
    }
  });

  it('is for staff only', async () => {
    const customer = await signUp(t.app, 'Nyibol Customer');
    for (const url of ['/api/admin/reports/sales', '/api/admin/reports/stock']) {
      expect((await get(url, {})).statusCode).toBe(401);
      expect((await get(url, customer.headers)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/admin/reports/stock', () => {
  it('lists products on hand that sold least, with their last sale', async () => {
    const kit = await adminKit(t);
    const create = async (name: string) => {
      const res = await kit.create(kit.form({ name, sizes: ['Standard'] }));
      expect(res.statusCode, res.body).toBe(200);
      return adminProductResponseSchema.parse(res.json()).product._id;
    };
    const idle = await create('Idle Steel Shelving');
    const moving = await create('Moving Plastic Chair');
    const empty = await create('Sold Out Stool');
    await countStock(t.db, idle, { Standard: 40 });
    await countStock(t.db, moving, { Standard: 40 });
    await countStock(t.db, empty, { Standard: 0 });
    const buyer = await signUp(t.app, 'Deng Slow');
    const order = await placeOrder(t.app, buyer.headers, {
      product: await listed(moving),
      quantity: 3,
    });
    await placedAt(order, '2031-03-02T10:00:00Z');

    const rows = await slowMoving(t.db, '2031-02-01', 1_000_000);
    const rowOf = (id: string) => rows.find((r) => r.id === id);
    expect(rowOf(idle)).toMatchObject({ onHand: 40, sold: 0, lastSold: null });
    expect(rowOf(moving)).toMatchObject({ onHand: 37, sold: 3, lastSold: '2031-03-02' });
    // Nothing on hand: not slow, just gone (the low-stock list shows it).
    expect(rowOf(empty)).toBeUndefined();
    // The window counts only its own days: the sale is before it.
    const later = await slowMoving(t.db, '2031-03-03', 1_000_000);
    expect(later.find((r) => r.id === moving)).toMatchObject({ sold: 0, lastSold: '2031-03-02' });
    // The slowest first: what never sold comes before what did.
    expect(rows.findIndex((r) => r.id === idle)).toBeLessThan(
      rows.findIndex((r) => r.id === moving),
    );

    const res = await get('/api/admin/reports/stock?days=90');
    expect(res.statusCode).toBe(200);
    const body = stockReportResponseSchema.parse(res.json());
    expect(body.days).toBe(90);
    // The emptiest sizes first; the sold-out stool is one of them.
    expect(body.lowStock.count).toBeGreaterThanOrEqual(1);
    const left = body.lowStock.items.map((i) => i.left);
    expect(left).toEqual([...left].sort((a, b) => a - b));
    expect(body.slowMoving.map((p) => p.sold)).toEqual(
      [...body.slowMoving.map((p) => p.sold)].sort((a, b) => a - b),
    );
  });

  it.each(['0', '366', 'abc', '1.5'])('refuses days=%s', async (days) => {
    const res = await get(`/api/admin/reports/stock?days=${days}`);
    const message = REPORT_MESSAGES.days;
    expectRefusal(res, 400, { code: 'VALIDATION', message, errors: { days: message } });
  });
});
