import { and, count, desc, eq, gte, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminOrdersQuerySchema } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import {
  invoices,
  newsletterCampaigns as campaigns,
  orders,
  users,
  type OrderStatusChange,
} from '../../db/schema.ts';
import { addDays, shopDayStart } from '../../lib/shop-day.ts';
import { containsPattern, endsWithPattern } from '../../lib/sql-like.ts';
import type { OrderRow } from './order-mapper.ts';

export type AdminOrdersFilters = z.output<typeof adminOrdersQuerySchema>;

/**
 * The free-text search of the staff's order list: an order number (the end of the id, any
 * case, with or without '#'), a customer's first or last name (or both), or phone digits in any
 * spelling (0921..., +211 921..., 921...).
 */
function searchCondition(q: string): SQL | undefined {
  const conditions: SQL[] = [];
  const suffix = q.replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{1,24}$/.test(suffix)) {
    conditions.push(sql`${orders.id} LIKE ${endsWithPattern(suffix)}`);
  }
  const name = sql`(${orders.address}->>'firstName') || ' ' || (${orders.address}->>'lastName')`;
  conditions.push(sql`${name} ILIKE ${containsPattern(q)}`);
  const digits = q.replace(/\D/g, '').replace(/^(?:211|0)/, '');
  if (digits.length >= 3 && /^[\d\s\-+().]+$/.test(q)) {
    conditions.push(
      sql`regexp_replace(${orders.address}->>'phone', '\\D', '', 'g') LIKE ${containsPattern(digits)}`,
    );
  }
  return or(...conditions);
}

/** Every filter of `GET /api/admin/orders`, as SQL (dates are whole shop days, Juba time, both inclusive). */
export function adminOrdersWhere(filters: AdminOrdersFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.paymentMethod) conditions.push(eq(orders.paymentMethod, filters.paymentMethod));
  if (filters.paid !== undefined) conditions.push(eq(orders.payment, filters.paid));
  if (filters.from) conditions.push(gte(orders.createdAt, shopDayStart(filters.from)));
  if (filters.to) conditions.push(lt(orders.createdAt, shopDayStart(addDays(filters.to, 1))));
  if (filters.q) conditions.push(searchCondition(filters.q));
  return and(...conditions);
}

/** An order to insert; its campaign may be a look-up (campaignOfCookie) rather than an id. */
export type NewOrder = Omit<typeof orders.$inferInsert, 'campaignId'> & { campaignId?: SQL | null };

/**
 * The campaign an order is counted for (docs/decisions/0061): the campaign cookie's id when it
 * names a campaign that has gone out, read in the INSERT itself (the newsletter's table only
 * read); null for no cookie, and a forged or deleted campaign's id is null too, never an error.
 */
export function campaignOfCookie(campaignId: string | undefined): SQL | null {
  if (!campaignId) return null;
  return sql`(select ${campaigns.id} from ${campaigns} where ${campaigns.id} = ${campaignId} and ${campaigns.status} in ('sending', 'sent', 'cancelled'))`;
}

/** The customer's order placed with this Idempotency-Key, if any. */
export async function findOrderByKey(db: Db, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** One order, only if this customer placed it. */
export async function findOwnOrder(db: Db, userId: string, orderId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return row;
}

/** One order, its row locked until the transaction ends (a payment settles one at a time). */
export async function findOrderForUpdate(db: Db, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** The customer's own orders, newest first. */
export function findUserOrders(db: Db, userId: string) {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** Inserts an order; nothing (undefined) when one with its idempotency key already exists. */
export async function insertOrder(db: Db, values: NewOrder): Promise<OrderRow | undefined> {
  const [row] = await db.insert(orders).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Saves the transaction id the customer reported (a correction with its history entry), only
 * while their mobile money order still waits for its payment in the status that was read and
 * still has the id `previous` that was read: the UPDATE checks it itself, so a payment confirmed
 * or an order cancelled a moment ago is never overwritten, and of two reports sent at once only
 * one is the first. Undefined when the order changed meanwhile.
 */
export async function saveReportedTransaction(
  db: Db,
  userId: string,
  orderId: string,
  report: {
    previous: string | null;
    status: string;
    transactionId: string;
    entry?: OrderStatusChange;
    at: Date;
  },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({
      transactionId: report.transactionId,
      ...(report.entry ? { statusHistory: appendHistory(report.entry) } : {}),
      updatedAt: report.at,
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.userId, userId),
        eq(orders.paymentMethod, 'mobile_money'),
        eq(orders.payment, false),
        eq(orders.status, report.status),
        ne(orders.status, 'Cancelled'),
        report.previous === null
          ? isNull(orders.transactionId)
          : eq(orders.transactionId, report.previous),
      ),
    )
    .returning();
  return row;
}

/** Appends to the history inside the UPDATE, so a change made at the same moment is not lost. */
export const appendHistory = (entry: OrderStatusChange) =>
  sql`${orders.statusHistory} || ${JSON.stringify([entry])}::jsonb`;

/**
 * Moves an order on from `from` with a history entry (and the cash payment it may record). The
 * WHERE repeats the status that was checked: when two staff members act at once only one change
 * applies; undefined for the other.
 */
export async function updateStatusIfStill(
  db: Db,
  id: string,
  from: string,
  change: { status: string; entry: OrderStatusChange; at: Date; paidInCash: boolean },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({
      status: change.status,
      statusHistory: appendHistory(change.entry),
      updatedAt: change.at,
      ...(change.paidInCash ? { payment: true, paidAt: change.at } : {}),
    })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning();
  return row;
}

/**
 * Takes back the last status change: the order goes back to `to` with `history` (the entries
 * before the change), unpaid again when the change had marked it paid in cash. Only while the
 * order is still in `from` with as many entries as were read; undefined when it changed meanwhile.
 */
export async function revertStatusIfStill(
  db: Db,
  id: string,
  change: {
    from: string;
    to: string;
    history: OrderStatusChange[];
    entriesRead: number;
    unpay: boolean;
    at: Date;
  },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({
      status: change.to,
      statusHistory: change.history,
      updatedAt: change.at,
      ...(change.unpay ? { payment: false, paidAt: null } : {}),
    })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.status, change.from),
        sql`jsonb_array_length(${orders.statusHistory}) = ${change.entriesRead}`,
      ),
    )
    .returning();
  return row;
}

