// Staff count days the way the shop lives them (Juba, UTC+2): an order placed at 23:30 UTC is
// already the next day's, on the dashboard and in the orders filter alike.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, Order, Product } from '@shop/contracts';
import { orders } from '../../db/schema.ts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { cheapestProduct, get, placeOrder } from '../../test/order-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { getDashboard } from './admin-service.ts';

// Years after the seed and every other order of this file's database: only these two count.
const NOW = new Date('2031-03-10T08:00:00Z'); // 10:00 on 10 March in Juba
const LATE = new Date('2031-03-09T23:30:00Z'); // 01:30 on 10 March in Juba
const EVENING = new Date('2031-03-09T21:30:00Z'); // 23:30 on 9 March in Juba

const t = useTestApp();
let admin: Headers;
let late: Order;
let evening: Order;
beforeAll(async () => {
  admin = (await signUpAdmin(t.app, t.db)).headers;
  const buyer = await signUp(t.app, 'Ayen Night Buyer');
  const product: Product = await cheapestProduct(t.app);
  late = await placeOrder(t.app, buyer.headers, { product, quantity: 2 });
  evening = await placeOrder(t.app, buyer.headers, { product, quantity: 1 });
  await t.db.update(orders).set({ createdAt: LATE }).where(eq(orders.id, late._id));
  await t.db.update(orders).set({ createdAt: EVENING }).where(eq(orders.id, evening._id));
});

describe('shop days (Juba time)', () => {
  it('counts an order placed at 23:30 UTC for the next Juba day on the dashboard', async () => {
    const figures = await getDashboard(t.db, NOW);
    expect(figures.sales.today).toEqual({ orders: 1, revenue: late.amount });
    expect(figures.sales.last7Days).toEqual({
      orders: 2,
      revenue: late.amount + evening.amount,
    });
    expect(figures.daily.at(-1)).toEqual({ day: '2031-03-10', orders: 1, revenue: late.amount });
    expect(figures.daily.at(-2)).toEqual({
      day: '2031-03-09',
      orders: 1,
      revenue: evening.amount,
    });
    expect(figures.daily[0]!.day).toBe('2031-02-09');
  });

  it('filters the staff order list by Juba days', async () => {
    const ids = async (query: string) => {
      const res = await get(t.app, `/api/admin/orders?${query}`, admin);
      expect(res.statusCode).toBe(200);
      return res.json<{ orders: AdminOrder[] }>().orders.map((o) => o._id);
    };
    expect(await ids('from=2031-03-10&to=2031-03-10')).toEqual([late._id]);
    expect(await ids('from=2031-03-09&to=2031-03-09')).toEqual([evening._id]);
    expect(await ids('from=2031-03-09')).toEqual([late._id, evening._id]);
  });
});
