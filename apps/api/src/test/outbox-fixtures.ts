// The mail outbox as tests read it: what a request wrote, whatever the worker did with it since.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Every message of the outbox, oldest first. */
export const outboxRows = (db: Db): Promise<OutboxRow[]> =>
  db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));

/** The messages written while `action` ran (by any request), oldest first. */
export async function mailWrittenDuring(db: Db, action: () => Promise<unknown>) {
  const before = new Set((await outboxRows(db)).map((row) => row.id));
  await action();
  return (await outboxRows(db)).filter((row) => !before.has(row.id));
}

/**
 * Makes the status-change e-mails held for their undo window (STATUS_UNDO_SECONDS) due now, as
 * they are once the window has passed: for tests about what those e-mails say.
 */
export async function releaseHeldStatusMail(db: Db) {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(mailOutbox.kind, 'status-change'),
        eq(mailOutbox.status, 'pending'),
        gt(mailOutbox.nextAttemptAt, sql`now()`),
      ),
    );
}
