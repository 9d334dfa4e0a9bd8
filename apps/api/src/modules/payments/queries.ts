// The statements on payment_attempts. Each change is one guarded statement (its WHERE repeats the
// state it expects), so workers of every instance and the callback can act at the same moment.
import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, paymentAttempts } from '../../db/schema.ts';

export type AttemptRow = typeof paymentAttempts.$inferSelect;
type NewAttempt = typeof paymentAttempts.$inferInsert;

const inMs = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** The order as a payment needs it; only the customer's own (reading across modules, 0008). */
export async function findOrderToPay(db: Db, userId: string, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      amount: orders.amount,
      paymentMethod: orders.paymentMethod,
      payment: orders.payment,
      status: orders.status,
      mobileNumber: orders.mobileNumber,
      mobileProvider: orders.mobileProvider,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return row;
}

/** Stores a new attempt; undefined when one of the order's is pending already (unique index). */
export async function insertAttempt(db: Db, values: NewAttempt): Promise<AttemptRow | undefined> {
  const [row] = await db.insert(paymentAttempts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findPendingAttempt(db: Db, orderId: string) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'pending')))
    .limit(1);
  return row;
}

/** An attempt with whether its order is paid, only if the order is this customer's. */
export async function findOwnAttempt(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ attempt: paymentAttempts, orderPaid: orders.payment })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(and(eq(paymentAttempts.id, id), eq(orders.userId, userId)))
    .limit(1);
  return row;
}

export async function findAttemptByReference(db: Db, provider: string, referenceId: string) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.referenceId, referenceId)),
    )
    .limit(1);
  return row;
}

export async function findAttempt(db: Db, id: string) {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)).limit(1);
  return row;
}

/** A pending attempt is asked about again after `delayMs`. */
export async function scheduleCheck(db: Db, id: string, delayMs: number) {
  await db
    .update(paymentAttempts)
    .set({ nextCheckAt: inMs(delayMs), updatedAt: sql`now()` })
    .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, 'pending')));
}

/** A pending attempt ends undecided or declined; nothing when it was settled meanwhile. */
export async function finishPending(
  db: Db,
  id: string,
  status: 'failed' | 'expired',
  reason: string,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .update(paymentAttempts)
    .set({ status, reason, updatedAt: sql`now()` })
    .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, 'pending')))
    .returning();
  return row;
}

/**
 * The operator says the money moved: successful, from any other state (a late approval of an
 * expired attempt counts too). Only one caller gets the row back, however many ask at once: the
 * others wait on its lock and then find it successful.
 */
export async function markSuccessful(db: Db, id: string, transactionId: string | null) {
  const [row] = await db
    .update(paymentAttempts)
    .set({
      status: 'successful',
      reason: null,
      providerTransactionId: transactionId,
      updatedAt: sql`now()`,
    })
    .where(and(eq(paymentAttempts.id, id), ne(paymentAttempts.status, 'successful')))
    .returning();
  return row;
}

/** What staff must know about a success whose order was not marked paid. */
export async function setReason(db: Db, id: string, reason: string) {
  await db.update(paymentAttempts).set({ reason }).where(eq(paymentAttempts.id, id));
}

/**
 * Takes up to `limit` due pending attempts for this worker and pushes their next ask on by the
 * lease, one more check each. FOR UPDATE SKIP LOCKED: two workers claiming at once take different
 * rows; the outer status check refuses a row settled since this statement's snapshot.
 */
export function claimDue(db: Db, claimer: string, limit: number, leaseMs: number) {
  const due = db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.status, 'pending'), lte(paymentAttempts.nextCheckAt, sql`now()`)))
    .orderBy(asc(paymentAttempts.nextCheckAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(paymentAttempts)
    .set({
      nextCheckAt: inMs(leaseMs),
      checks: sql`${paymentAttempts.checks} + 1`,
      claimedBy: claimer,
      updatedAt: sql`now()`,
    })
    .where(and(inArray(paymentAttempts.id, due), eq(paymentAttempts.status, 'pending')))
    .returning();
}
