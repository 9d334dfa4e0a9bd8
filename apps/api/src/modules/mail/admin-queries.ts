import { count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  MAIL_PREVIEW_LENGTH,
  type MailCounts,
  type MailFilter,
  type MailStatus,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { mailOutbox as o } from '../../db/schema.ts';
import { countedPage, type Paging } from '../../lib/staff-list.ts';

/** The Mail page's tabs: pending holds the messages being sent at this moment too. */
const STATUSES_OF: Record<MailFilter, MailStatus[]> = {
  pending: ['pending', 'sending'],
  sent: ['sent'],
  failed: ['failed'],
};

const whereOf = (status: MailFilter | undefined): SQL | undefined =>
  status ? inArray(o.status, STATUSES_OF[status]) : undefined;

/** A list row: everything but the bodies, and the text's beginning as a preview. */
const summaryColumns = {
  id: o.id,
  kind: o.kind,
  to: o.to,
  subject: o.subject,
  status: o.status,
  attempts: o.attempts,
  lastError: o.lastError,
  preview: sql<string>`left(${o.text}, ${MAIL_PREVIEW_LENGTH})`,
  createdAt: o.createdAt,
  nextAttemptAt: o.nextAttemptAt,
  sentAt: o.sentAt,
};

/** One page of a tab, newest first, with the count of all in it. */
export async function findMail(db: Db, status: MailFilter | undefined, paging: Paging) {
  const where = whereOf(status);
  return countedPage(
    db.select(summaryColumns).from(o).where(where).orderBy(desc(o.createdAt), desc(o.id)),
    db.select({ n: count() }).from(o).where(where),
    paging,
  );
}

export type MailSummaryRow = Awaited<ReturnType<typeof findMail>>['rows'][number];

/** How many messages each tab holds. */
export async function countMail(db: Db): Promise<MailCounts> {
  const rows = await db.select({ status: o.status, n: count() }).from(o).groupBy(o.status);
  const of = (status: MailStatus) => rows.find((r) => r.status === status)?.n ?? 0;
  return { pending: of('pending') + of('sending'), sent: of('sent'), failed: of('failed') };
}

export async function findOneMail(db: Db, id: string) {
  const [row] = await db.select().from(o).where(eq(o.id, id)).limit(1);
  return row;
}
