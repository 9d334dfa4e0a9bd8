import { and, asc, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ContactMessageCounts, ContactMessageFilter } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { contactMessages as m, contactReplies } from '../../db/schema.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { countedPage, type CountedRows, type Paging } from '../../lib/staff-list.ts';
import type { ContactMessageRow } from './message-mapper.ts';

// Unread and read leave archived messages out; no filter is the inbox (every message not archived).
const FOLDERS: Record<ContactMessageFilter | 'inbox', SQL> = {
  inbox: isNull(m.archivedAt),
  unread: and(isNull(m.archivedAt), isNull(m.readAt))!,
  read: and(isNull(m.archivedAt), isNotNull(m.readAt))!,
  archived: isNotNull(m.archivedAt),
};

/** Name, e-mail, subject or text containing the words typed (any case). */
function searchCondition(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  return or(
    sql`${m.name} ILIKE ${pattern}`,
    sql`${m.email} ILIKE ${pattern}`,
    sql`${m.subject} ILIKE ${pattern}`,
    sql`${m.message} ILIKE ${pattern}`,
  );
}

/** One page of messages, newest first, with the count of every match. */
export async function findMessages(
  db: Db,
  filters: { status?: ContactMessageFilter; q?: string },
  paging: Paging,
): Promise<CountedRows<ContactMessageRow>> {
  const where = and(
    FOLDERS[filters.status ?? 'inbox'],
    filters.q ? searchCondition(filters.q) : undefined,
  );
  return countedPage(
    db.select().from(m).where(where).orderBy(desc(m.createdAt), desc(m.id)),
    db.select({ n: count() }).from(m).where(where),
    paging,
  );
}

const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** How many messages each folder holds, in one pass. */
export async function countMessages(db: Db): Promise<ContactMessageCounts> {
  const [row] = await db
    .select({
      unread: countWhere(FOLDERS.unread),
      read: countWhere(FOLDERS.read),
      archived: countWhere(FOLDERS.archived),
    })
    .from(m);
  return row ?? { unread: 0, read: 0, archived: 0 };
}

export async function findMessage(db: Db, id: string, lock = false) {
  const query = db.select().from(m).where(eq(m.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A message's answers, oldest first. */
export function findReplies(db: Db, messageId: string) {
  return db
    .select()
    .from(contactReplies)
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
}
