import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SubscriberCounts, SubscriberStatus } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers as s } from '../../db/schema.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { countedPage, type CountedRows, type Paging } from '../../lib/staff-list.ts';
import type { SubscriberRow } from './subscriber-mapper.ts';

export interface SubscriberFilters {
  status?: SubscriberStatus;
  q?: string;
}

// The tokens' hashes stay in the database.
const columns = {
  id: s.id,
  email: s.email,
  status: s.status,
  createdAt: s.createdAt,
  confirmedAt: s.confirmedAt,
  unsubscribedAt: s.unsubscribedAt,
};

const whereOf = (filters: SubscriberFilters) =>
  and(
    filters.status ? eq(s.status, filters.status) : undefined,
    filters.q ? sql`${s.email} ILIKE ${containsPattern(filters.q)}` : undefined,
  );

/** One page of addresses, newest first, with the count of every match. */
export async function findSubscribers(
  db: Db,
  filters: SubscriberFilters,
  paging: Paging,
): Promise<CountedRows<SubscriberRow>> {
  const where = whereOf(filters);
  return countedPage(
    db.select(columns).from(s).where(where).orderBy(desc(s.createdAt), desc(s.id)),
    db.select({ n: count() }).from(s).where(where),
    paging,
  );
}

/**
 * The page of the export after the row `afterId`, in the list's order. The cursor is compared in
 * the database, whose times are finer than JavaScript's milliseconds.
 */
export function findExportPage(
  db: Db,
  filters: SubscriberFilters,
  afterId: string | null,
  limit: number,
): Promise<SubscriberRow[]> {
  const after: SQL | undefined = afterId
    ? sql`(${s.createdAt}, ${s.id}) < (select c.created_at, c.id from ${s} c where c.id = ${afterId})`
    : undefined;
  return db
    .select(columns)
    .from(s)
    .where(and(whereOf(filters), after))
    .orderBy(desc(s.createdAt), desc(s.id))
    .limit(limit);
}

const countWhere = (status: SubscriberStatus) =>
  sql<number>`count(*) filter (where ${s.status} = ${status})`.mapWith(Number);

/** How many addresses are in each state, in one pass. */
export async function countSubscribers(db: Db): Promise<SubscriberCounts> {
  const [row] = await db
    .select({
      pending: countWhere('pending'),
      confirmed: countWhere('confirmed'),
      unsubscribed: countWhere('unsubscribed'),
    })
    .from(s);
  return row ?? { pending: 0, confirmed: 0, unsubscribed: 0 };
}
