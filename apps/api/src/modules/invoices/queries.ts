import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceCounters, invoices, orders, users } from '../../db/schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The order's invoice with the order's status now, if one was issued. */
export async function findInvoiceOfOrder(db: Db, orderId: string) {
  const [row] = await db
    .select({ invoice: invoices, orderStatus: orders.status })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.orderId, orderId))
    .limit(1);
  return row;
}

export async function orderExists(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  return row !== undefined;
}

/**
 * The order an invoice is made from, with who placed it. Its row is held FOR SHARE until the
 * issuing transaction ends, so the order cannot be cancelled (or its lines changed) between this
 * read and the invoice's insert; reading the orders' table is allowed to any module
 * (docs/architecture.md, "Who writes which table"), and this lock writes nothing.
 */
export async function findOrderToInvoice(db: Db, orderId: string) {
  const [row] = await db
    .select({ order: orders, customer: { id: users.id, name: users.name, email: users.email } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .for('share', { of: orders });
  return row;
}

/**
 * The next number of this year's sequence. The UPSERT takes the counter row's lock until the
 * transaction ends: issues wait for each other here, and a rolled-back issue gives its number
 * back, so the sequence has no gap (a PostgreSQL sequence would leave one).
 */
export async function takeNextSequence(tx: Db, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  return row!.last;
}

export async function insertInvoice(tx: Db, values: typeof invoices.$inferInsert) {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row!;
}