/** What staff (or an operator) saw arrive: the transaction, the SSP received, its history entry. */
interface ReceivedPayment {
  transactionId: string;
  amountReceived: number;
  entry: OrderStatusChange;
  at: Date;
}

/**
 * Records a payment on an unpaid order with a history entry, only if it is still in `status` and
 * unpaid (see updateStatusIfStill); undefined when it changed meanwhile. `paid`: the order is
 * paid by it; otherwise what arrived fell short and the order stays unpaid.
 */
async function recordPaymentIfStill(
  db: Db,
  id: string,
  status: string,
  payment: ReceivedPayment,
  paid: boolean,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({
      ...(paid ? { payment: true, paidAt: payment.at } : {}),
      transactionId: payment.transactionId,
      amountReceived: payment.amountReceived,
      statusHistory: appendHistory(payment.entry),
      updatedAt: payment.at,
    })
    .where(and(eq(orders.id, id), eq(orders.status, status), eq(orders.payment, false)))
    .returning();
  return row;
}

/** Marks an unpaid order paid (see recordPaymentIfStill). */
export const markPaidIfStill = (db: Db, id: string, status: string, payment: ReceivedPayment) =>
  recordPaymentIfStill(db, id, status, payment, true);

/** Keeps a payment short of the amount, the order still unpaid (see recordPaymentIfStill). */
export const recordReceivedIfStill = (
  db: Db,
  id: string,
  status: string,
  payment: ReceivedPayment,
) => recordPaymentIfStill(db, id, status, payment, false);

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

/** The unique index on the transaction id of paid orders (src/db/schema.ts). */
export const PAID_TRANSACTION_INDEX = 'orders_paid_transaction_idx';

// Kept here too: the orders' tests and staff service import it from this module.
export { isUniqueViolation } from '../../lib/unique-violation.ts';

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

/**
 * One page of the orders CSV (the list's filters, newest first, after the row `afterId`), with
 * who placed each order and its invoice number, if it has one (docs/decisions/0067).
 */
export function findExportPage(
  db: Db,
  filters: AdminOrdersFilters,
  afterId: string | null,
  limit: number,
) {
  const after: SQL | undefined = afterId
    ? sql`(${orders.createdAt}, ${orders.id}) < (select o.created_at, o.id from ${orders} o where o.id = ${afterId})`
    : undefined;
  return db
    .select({
      id: orders.id,
      order: orders,
      customer: customerColumns,
      invoice: invoices.number,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(and(adminOrdersWhere(filters), after))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
export type ExportRow = Awaited<ReturnType<typeof findExportPage>>[number];

/** Saves an order's edited lines and totals with a history entry (its row locked by the caller). */
export async function saveEditedLines(
  tx: Db,
  id: string,
  values: Pick<
    typeof orders.$inferInsert,
    'items' | 'subtotal' | 'discount' | 'discountReason' | 'amount'
  > & { entry: OrderStatusChange },
) {
  const { entry, ...rest } = values;
  const [row] = await tx
    .update(orders)
    .set({ ...rest, statusHistory: appendHistory(entry), updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row;
}
