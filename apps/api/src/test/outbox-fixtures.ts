// The mail outbox as tests read it: what a request wrote, whatever the worker did with it since.
import { asc } from 'drizzle-orm';
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
