import { z } from 'zod';
import { lowerCaseIdParamsSchema, pagedResponse, pagingQuery, requiredText } from './api.ts';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS as L,
  CONTACT_MESSAGE_FILTERS,
  CONTACT_MESSAGES as M,
  CONTACT_REPLY_MAX,
  CONTACT_REPLY_WAYS,
} from './contact-rules.ts';

/**
 * `POST /api/contact`: the 'Get in Touch' card sends all five fields, the contact page leaves the
 * phone out. The honeypot field is accepted here so a bot's filled one is thanked, never refused.
 */
export const contactRequestSchema = z.object({
  name: requiredText(M.nameRequired, L.name, M.nameTooLong),
  email: z
    .string({ message: M.emailInvalid })
    .trim()
    .toLowerCase()
    .max(L.email, M.emailInvalid)
    .pipe(z.email({ message: M.emailInvalid })),
  subject: requiredText(M.subjectRequired, L.subject, M.subjectTooLong),
  phone: z.string({ message: M.phoneTooLong }).trim().max(L.phone, M.phoneTooLong).default(''),
  message: requiredText(M.messageRequired, L.message, M.messageTooLong),
  [CONTACT_HONEYPOT_FIELD]: z.string().max(1_000).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** One message as the staff see it. Times are ISO strings. */
export const contactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  phone: z.string(),
  message: z.string(),
  read: z.boolean(),
  archived: z.boolean(),
  /** Whether the copy to the company's address went out (false while the mail server is down). */
  emailed: z.boolean(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  /** The last answer: when, and by which member of staff. */
  repliedAt: z.string().nullable(),
  repliedBy: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** One answer to a message, oldest first on its page. */
export const contactReplySchema = z.object({
  _id: z.string(),
  at: z.string(),
  /** The staff member's name then; null once their account is gone. */
  by: z.string().nullable(),
  /** The reply mailed from the admin; null: answered elsewhere (own mail program, phone). */
  text: z.string().nullable(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

export const ADMIN_MESSAGES_PAGE_SIZE = 20;
export const ADMIN_MESSAGES_PAGE_SIZE_MAX = 100;

/** `GET /api/admin/messages`: without `status`, every message not archived; newest first. */
export const adminMessagesQuerySchema = z.object({
  status: z
    .enum(CONTACT_MESSAGE_FILTERS, { message: 'status must be unread, read or archived' })
    .optional(),
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  ...pagingQuery(ADMIN_MESSAGES_PAGE_SIZE_MAX),
});
export type AdminMessagesQuery = z.input<typeof adminMessagesQuerySchema>;

export const contactMessageCountsSchema = z.object({
  unread: z.number().int(),
  read: z.number().int(),
  archived: z.number().int(),
});
export type ContactMessageCounts = z.infer<typeof contactMessageCountsSchema>;

export const adminMessagesResponseSchema = pagedResponse('messages', contactMessageSchema).extend({
  counts: contactMessageCountsSchema,
});
export type AdminMessagesResponse = z.infer<typeof adminMessagesResponseSchema>;

export const adminMessageParamsSchema = lowerCaseIdParamsSchema(M.invalidId);

// Under its own name: `message` is the sentence of every other answer.
export const adminMessageResponseSchema = z.object({
  success: z.literal(true),
  contactMessage: contactMessageSchema.extend({ replies: z.array(contactReplySchema) }),
});
export type AdminMessageResponse = z.infer<typeof adminMessageResponseSchema>;

/** `PATCH /api/admin/messages/:id`: mark read or unread, archive or bring back. */
export const adminMessageUpdateSchema = z
  .object({
    read: z.boolean({ message: 'read must be true or false' }).optional(),
    archived: z.boolean({ message: 'archived must be true or false' }).optional(),
  })
  .refine((v) => v.read !== undefined || v.archived !== undefined, {
    message: 'Say what to change: read or archived',
  });
export type AdminMessageUpdate = z.input<typeof adminMessageUpdateSchema>;

/**
 * `POST /api/admin/messages/:id/replies`: `email` mails `text` to the sender from the shop;
 * `elsewhere` records that someone answered outside the shop (no text).
 */
export const adminMessageReplySchema = z
  .object({
    how: z.enum(CONTACT_REPLY_WAYS, { message: M.replyHow }),
    text: z
      .string({ message: M.replyRequired })
      .trim()
      .max(CONTACT_REPLY_MAX, M.replyTooLong)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.how === 'email' && !v.text)
      ctx.addIssue({ code: 'custom', path: ['text'], message: M.replyRequired });
  });
export type AdminMessageReply = z.input<typeof adminMessageReplySchema>;

export const adminMessageReplyResponseSchema = adminMessageResponseSchema.extend({
  message: z.string(),
});
export type AdminMessageReplyResponse = z.infer<typeof adminMessageReplyResponseSchema>;
