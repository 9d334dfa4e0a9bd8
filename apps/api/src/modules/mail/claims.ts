// The worker's statements on the outbox. Every one is a single guarded statement, so workers of
// any number of instances (PostgreSQL) or one process (PGlite) can run them at the same time.
import { MAIL_MESSAGES, type MailKind } from '@shop/contracts';
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxClaims, type Claim } from '../../db/outbox-claims.ts';
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

export type { Claim };

/** The statements every outbox is sent by (db/outbox-claims.ts), on this one. */
const claims = outboxClaims(mailOutbox);

/** Takes up to `limit` due messages for this worker (db/outbox-claims.ts, claimDue). */
export const claimDue = (db: Db, claimer: string, limit: number): Promise<OutboxRow[]> =>
  claims.claimDue(db, claimer, limit);

/**
 * The mail server took the message. A contact message's copy marks the message e-mailed in the
 * same transaction. A claim whose lease ran out meanwhile (marked failed as interrupted) is still
 * recorded as sent, so staff are not asked to retry a message that went out.
 */
export async function markSent(db: Db, claim: Claim): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await claims.settle(
      tx,
      claim,
      {
        status: 'sent',
        sentAt: sql`now()`,
        lastError: null,
        // Sent: the tokens of its links are the recipient's alone now.
        ...withoutTokens(),
      },
      ['sending', 'failed'],
    );
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
export const markForRetry = (db: Db, claim: Claim, error: string, delayMs: number) =>
  claims.markForRetry(db, claim, error, delayMs);

/**
 * Given up (too many tries, or refused for good): staff see it on the Mail page, and may retry
 * it unless its links' tokens had to go.
 */
export async function markFailed(db: Db, claim: Claim, error: string) {
  await claims.settle(db, claim, { status: 'failed', lastError: error, ...withoutTokens() });
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
    const row = await claims.settle(tx, claim, {
      status: 'failed',
      lastError: error,
      ...withoutTokens(),
    });
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
export const failInterrupted = (db: Db, leaseMs: number) =>
  claims.failInterrupted(db, leaseMs, MAIL_MESSAGES.interrupted, withoutTokens());

/** Messages due now or being sent: what `flush` waits for. */
export const countDue = (db: Db) => claims.countDue(db);

/** A failed message due again now, with a full set of tries (Retry; db/outbox-claims.ts). */
export const requeueFailed = (db: Pick<Db, 'update'>, id: string) => claims.requeueFailed(db, id);

/** Messages not sent yet, waiting or being sent: the queue's depth. */
export const countPending = (db: Db) => claims.countIn(db, ['pending', 'sending']);

/** Messages given up on: they wait for staff (the Mail page's Retry). */
export const countFailed = (db: Db) => claims.countIn(db, ['failed']);
