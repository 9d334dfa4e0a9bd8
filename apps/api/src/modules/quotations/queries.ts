// The quotations table and its number sequence (docs/decisions/0069-quotations.md).
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { QuotationStatus } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { quotationCounters, quotations, users } from '../../db/schema.ts';
import { countedPage, type Paging } from '../../lib/staff-list.ts';

export type QuotationRow = typeof quotations.$inferSelect;
type NewQuotation = typeof quotations.$inferInsert;
type Writer = Pick<Db, 'insert' | 'update' | 'select'>;

/**
 * The next number of `year`'s sequence, in the caller's transaction: the counter row is locked
 * until it commits, so two quotations never share a number, and a rolled-back one gives its
 * number back.
 */
export async function nextQuotationSeq(tx: Writer, year: number): Promise<number> {
  const [row] = await tx
    .insert(quotationCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: quotationCounters.year,
      set: { last: sql`${quotationCounters.last} + 1` },
    })
    .returning({ last: quotationCounters.last });
  return row!.last;
}

export async function insertQuotation(tx: Writer, values: NewQuotation): Promise<QuotationRow> {
  const [row] = await tx.insert(quotations).values(values).returning();
  return row!;
}

export async function findQuotation(db: Pick<Db, 'select'>, id: string) {
  const [row] = await db.select().from(quotations).where(eq(quotations.id, id)).limit(1);
  return row;
}

export async function findQuotationByToken(db: Pick<Db, 'select'>, tokenHash: string) {
  const [row] = await db
    .select()
    .from(quotations)
    .where(eq(quotations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Changes a quotation only while it is in one of `from` (the UPDATE checks it itself, so of two
 * staff acting at once only one moves it). Undefined when it was not.
 */
export async function updateQuotationIf(
  tx: Writer,
  id: string,
  from: readonly QuotationRow['status'][],
  set: Partial<NewQuotation>,
  extra?: SQL,
): Promise<QuotationRow | undefined> {
  const [row] = await tx
    .update(quotations)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(quotations.id, id), inArray(quotations.status, [...from]), extra))
    .returning();
  return row;
}

/** Still valid on `today` (Juba): its last day is today or later. */
export const validOn = (today: string) => gte(quotations.validUntil, today);

/** The list's filter: 'expired' and 'sent' split the stored 'sent' by the validity date. */
function statusFilter(status: QuotationStatus | undefined, today: string): SQL | undefined {
  if (!status) return undefined;
  if (status === 'expired')
    return and(eq(quotations.status, 'sent'), lt(quotations.validUntil, today));
  if (status === 'sent') return and(eq(quotations.status, 'sent'), validOn(today));
  return eq(quotations.status, status);
}

export function findQuotations(
  db: Db,
  status: QuotationStatus | undefined,
  today: string,
  paging: Paging,
) {
  const where = statusFilter(status, today);
  return countedPage(
    db
      .select()
      .from(quotations)
      .where(where)
      .orderBy(desc(quotations.createdAt), desc(quotations.id)),
    db.select({ n: count() }).from(quotations).where(where),
    paging,
  );
}

/** Who asked for it from the cart, for the staff's screen. */
export async function requesterOf(db: Db, userId: string | null) {
  if (!userId) return null;
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
