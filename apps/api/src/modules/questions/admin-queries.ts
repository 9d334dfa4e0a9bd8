import { and, countDistinct, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { UnansweredCounts, UnansweredQuestion, UnansweredSource } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { assistantQuestions as q } from '../../db/schema.ts';
import { containsPattern } from '../../lib/sql-like.ts';

export interface UnansweredFilters {
  source?: UnansweredSource;
  q?: string;
}

function whereOf(filters: UnansweredFilters): SQL | undefined {
  return and(
    filters.source ? eq(q.source, filters.source) : undefined,
    filters.q ? sql`${q.text} ILIKE ${containsPattern(filters.q)}` : undefined,
  );
}

/** Askings summed over a question's rows (one per place), or only those matching `condition`. */
const askedOf = (condition?: SQL) =>
  (condition
    ? sql<number>`coalesce(sum(${q.count}) filter (where ${condition}), 0)`
    : sql<number>`sum(${q.count})`
  ).mapWith(Number);

/** One page of questions grouped by text, most asked first, then the most recently asked. */
export async function findUnanswered(
  db: Db,
  filters: UnansweredFilters,
  paging: { limit: number; offset: number },
): Promise<{ rows: UnansweredQuestion[]; total: number }> {
  const where = whereOf(filters);
  const asked = askedOf();
  const lastAsked = sql<Date>`max(${q.lastAskedAt})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        text: q.text,
        count: asked,
        assistant: askedOf(eq(q.source, 'assistant')),
        search: askedOf(eq(q.source, 'search')),
        firstAskedAt: sql<Date>`min(${q.firstAskedAt})`.mapWith(q.firstAskedAt),
        lastAskedAt: lastAsked.mapWith(q.lastAskedAt),
      })
      .from(q)
      .where(where)
      .groupBy(q.text)
      .orderBy(desc(asked), desc(lastAsked), q.text)
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ n: countDistinct(q.text) })
      .from(q)
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      text: r.text,
      count: r.count,
      sources: { assistant: r.assistant, search: r.search },
      firstAskedAt: r.firstAskedAt.toISOString(),
      lastAskedAt: r.lastAskedAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

/** How many different questions each place recorded. */
export async function countUnanswered(db: Db): Promise<UnansweredCounts> {
  const distinctWhere = (source: UnansweredSource) =>
    sql<number>`count(distinct ${q.text}) filter (where ${q.source} = ${source})`.mapWith(Number);
  const [row] = await db
    .select({ assistant: distinctWhere('assistant'), search: distinctWhere('search') })
    .from(q);
  return row ?? { assistant: 0, search: 0 };
}

/** Deletes one question (of one place, or both); answers the rows that went. */
export async function deleteUnanswered(
  db: Db,
  text: string,
  source: UnansweredSource | undefined,
): Promise<{ source: string; count: number; firstAskedAt: Date; lastAskedAt: Date }[]> {
  return db
    .delete(q)
    .where(and(eq(q.text, text), source ? eq(q.source, source) : undefined))
    .returning({
      source: q.source,
      count: q.count,
      firstAskedAt: q.firstAskedAt,
      lastAskedAt: q.lastAskedAt,
    });
}
