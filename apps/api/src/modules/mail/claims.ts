// The worker's statements on the outbox. Every one is a single guarded statement, so workers of
// any number of instances (PostgreSQL) or one process (PGlite) can run them at the same time.
import { MAIL_MESSAGES, type MailKind } from '@shop/contracts';
import { and, asc, count, eq, inArray, lt, lte, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages, mailOutbox } from '../../db/schema.ts';
import type { RefusalListener } from './outbox.ts';
import { REMOVED_TOKEN, SECRET_LINK_SQL_PATTERN } from './secret-links.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** A column's text with the tokens of acting links removed, in SQL. */
const scrubbed = (column: SQLWrapper) =>
  sql<string>`regexp_replace(${column}, ${SECRET_LINK_SQL_PATTERN}, ${`\\1${REMOVED_TOKEN}`}, 'g')`;

/**
 * The columns of a message with the tokens of its links removed (secret-links.ts). Set when it is
 * sent, and when it fails for good: a failed message waits for staff, maybe for weeks, and its
 * link is no one's business but the recipient's (a Retry cannot bring the link back, so it is
 * refused for such a message: admin-service.ts).
 */
const withoutTokens = () => ({
  text: scrubbed(mailOutbox.text),
  html: scrubbed(mailOutbox.html),
  headers: sql`${scrubbed(sql`${mailOutbox.headers}::text`)}::jsonb`,
});

/** What identifies one claim of a row: a later claim (after a staff retry) counts again. */
export type Claim = Pick<OutboxRow, 'id' | 'claimedBy' | 'attempts'>;

const byClaim = (claim: Claim) =>
  and(
    eq(mailOutbox.id, claim.id),
    eq(mailOutbox.claimedBy, claim.claimedBy ?? ''),
    eq(mailOutbox.attempts, claim.attempts),
  );

/**
 * Takes up to `limit` due messages for this worker: pending -> sending, one more attempt. The
 * rows are locked by FOR UPDATE SKIP LOCKED, so two workers claiming at once take different
 * rows, never the same one; the outer status check refuses a row another worker claimed and
 * committed since this statement's snapshot.
 */
export function claimDue(db: Db, claimer: string, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      claimedAt: sql`now()`,
      claimedBy: claimer,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(and(inArray(mailOutbox.id, due), eq(mailOutbox.status, 'pending')))
    .returning();
}

/**
 * The mail server took the message. A contact message's copy marks the message e-mailed in the
 * same transaction. A claim whose lease ran out meanwhile (marked failed as interrupted) is still
 * recorded as sent, so staff are not asked to retry a message that went out.
 */
export async function markSent(db: Db, claim: Claim): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(mailOutbox)
      .set({
        status: 'sent',
        sentAt: sql`now()`,
        lastError: null,
        // Sent: the tokens of its links are the recipient's alone now.
        ...withoutTokens(),
      })
      .where(and(byClaim(claim), inArray(mailOutbox.status, ['sending', 'failed'])))
      .returning({ contactMessageId: mailOutbox.contactMessageId });
    if (row?.contactMessageId) {
      await tx
        .update(contactMessages)
        .set({ emailedAt: sql`now()` })
        .where(eq(contactMessages.id, row.contactMessageId));
    }
    return row !== undefined;
  });
}

/** The try failed: pending again, due after `delayMs`. */
export async function markForRetry(db: Db, claim: Claim, error: string, delayMs: number) {
  await db
    .update(mailOutbox)
    .set({
      status: 'pending',
      lastError: error,
      nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
    })
    .where(and(byClaim(claim), eq(mailOutbox.status, 'sending')));
}

/**
 * Given up (too many tries, or refused for good): staff see it on the Mail page, and may retry
 * it unless its links' tokens had to go.
 */
export async function markFailed(db: Db, claim: Claim, error: string) {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', lastError: error, ...withoutTokens() })
    .where(and(byClaim(claim), eq(mailOutbox.status, 'sending')));
}

/**
 * Refused for good by the mail server (SMTP 5xx): failed as markFailed does, and in the same
 * transaction each listener of the message's kind records what the refusal means to it.
 */
export async function markRefused(
  db: Db,
  claim: Claim & Pick<OutboxRow, 'kind' | 'to'>,
  error: string,
  listeners: readonly { kinds: readonly MailKind[]; listener: RefusalListener }[],
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(mailOutbox)
      .set({ status: 'failed', lastError: error, ...withoutTokens() })
      .where(and(byClaim(claim), eq(mailOutbox.status, 'sending')))
      .returning({ id: mailOutbox.id });
    if (!row) return;
    for (const { kinds, listener } of listeners) {
      if (kinds.includes(claim.kind))
        await listener(tx, { id: claim.id, kind: claim.kind, to: claim.to });
    }
  });
}

/**
 * Messages claimed longer ago than the lease and never marked: their worker stopped mid-send
 * (the process died). Whether the mail server took them is unknown, so they are not sent again
 * by themselves (at most once): they fail, and staff decide.
 */
export function failInterrupted(db: Db, leaseMs: number) {
  return db
    .update(mailOutbox)
    .set({ status: 'failed', lastError: MAIL_MESSAGES.interrupted, ...withoutTokens() })
    .where(
      and(
        eq(mailOutbox.status, 'sending'),
        lt(mailOutbox.claimedAt, sql`now() - make_interval(secs => ${leaseMs / 1000})`),
      ),
    )
    .returning({ id: mailOutbox.id, to: mailOutbox.to, kind: mailOutbox.kind });
}

/** Messages due now or being sent: what `flush` waits for. */
export async function countDue(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
        eq(mailOutbox.status, 'sending'),
      ),
    );
  return row?.n ?? 0;
}

/** Messages not sent yet, waiting or being sent: the queue's depth. */
export async function countPending(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'sending']));
  return row?.n ?? 0;
}

/** Messages given up on: they wait for staff (the Mail page's Retry). */
export async function countFailed(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'failed'));
  return row?.n ?? 0;
}
