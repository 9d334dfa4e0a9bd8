import type { ContactMessage, ContactReply } from '@shop/contracts';
import type { contactMessages, contactReplies } from '../../db/schema.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** A stored message as the staff see it. */
export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    phone: row.phone,
    message: row.message,
    read: row.readAt !== null,
    archived: row.archivedAt !== null,
    emailed: row.emailedAt !== null,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    repliedBy: row.repliedBy,
  };
}

/** An answer as the message's page lists it. */
export function toContactReply(row: typeof contactReplies.$inferSelect): ContactReply {
  return {
    _id: row.id,
    at: row.createdAt.toISOString(),
    by: row.actorName,
    text: row.text,
  };
}
