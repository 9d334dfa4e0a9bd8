import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminProductResponseSchema,
  dashboardResponseSchema,
  LOW_STOCK_LIST_SIZE,
  SHOP_TIME_ZONE,
  type DashboardResponse,
  type Product,
  type ProductInput,
  type ShopSettings,
} from '@shop/contracts';
import { newId } from '../../db/ids.ts';
import { newsletterSubscribers, orders, products } from '../../db/schema.ts';
import { adminKit } from '../../test/product-fixtures.ts';
import { shopDay } from '../../lib/shop-day.ts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { randomClientAddress, sendContactMessage } from '../../test/contact-fixtures.ts';
import { writeReview } from '../../test/review-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { getDashboard } from './admin-service.ts';
import { cheapestProduct, placeOrder, post, setOrderStatus } from '../../test/order-fixtures.ts';

const t = useTestApp();
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let product: Product;
beforeAll(async () => {
  admin = await signUpAdmin(t.app, t.db);
  product = await cheapestProduct(t.app);
});

const DAY_MS = 86_400_000;
const dashboard = (headers: Headers) =>
  t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });
async function figures(): Promise<DashboardResponse> {
  const res = await dashboard(admin.headers);
  expect(res.statusCode).toBe(200);
  return dashboardResponseSchema.parse(res.json());
}
// The periods are counted on a fixed clock, so a run crossing midnight in Juba (22:00 UTC) reads
// the same days as it wrote (shop-days.test.ts tests the day boundaries themselves).
const NOW = new Date('2031-03-10T08:00:00Z'); // 10:00 on 10 March in Juba
/** Sets an order's placing time to an hour before NOW, `days` days back. */
const placedDaysAgo = (id: string, days: number) =>
  t.db
    .update(orders)
    .set({ createdAt: new Date(NOW.getTime() - days * DAY_MS - 3_600_000) })
    .where(eq(orders.id, id));
/** The shop's calendar day (Juba) `daysAgo` days before NOW. */
const dayAgo = (daysAgo: number) => shopDay(new Date(NOW.getTime() - daysAgo * DAY_MS));

