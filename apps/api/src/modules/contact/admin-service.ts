import { eq } from 'drizzle-orm';
import {
  ADMIN_MESSAGES_PAGE_SIZE,
  CONTACT_MESSAGES as M,
  type AdminMessageResponse,
  type AdminMessagesResponse,
  type ContactMessageFilter,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { staffList } from '../../lib/staff-list.ts';
import { recordAudit, recordAudits, type AuditRecord } from '../audit/index.ts';
import { countMessages, findMessage, findMessages } from './admin-queries.ts';
import { toContactMessage, type ContactMessageRow } from './message-mapper.ts';

const notFound = () => new AppError('NOT_FOUND', M.notFound);

/** The inbox: one folder's page, newest first, with every folder's count for its tabs. */
export async function listMessages(
  db: Db,
  query: { status?: ContactMessageFilter; q?: string; page?: number; pageSize?: number },
): Promise<AdminMessagesResponse> {
  const [list, counts] = await Promise.all([
    staffList(
      'messages',
      query,
      ADMIN_MESSAGES_PAGE_SIZE,
      (q, paging) => findMessages(db, { status: query.status, q }, paging),
      toContactMessage,
    ),
    countMessages(db),
  ]);
  return { ...list, counts };
}

/** One message. Opening it marks nothing: the admin site says so itself with PATCH {read:true}. */
export async function getMessage(db: Db, id: string): Promise<AdminMessageResponse> {
  const row = await findMessage(db, id);
  if (!row) throw notFound();
  return { success: true, contactMessage: toContactMessage(row) };
}

const state = (row: Pick<ContactMessageRow, 'readAt' | 'archivedAt'>) => ({
  read: row.readAt !== null,
  archived: row.archivedAt !== null,
});

/**
 * Marks read or unread, archives or brings back. Each real change is one audit entry
 * (message.read, message.unread, message.archive, message.unarchive); asking for the state the
 * message is already in changes and records nothing.
 */
export async function updateMessage(
  db: Db,
  actorId: string,
  id: string,
  change: { read?: boolean; archived?: boolean },
): Promise<AdminMessageResponse> {
  const row = await db.transaction(async (tx) => {
    const before = await findMessage(tx, id, true);
    if (!before) throw notFound();
    const now = new Date();
    const set: Partial<Pick<ContactMessageRow, 'readAt' | 'archivedAt'>> = {};
    const audits: AuditRecord[] = [];
    const about = { subject: before.subject, email: before.email };
    let current = state(before);
    const entry = (action: string, after: Partial<ReturnType<typeof state>>) => {
      const next = { ...current, ...after };
      audits.push({
        action,
        entity: 'message',
        entityId: id,
        before: { ...about, ...current },
        after: { ...about, ...next },
      });
      current = next;
    };
    if (change.read !== undefined && change.read !== (before.readAt !== null)) {
      set.readAt = change.read ? now : null;
      entry(change.read ? 'message.read' : 'message.unread', { read: change.read });
    }
    if (change.archived !== undefined && change.archived !== (before.archivedAt !== null)) {
      set.archivedAt = change.archived ? now : null;
      entry(change.archived ? 'message.archive' : 'message.unarchive', {
        archived: change.archived,
      });
    }
    if (!audits.length) return before;
    const [after] = await tx
      .update(contactMessages)
      .set(set)
      .where(eq(contactMessages.id, id))
      .returning();
    await recordAudits(tx, actorId, audits);
    return after!;
  });
  return { success: true, contactMessage: toContactMessage(row) };
}

/** Deletes for good; the audit entry keeps what was deleted. */
export async function deleteMessage(db: Db, actorId: string, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, actorId, {
      action: 'message.delete',
      entity: 'message',
      entityId: id,
      before: toContactMessage(row),
    });
  });
  return { success: true as const, message: M.deleted };
}
