import { eq } from 'drizzle-orm';
import {
  ADMIN_MESSAGES_PAGE_SIZE,
  CONTACT_MESSAGES as M,
  type AdminMessageReply,
  type AdminMessageReplyResponse,
  type AdminMessageResponse,
  type AdminMessagesResponse,
  type ContactMessageFilter,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { contactMessages, contactReplies } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { staffList } from '../../lib/staff-list.ts';
import { recordAudit, recordAudits, type AuditRecord } from '../audit/index.ts';
import type { MailOutbox } from '../mail/index.ts';
import { getShopSettings } from '../settings/index.ts';
import { findUser } from '../users/index.ts';
import { countMessages, findMessage, findMessages, findReplies } from './admin-queries.ts';
import { contactReplyMail } from './contact-mail.ts';
import { toContactMessage, toContactReply, type ContactMessageRow } from './message-mapper.ts';

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

/** A message as its page shows it: with its answers, oldest first. */
async function withReplies(db: Db, row: ContactMessageRow): Promise<AdminMessageResponse> {
  const replies = await findReplies(db, row.id);
  return {
    success: true,
    contactMessage: { ...toContactMessage(row), replies: replies.map(toContactReply) },
  };
}

/** One message. Opening it marks nothing: the admin site says so itself with PATCH {read:true}. */
export async function getMessage(db: Db, id: string): Promise<AdminMessageResponse> {
  const row = await findMessage(db, id);
  if (!row) throw notFound();
  return withReplies(db, row);
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
  return withReplies(db, row);
}

/**
 * Answers a message (decision 0064): `email` writes the reply into the outbox, to the sender, in
 * the transaction that records it; `elsewhere` records that it was answered outside the shop.
 * Either way the message shows who answered last and when, is marked read, and the audit log
 * has `message.reply`.
 */
export async function replyToMessage(
  db: Db,
  mail: MailOutbox,
  actorId: string,
  id: string,
  reply: AdminMessageReply,
): Promise<AdminMessageReplyResponse> {
  const [staff, settings] = await Promise.all([findUser(db, actorId), getShopSettings(db)]);
  const row = await db.transaction(async (tx) => {
    const message = await findMessage(tx, id, true);
    if (!message) throw notFound();
    const text = reply.how === 'email' ? reply.text! : null;
    const [mailId] = text
      ? await mail.enqueue(tx, {
          kind: 'contact-reply',
          ...contactReplyMail(message, { text, staffName: staff.name }, settings.company),
        })
      : [];
    const now = new Date();
    await tx.insert(contactReplies).values({
      id: newId(),
      messageId: id,
      actorId,
      actorName: staff.name,
      text,
      mailId: mailId ?? null,
      createdAt: now,
    });
    const [after] = await tx
      .update(contactMessages)
      .set({ repliedAt: now, repliedBy: staff.name, readAt: message.readAt ?? now })
      .where(eq(contactMessages.id, id))
      .returning();
    await recordAudit(tx, actorId, {
      action: 'message.reply',
      entity: 'message',
      entityId: id,
      after: { subject: message.subject, email: message.email, how: reply.how, text },
    });
    return after!;
  });
  return {
    ...(await withReplies(db, row)),
    message: reply.how === 'email' ? M.replySent(row.email) : M.markedAnswered,
  };
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