describe('GET /api/admin/dashboard', () => {
  it('is for staff only', async () => {
    const customer = await signUp(t.app, 'Akech Customer');
    const none = await dashboard({});
    expect(none.statusCode).toBe(401);
    expect(none.json().success).toBe(false);
    expect((await dashboard(customer.headers)).statusCode).toBe(403);
  });

  it('counts orders and revenue per period from the real order API, cancelled ones left out of both', async () => {
    const figures = () => getDashboard(t.db, NOW);
    const before = await figures();
    const buyer = await signUp(t.app, 'Nyandeng Buyer');

    const kept = await placeOrder(t.app, buyer.headers, { product, quantity: 2 });
    const cancelled = await placeOrder(t.app, buyer.headers, { product, quantity: 1 });
    await setOrderStatus(t.app, admin.headers, cancelled._id, 'Cancelled');
    const mobile = await placeOrder(t.app, buyer.headers, {
      product,
      quantity: 3,
      mobileMoney: true,
    });
    for (const today of [kept, cancelled, mobile]) await placedDaysAgo(today._id, 0);
    const threeDaysAgo = await placeOrder(t.app, buyer.headers, { product, quantity: 1 });
    await placedDaysAgo(threeDaysAgo._id, 3);
    // A day whose only order was cancelled shows on the chart as no order at all, never as
    // "1 order, SSP 0.00" (issue 31).
    const cancelledAlone = await placeOrder(t.app, buyer.headers, { product, quantity: 1 });
    await setOrderStatus(t.app, admin.headers, cancelledAlone._id, 'Cancelled');
    await placedDaysAgo(cancelledAlone._id, 5);
    const tenDaysAgo = await placeOrder(t.app, buyer.headers, { product, quantity: 1 });
    await placedDaysAgo(tenDaysAgo._id, 10);
    const longAgo = await placeOrder(t.app, buyer.headers, { product, quantity: 1 });
    await placedDaysAgo(longAgo._id, 40);

    const after = await figures();
    const delta = (p: keyof DashboardResponse['sales']) => ({
      orders: after.sales[p].orders - before.sales[p].orders,
      revenue: after.sales[p].revenue - before.sales[p].revenue,
    });
    const todayRevenue = kept.amount + mobile.amount;
    expect(cancelled.amount).toBeGreaterThan(0);
    // Cancelled orders are in no count: the caption says sales leave them out.
    expect(delta('today')).toEqual({ orders: 2, revenue: todayRevenue });
    expect(delta('last7Days')).toEqual({ orders: 3, revenue: todayRevenue + threeDaysAgo.amount });
    expect(delta('last30Days')).toEqual({
      orders: 4,
      revenue: todayRevenue + threeDaysAgo.amount + tenDaysAgo.amount,
    });

    expect(after.timeZone).toBe(SHOP_TIME_ZONE);
    expect(after.daily).toHaveLength(30);
    expect(after.daily.at(-1)!.day).toBe(dayAgo(0));
    expect(after.daily[0]!.day).toBe(dayAgo(29));
    const dayDelta = (day: string) => {
      const a = after.daily.find((d) => d.day === day)!;
      const b = before.daily.find((d) => d.day === day) ?? { orders: 0, revenue: 0 };
      return { orders: a.orders - b.orders, revenue: a.revenue - b.revenue };
    };
    expect(dayDelta(dayAgo(3))).toEqual({ orders: 1, revenue: threeDaysAgo.amount });
    expect(dayDelta(dayAgo(10))).toEqual({ orders: 1, revenue: tenDaysAgo.amount });
    expect(dayDelta(dayAgo(5))).toEqual({ orders: 0, revenue: 0 });
    expect(dayDelta(dayAgo(0))).toEqual({ orders: 2, revenue: todayRevenue });
    expect(after.daily.some((d) => d.day === dayAgo(40))).toBe(false);
    // The periods and the chart agree: each period is the sum of its days.
    const sum = (days: DashboardResponse['daily']) =>
      days.reduce((s, d) => ({ orders: s.orders + d.orders, revenue: s.revenue + d.revenue }), {
        orders: 0,
        revenue: 0,
      });
    expect(sum(after.daily)).toEqual(after.sales.last30Days);
    expect(sum(after.daily.slice(-7))).toEqual(after.sales.last7Days);
    expect(sum(after.daily.slice(-1))).toEqual(after.sales.today);

    const statusDelta = (s: keyof DashboardResponse['ordersByStatus']) =>
      after.ordersByStatus[s] - before.ordersByStatus[s];
    // The statuses still show every order, the cancelled ones under their own.
    expect(statusDelta('Order Placed')).toBe(5);
    expect(statusDelta('Cancelled')).toBe(2);
    expect(statusDelta('Delivered')).toBe(0);
    expect(Object.keys(after.ordersByStatus)).toHaveLength(6);

    expect(after.unpaidMobileMoney.count - before.unpaidMobileMoney.count).toBe(1);
    expect(after.unpaidMobileMoney.orders[0]).toEqual({
      _id: mobile._id,
      amount: mobile.amount,
      customerName: 'Nyibol Garang',
      date: NOW.getTime() - 3_600_000,
      mobileProvider: 'MTN',
      mobileNumber: '+211921234567',
      transactionId: null,
    });
  });

  it('leaves confirmed and cancelled mobile-money orders out of the unpaid list', async () => {
    const buyer = await signUp(t.app, 'Lual Buyer');
    const before = await figures();
    const paid = await placeOrder(t.app, buyer.headers, {
      product,
      quantity: 1,
      mobileMoney: true,
    });
    const dropped = await placeOrder(t.app, buyer.headers, {
      product,
      quantity: 1,
      mobileMoney: true,
    });
    expect((await figures()).unpaidMobileMoney.count).toBe(before.unpaidMobileMoney.count + 2);

    const confirm = await post(
      t.app,
      `/api/admin/orders/${paid._id}/confirm-payment`,
      admin.headers,
      {
        transactionId: 'MP240101.1234',
      },
    );
    expect(confirm.statusCode).toBe(200);
    await setOrderStatus(t.app, admin.headers, dropped._id, 'Cancelled');
    const after = await figures();
    expect(after.unpaidMobileMoney.count).toBe(before.unpaidMobileMoney.count);
    expect(after.unpaidMobileMoney.orders.map((o) => o._id)).not.toContain(paid._id);
  });

  it('shows pending reviews and the newest customers, never an account secret', async () => {
    const before = await figures();
    const writer = await signUp(t.app, 'Abuk Reviewer');
    await writeReview(t.app, writer.headers, product._id);
    const staff = await signUpAdmin(t.app, t.db, 'Garang Staff');

    const res = await dashboard(admin.headers);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const after = dashboardResponseSchema.parse(res.json());
    expect(after.pendingReviews.count).toBe(before.pendingReviews.count + 1);
    expect(after.newestCustomers).toHaveLength(5);
    // Staff accounts are not customers, however new.
    expect(after.newestCustomers[0]).toMatchObject({ name: 'Abuk Reviewer', email: writer.email });
    expect(after.newestCustomers.map((c) => c.email)).not.toContain(staff.email);
    expect(res.body).not.toMatch(/passwordHash|password_hash|tokenVersion|argon2/i);
  });

  it('counts unread messages (archived ones left out) and confirmed and pending subscribers', async () => {
    const before = await figures();
    await sendContactMessage(t.app, t.db); // stays unread
    const read = await sendContactMessage(t.app, t.db);
    const archived = await sendContactMessage(t.app, t.db);
    const mark = (id: string, body: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/messages/${id}`,
        headers: admin.headers,
        payload: body,
      });
    expect((await mark(read.id, { read: true })).statusCode).toBe(200);
    expect((await mark(archived.id, { archived: true })).statusCode).toBe(200);

    const signUpForNews = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: `news.${newId()}@example.org` },
      remoteAddress: randomClientAddress(),
    });
    expect(signUpForNews.statusCode).toBe(200);
    await t.db.insert(newsletterSubscribers).values([
      { id: newId(), email: `reader.${newId()}@example.org`, status: 'confirmed' },
      { id: newId(), email: `gone.${newId()}@example.org`, status: 'unsubscribed' },
    ]);

    const after = await figures();
    expect(after.unreadMessages.count).toBe(before.unreadMessages.count + 1);
    expect(after.subscribers).toEqual({
      confirmed: before.subscribers.confirmed + 1,
      pending: before.subscribers.pending + 1,
      bouncing: before.subscribers.bouncing,
    });
  });
});

describe('GET /api/admin/dashboard: low stock', () => {
  let k: Awaited<ReturnType<typeof adminKit>>;
  beforeAll(async () => {
    k = await adminKit(t);
    // The seeded catalogue's opening stock aside: only this block's products are counted.
    await t.db.update(products).set({ trackStock: false });
  });

  async function threshold(units: number) {
    const read = await t.app.inject({ url: '/api/admin/settings', headers: admin.headers });
    const { currency: _c, ...settings } = read.json().settings as ShopSettings;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: { ...settings, lowStockThreshold: units },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  async function created(overrides: Partial<ProductInput>) {
    const res = await k.create(k.form({ trackStock: true, ...overrides }));
    expect(res.statusCode, res.body).toBe(200);
    return adminProductResponseSchema.parse(res.json()).product;
  }

  it('lists the sizes of tracked products in the shop at or below the threshold, fewest first', async () => {
    await threshold(3);
    const bags = await created({
      name: 'Low Cement',
      sizes: ['25 kg', '50 kg', '10 kg'],
      unit: 'bag',
      stock: { '25 kg': 3, '50 kg': 0, '10 kg': 10 },
    });
    const single = await created({ name: 'Low Generator', sizes: [], stock: { Standard: 1 } });
    await created({ name: 'Low Untracked', trackStock: false, sizes: ['A'] });
    const gone = await created({ name: 'Low Archived', sizes: ['A'], stock: { A: 0 } });
    await k.archive(gone._id, 'archive');

    const { lowStock } = await figures();
    const item = (p: typeof bags, size: string, left: number) => ({
      _id: p._id,
      name: p.name,
      size,
      left,
      unit: p.unit,
      image: p.image[0],
    });
    expect(lowStock).toEqual({
      threshold: 3,
      count: 3,
      items: [item(bags, '50 kg', 0), item(single, 'Standard', 1), item(bags, '25 kg', 3)],
    });

    await threshold(0);
    expect((await figures()).lowStock).toEqual({
      threshold: 0,
      count: 1,
      items: [item(bags, '50 kg', 0)],
    });
  });

  it(`counts every low size but lists the first ${LOW_STOCK_LIST_SIZE}`, async () => {
    await threshold(5);
    const sizes = Array.from({ length: 20 }, (_, i) => `S${i + 1}`);
    await created({
      name: 'Low Many Sizes',
      sizes,
      stock: Object.fromEntries(sizes.map((s, i) => [s, i % 4])),
    });
    const { lowStock } = await figures();
    expect(lowStock.items).toHaveLength(LOW_STOCK_LIST_SIZE);
    expect(lowStock.count).toBeGreaterThan(LOW_STOCK_LIST_SIZE);
    const left = lowStock.items.map((i) => i.left);
    expect(left).toEqual([...left].sort((a, b) => a - b));
  });
});
