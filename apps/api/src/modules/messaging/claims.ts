// The worker's statements on the text outbox: the claims and marks every outbox shares
// (db/outbox-claims.ts), and what is the text messages' own: the provider's id once sent, the
// day's caps, the opt-outs, and the providers' delivery reports.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { TEXT_MESSAGES, type TextChannel } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { outboxClaims, type Claim } from '../../db/outbox-claims.ts';
import { textDailyCounts, textOptOuts, textOutbox } from '../../db/schema.ts';
import { shopDay } from '../../lib/shop-day.ts';

export type TextRow = typeof textOutbox.$inferSelect;

export const textClaims = outboxClaims(textOutbox);

/** The provider took it: sent, under the provider's id its callbacks will name. */
export async function markTextSent(db: Db, claim: Claim, providerId: string): Promise<boolean> {
  const row = await textClaims.settle(
    db,
    claim,
    { status: 'sent', sentAt: sql`now()`, providerMessageId: providerId, lastError: null },
    ['sending', 'failed'],
  );
  return row !== undefined;
}

export const failTextsInterrupted = (db: Db, leaseMs: number) =>
  textClaims.failInterrupted(db, leaseMs, TEXT_MESSAGES.interrupted);

/** Whether the number asked for no more messages. */
export async function hasOptedOut(db: Db, number: string): Promise<boolean> {
  const [row] = await db
    .select({ number: textOptOuts.number })
    .from(textOptOuts)
    .where(eq(textOptOuts.number, number))
    .limit(1);
  return row !== undefined;
}

/**
 * Records that a number wants no more messages, and fails those still waiting for it, in one
 * transaction. Answers whether the number was new to the list.
 */
export async function recordOptOut(db: Db, number: string, source: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(textOptOuts)
      .values({ number, source })
      .onConflictDoNothing()
      .returning({ number: textOptOuts.number });
    await tx
      .update(textOutbox)
      .set({ status: 'failed', lastError: TEXT_MESSAGES.optedOut })
      .where(and(eq(textOutbox.to, number), eq(textOutbox.status, 'pending')));
    return added.length > 0;
  });
}

/**
 * A number that wrote START again after a STOP: messages may reach it again. `sources` are the
 * opt-outs START ends (an SMS's, whether the shop or the gateway recorded it; never a WhatsApp
 * block).
 */
export async function forgetOptOut(db: Db, number: string, sources: string[]): Promise<boolean> {
  const gone = await db
    .delete(textOptOuts)
    .where(and(eq(textOptOuts.number, number), inArray(textOptOuts.source, sources)))
    .returning({ number: textOptOuts.number });
  return gone.length > 0;
}

/** Takes one message from a day's count of `scope` when it is under `cap`; false when it is not. */
async function takeOne(tx: Db, day: string, scope: string, cap: number): Promise<boolean> {
  const taken = await tx
    .insert(textDailyCounts)
    .values({ day, scope, sent: 1 })
    .onConflictDoUpdate({
      target: [textDailyCounts.day, textDailyCounts.scope],
      set: { sent: sql`${textDailyCounts.sent} + 1` },
      setWhere: sql`${textDailyCounts.sent} < ${cap}`,
    })
    .returning({ sent: textDailyCounts.sent });
  return taken.length > 0;
}

export interface Caps {
  perNumberPerDay: number;
  perShopPerDay: number;
}

/**
 * Takes one message from today's count of the shop and of the number, both or neither: each
 * upsert locks its row, so workers of every instance taking at once are counted one after the
 * other and never pass the cap. False when either is used up (the message is not sent). A
 * message that already holds a place today (an earlier try had no answer: the provider may have
 * taken it, so the place was kept) keeps it and takes no second one.
 */
export async function takeFromCaps(
  db: Db,
  message: Pick<TextRow, 'id' | 'to' | 'capDay'>,
  caps: Caps,
  at = new Date(),
) {
  const day = shopDay(at);
  if (message.capDay === day) return true;
  return db
    .transaction(async (tx) => {
      if (!(await takeOne(tx, day, 'shop', caps.perShopPerDay))) throw CAPPED;
      if (!(await takeOne(tx, day, message.to, caps.perNumberPerDay))) throw CAPPED;
      await tx.update(textOutbox).set({ capDay: day }).where(eq(textOutbox.id, message.id));
      return true;
    })
    .catch((err: unknown) => {
      if (err === CAPPED) return false;
      throw err;
    });
}

/** Gives back what takeFromCaps took, for a message the provider surely did not take. */
export async function giveBackToCaps(db: Db, message: Pick<TextRow, 'id' | 'to'>) {
  await db.transaction(async (tx) => {
    const [held] = await tx
      .select({ day: textOutbox.capDay })
      .from(textOutbox)
      .where(eq(textOutbox.id, message.id))
      .for('update');
    // Given back to the day it was taken on, and once.
    if (!held?.day) return;
    await tx.update(textOutbox).set({ capDay: null }).where(eq(textOutbox.id, message.id));
    await tx
      .update(textDailyCounts)
      .set({ sent: sql`greatest(${textDailyCounts.sent} - 1, 0)` })
      .where(
        and(
          eq(textDailyCounts.day, held.day),
          inArray(textDailyCounts.scope, ['shop', message.to]),
        ),
      );
  });
}

const CAPPED = new Error('capped');

/** A provider's report of a message it was given: sent, delivered, or failed (with why). */
export type DeliveryReport =
  | { status: 'sent' }
  | { status: 'delivered' }
  | { status: 'failed'; error: string };

/**
 * Applies a provider's report to the message it names, only if the shop sent one under that id:
 * false for an id it never gave out. A report never moves a message back (a late 'sent' after
 * 'delivered' changes nothing); a failure after delivery is kept as delivered.
 */
export async function applyDeliveryReport(
  db: Db,
  channel: TextChannel,
  providerId: string,
  report: DeliveryReport,
): Promise<{ known: boolean; to?: string }> {
  const [row] = await db
    .select({ id: textOutbox.id, status: textOutbox.status, to: textOutbox.to })
    .from(textOutbox)
    .where(and(eq(textOutbox.channel, channel), eq(textOutbox.providerMessageId, providerId)))
    .limit(1);
  if (!row) return { known: false };
  const where = and(eq(textOutbox.id, row.id), inArray(textOutbox.status, fromStatuses(report)));
  if (report.status === 'delivered') {
    await db
      .update(textOutbox)
      .set({ status: 'delivered', deliveredAt: sql`now()`, lastError: null })
      .where(where);
  } else if (report.status === 'failed') {
    await db.update(textOutbox).set({ status: 'failed', lastError: report.error }).where(where);
  }
  return { known: true, to: row.to };
}

const fromStatuses = (report: DeliveryReport): ('sent' | 'sending' | 'failed')[] =>
  report.status === 'delivered' ? ['sending', 'sent', 'failed'] : ['sending', 'sent'];
