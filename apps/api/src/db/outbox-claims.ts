// The statements both outboxes (mail_outbox, text_outbox) are sent by: a worker claims due rows
// with FOR UPDATE SKIP LOCKED and marks each one under its claim, so workers of any number of
// instances (PostgreSQL) or one process (PGlite) never send a row twice
// (docs/decisions/0033-mail-outbox.md; docs/decisions/0066-order-updates-by-sms-and-whatsapp.md).
// Every statement is a single guarded statement; the table is a parameter, the rules are one.
import { and, asc, count, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** The columns an outbox table has for its workers. */
export interface OutboxColumns {
  id: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  claimedAt: PgColumn;
  claimedBy: PgColumn;
  lastError: PgColumn;
}

export type OutboxTable = PgTable & OutboxColumns;

/** What identifies one claim of a row: a later claim (after a staff retry) counts again. */
export interface Claim {
  id: string;
  claimedBy: string | null;
  attempts: number;
}

/** Extra columns a statement sets besides the outbox's own (a mail's links scrubbed...). */
export type ExtraSet = Record<string, SQL | string | Date | null | number>;

/** The claim-guarded statements of one outbox table. */
export function outboxClaims<T extends OutboxTable>(table: T) {
  type Row = T['$inferSelect'];
  const set = (values: Record<string, unknown>) => values as PgUpdateSetSource<T>;

  const byClaim = (claim: Claim) =>
    and(
      eq(table.id, claim.id),
      eq(table.claimedBy, claim.claimedBy ?? ''),
      eq(table.attempts, claim.attempts),
    );

  return {
    byClaim,

    /**
     * Takes up to `limit` due rows for this worker: pending -> sending, one more attempt. The
     * rows are locked by FOR UPDATE SKIP LOCKED, so two workers claiming at once take different
     * rows, never the same one; the outer status check refuses a row another worker claimed and
     * committed since this statement's snapshot.
     */
    claimDue(db: Db, claimer: string, limit: number): Promise<Row[]> {
      const due = db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(eq(table.status, 'pending'), lte(table.nextAttemptAt, sql`now()`)))
        .orderBy(asc(table.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(table)
        .set(
          set({
            status: 'sending',
            claimedAt: sql`now()`,
            claimedBy: claimer,
            attempts: sql`${table.attempts} + 1`,
          }),
        )
        .where(and(inArray(table.id, due), eq(table.status, 'pending')))
        .returning() as unknown as Promise<Row[]>;
    },

    /**
     * Ends a claim: the row moves to `values.status` when it is still in one of `from` under this
     * claim. Answers the row when it moved (a late worker whose claim was replaced moves nothing).
     */
    async settle(
      db: Db,
      claim: Claim,
      values: ExtraSet & { status: string },
      from: readonly string[] = ['sending'],
    ): Promise<Row | undefined> {
      const [row] = (await db
        .update(table)
        .set(set(values))
        .where(and(byClaim(claim), inArray(table.status, [...from])))
        .returning()) as unknown as Row[];
      return row;
    },

    /** The try failed: pending again, due after `delayMs`. */
    async markForRetry(db: Db, claim: Claim, error: string, delayMs: number) {
      await db
        .update(table)
        .set(
          set({
            status: 'pending',
            lastError: error,
            nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
          }),
        )
        .where(and(byClaim(claim), eq(table.status, 'sending')));
    },

    /**
     * Rows claimed longer ago than the lease and never marked: their worker stopped mid-send
     * (the process died). Whether the provider took them is unknown, so they are not sent again
     * by themselves (at most once): they fail, and staff decide.
     */
    failInterrupted(db: Db, leaseMs: number, error: string, extra: ExtraSet = {}): Promise<Row[]> {
      return db
        .update(table)
        .set(set({ status: 'failed', lastError: error, ...extra }))
        .where(
          and(
            eq(table.status, 'sending'),
            lt(table.claimedAt, sql`now() - make_interval(secs => ${leaseMs / 1000})`),
          ),
        )
        .returning() as unknown as Promise<Row[]>;
    },

    /**
     * Staff send a failed row again: pending, due now, with a full set of tries. Only a failed
     * row moves (a sent one is never sent twice); undefined when it was not failed, so two staff
     * pressing Retry at once requeue it once.
     */
    async requeueFailed(db: Pick<Db, 'update'>, id: string): Promise<Row | undefined> {
      const [row] = (await db
        .update(table)
        .set(
          set({
            status: 'pending',
            attempts: 0,
            nextAttemptAt: sql`now()`,
            claimedAt: null,
            claimedBy: null,
          }),
        )
        .where(and(eq(table.id, id), eq(table.status, 'failed')))
        .returning()) as unknown as Row[];
      return row;
    },

    /** Rows due now or being sent: what a worker's `flush` waits for. */
    async countDue(db: Db): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(table as PgTable)
        .where(
          or(
            and(eq(table.status, 'pending'), lte(table.nextAttemptAt, sql`now()`)),
            eq(table.status, 'sending'),
          ),
        );
      return row?.n ?? 0;
    },

    /** Rows in one of `statuses` (the queue's depth, the failed ones waiting for staff). */
    async countIn(db: Db, statuses: readonly string[]): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(table as PgTable)
        .where(inArray(table.status, [...statuses]));
      return row?.n ?? 0;
    },
  };
}
