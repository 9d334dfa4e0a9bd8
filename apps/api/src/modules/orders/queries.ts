import { and, count, desc, eq, gte, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminOrdersQuerySchema } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { orders, users } from '../../db/schema.ts';

export type AdminOrdersFilters = z.output<typeof adminOrdersQuerySchema>;

const DAY_MS = 86_400_000;

/** LIKE treats % and _ as wildcards; a search for them means the characters themselves. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The free-text search of the staff's order list: an order number (the end of the id, any
 * case, with or without '#'), a customer's first or last name (or both), or phone digits in any
 * spelling (0921..., +211 921..., 921...).
 */
function searchCondition(q: string): SQL | undefined {
  const conditions: SQL[] = [];
  const suffix = q.replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{1,24}$/.test(suffix)) {
    conditions.push(sql`${orders.id} LIKE ${`%${likeEscape(suffix)}`}`);
  }
  const name = sql`(${orders.address}->>'firstName') || ' ' || (${orders.address}->>'lastName')`;
  conditions.push(sql`${name} ILIKE ${`%${likeEscape(q)}%`}`);
  const digits = q.replace(/\D/g, '').replace(/^(?:211|0)/, '');
  if (digits.length >= 3 && /^[\d\s\-+().]+$/.test(q)) {
    conditions.push(
      sql`regexp_replace(${orders.address}->>'phone', '\\D', '', 'g') LIKE ${`%${digits}%`}`,
    );
  }
  return or(...conditions);
}

/** Every filter of `GET /api/admin/orders`, as SQL (dates are whole UTC days, both inclusive). */
export function adminOrdersWhere(filters: AdminOrdersFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.paymentMethod) conditions.push(eq(orders.paymentMethod, filters.paymentMethod));
  if (filters.paid !== undefined) conditions.push(eq(orders.payment, filters.paid));
  if (filters.from) conditions.push(gte(orders.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) {
    const end = new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS);
    conditions.push(lt(orders.createdAt, end));
  }
  if (filters.q) conditions.push(searchCondition(filters.q));
  return and(...conditions);
}

const customerColumns = { id: users.id, name: users.name, email: users.email };

/** One page of orders with who placed them, newest first, and the count of every match. */
export async function findAdminOrders(
  db: Db,
  filters: AdminOrdersFilters,
  page: number,
  pageSize: number,
) {
  const where = adminOrdersWhere(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, customer: customerColumns })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findAdminOrder(db: Db, id: string) {
  const [row] = await db
    .select({ order: orders, customer: customerColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id))
    .limit(1);
  return row;
}

/** Another paid order that used this transaction id, if any (one payment pays one order). */
export async function findPaidByTransaction(db: Db, transactionId: string, exceptId: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.transactionId, transactionId),
        eq(orders.payment, true),
        ne(orders.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}
