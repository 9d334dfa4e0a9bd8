import { and, count, desc, sql, type SQL } from 'drizzle-orm';
import type { SubscriberCounts, SubscriberState } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers as s } from '../../db/schema.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { countedPage, type CountedRows, type Paging } from '../../lib/staff-list.ts';
import type { SubscriberRow } from './subscriber-mapper.ts';

export interface SubscriberFilters {
  status?: SubscriberState;
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
  bouncedAt: s.bouncedAt,
};

/** The rows in a state as staff see it (subscriber-mapper.ts, subscriberState). */
function stateIs(state: SubscriberState): SQL {
  if (state === 'bouncing')
    return sql`(${s.bouncedAt} is not null and ${s.status} <> 'unsubscribed')`;
  if (state === 'unsubscribed') return sql`${s.status} = 'unsubscribed'`;
  return sql`(${s.status} = ${state} and ${s.bouncedAt} is null)`;
}

const whereOf = (filters: SubscriberFilters) =>
  and(
    filters.status ? stateIs(filters.status) : undefined,
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

const countWhere = (state: SubscriberState) =>
  sql<number>`count(*) filter (where ${stateIs(state)})`.mapWith(Number);

/** How many addresses are in each state, in one pass. */
export async function countSubscribers(db: Db): Promise<SubscriberCounts> {
  const [row] = await db
    .select({
      pending: countWhere('pending'),
      confirmed: countWhere('confirmed'),
      bouncing: countWhere('bouncing'),
      unsubscribed: countWhere('unsubscribed'),
    })
    .from(s);
  return row ?? { pending: 0, confirmed: 0, bouncing: 0, unsubscribed: 0 };
}
