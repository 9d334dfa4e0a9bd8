// Order figures for the staff's dashboard and customer list, computed by the database
// (aggregates over indexed columns), never by reading every order into the server.
import { and, count, desc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_STATUSES,
  type CustomerTotals,
  type MobileMoneyProvider,
  type OrderStatus,
  type SalesPeriod,
  type UnpaidMobileMoneyOrder,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { addDays, shopDay, shopDayOf, shopDayStart } from '../../lib/shop-day.ts';

const notCancelled = sql`${orders.status} <> 'Cancelled'`;
/** Sum of amounts of orders that are not Cancelled, as a JS number (bigint sums are exact). */
const revenueWhere = (condition?: SQL) =>
  sql<number>`coalesce(sum(${orders.amount}) filter (where ${notCancelled}${
    condition ? sql` and ${condition}` : sql``
  }), 0)::bigint`.mapWith(Number);
/**
 * Orders that are not Cancelled, as the revenue counts them: the dashboard's caption says sales
 * leave cancelled orders out, so the counts beside the money do too (issue 31: "29 orders" with
 * 4 cancelled, and chart days of "1 order, SSP 0.00").
 */
const countWhere = (condition?: SQL) =>
  sql<number>`count(*) filter (where ${notCancelled}${
    condition ? sql` and ${condition}` : sql``
  })::int`.mapWith(Number);

/** The shop day an order was placed on (see lib/shop-day.ts). */
const placedDay = shopDayOf(orders.createdAt);

/** Orders (not Cancelled) and revenue of the shop's today, of its last 7 and of its last 30 days. */
export async function salesPeriods(
  db: Db,
  now: Date,
): Promise<{ today: SalesPeriod; last7Days: SalesPeriod; last30Days: SalesPeriod }> {
  const today = shopDay(now);
  // 'YYYY-MM-DD' days sort as text in calendar order.
  const since = (day: string) => sql`${placedDay} >= ${day}`;
  const week = addDays(today, -6);
  const month = addDays(today, -29);
  const [row] = await db
    .select({
      todayOrders: countWhere(since(today)),
      todayRevenue: revenueWhere(since(today)),
      weekOrders: countWhere(since(week)),
      weekRevenue: revenueWhere(since(week)),
      monthOrders: countWhere(),
      monthRevenue: revenueWhere(),
    })
    .from(orders)
    .where(gte(orders.createdAt, shopDayStart(month)));
  return {
    today: { orders: row?.todayOrders ?? 0, revenue: row?.todayRevenue ?? 0 },
    last7Days: { orders: row?.weekOrders ?? 0, revenue: row?.weekRevenue ?? 0 },
    last30Days: { orders: row?.monthOrders ?? 0, revenue: row?.monthRevenue ?? 0 },
  };
}

/**
 * One entry per shop day, oldest first, the last being today; days without orders are zeros.
 * Cancelled orders count on no day, as in salesPeriods.
 */
export async function dailySales(
  db: Db,
  now: Date,
  days: number,
): Promise<{ day: string; orders: number; revenue: number }[]> {
  const first = addDays(shopDay(now), -(days - 1));
  const rows = await db
    .select({ day: placedDay, orders: countWhere(), revenue: revenueWhere() })
    .from(orders)
    .where(gte(orders.createdAt, shopDayStart(first)))
    // By position: the day expression carries the zone as a parameter, and PostgreSQL does not
    // see two parameters of the same value as the same expression.
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: days }, (_, i) => {
    const key = addDays(first, i);
    const found = byDay.get(key);
    return { day: key, orders: found?.orders ?? 0, revenue: found?.revenue ?? 0 };
  });
}

/** How many orders are in each status right now, with 0 for the empty ones. */
export async function countOrdersByStatus(db: Db): Promise<Record<OrderStatus, number>> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .groupBy(orders.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const { status, n } of rows) {
    if (status in counts) counts[status as OrderStatus] = n;
  }
  return counts;
}

/** Mobile-money orders waiting for staff to confirm the payment (cancelled ones need none). */
export async function unpaidMobileMoney(
  db: Db,
  limit: number,
): Promise<{ count: number; orders: UnpaidMobileMoneyOrder[] }> {
  const where = and(
    eq(orders.paymentMethod, 'mobile_money'),
    eq(orders.payment, false),
    ne(orders.status, 'Cancelled'),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        amount: orders.amount,
        address: orders.address,
        createdAt: orders.createdAt,
        mobileProvider: orders.mobileProvider,
        mobileNumber: orders.mobileNumber,
        transactionId: orders.transactionId,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    count: total?.n ?? 0,
    orders: rows.map((r) => ({
      _id: r.id,
      amount: r.amount,
      customerName: `${r.address.firstName} ${r.address.lastName}`.trim(),
      date: r.createdAt.getTime(),
      mobileProvider: (r.mobileProvider as MobileMoneyProvider | null) ?? null,
      mobileNumber: r.mobileNumber,
      transactionId: r.transactionId,
    })),
  };
}

/**
 * Order count and money spent (orders not Cancelled) of each of these customers, in one grouped
 * query (index orders_user_created_idx); customers without orders get zeros.
 */
export async function orderTotalsByCustomer(
  db: Db,
  userIds: string[],
): Promise<Map<string, CustomerTotals>> {
  const totals = new Map<string, CustomerTotals>(
    userIds.map((id) => [id, { orders: 0, spent: 0 }]),
  );
  if (userIds.length === 0) return totals;
  const rows = await db
    .select({ userId: orders.userId, orders: count(), spent: revenueWhere() })
    .from(orders)
    .where(inArray(orders.userId, userIds))
    .groupBy(orders.userId);
  for (const r of rows) totals.set(r.userId, { orders: r.orders, spent: r.spent });
  return totals;
}

/**
 * The delivery phone of each customer's latest order that gave one, for accounts without a phone
 * of their own (most shoppers type it at checkout, never in their profile): staff call the number
 * the courier would. One DISTINCT ON query over orders_user_created_idx.
 */
export async function latestDeliveryPhones(
  db: Db,
  userIds: string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const phone = sql<string>`${orders.address}->>'phone'`;
  const rows = await db
    .selectDistinctOn([orders.userId], { userId: orders.userId, phone })
    .from(orders)
    .where(and(inArray(orders.userId, userIds), sql`coalesce(${phone}, '') <> ''`))
    .orderBy(orders.userId, desc(orders.createdAt), desc(orders.id));
  return new Map(rows.map((r) => [r.userId, r.phone]));
}
