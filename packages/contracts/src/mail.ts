import { z } from 'zod';
import { lowerCaseIdParamsSchema, pagingQuery } from './api.ts';
import {
  ADMIN_MAIL_PAGE_SIZE_MAX,
  MAIL_FILTERS,
  MAIL_KINDS,
  MAIL_MESSAGES as M,
  MAIL_STATUSES,
} from './mail-rules.ts';

/** One message of the outbox as the staff's list shows it: no bodies, a short preview. Times are ISO strings. */
export const mailSummarySchema = z.object({
  _id: z.string(),
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  preview: z.string(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

/** One message in full: its text, its HTML (shown as source, never rendered) and headers. */
export const mailDetailSchema = mailSummarySchema.extend({
  text: z.string(),
  html: z.string(),
  replyTo: z.string().nullable(),
  headers: z.record(z.string(), z.string()),
  claimedAt: z.string().nullable(),
});
export type MailDetail = z.infer<typeof mailDetailSchema>;

/** `GET /api/admin/mail`: newest first; without `status`, every message. */
export const adminMailQuerySchema = z.object({
  status: z.enum(MAIL_FILTERS, { message: M.statusInvalid }).optional(),
  ...pagingQuery(ADMIN_MAIL_PAGE_SIZE_MAX),
});
export type AdminMailQuery = z.input<typeof adminMailQuerySchema>;

export const mailCountsSchema = z.object({
  pending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type MailCounts = z.infer<typeof mailCountsSchema>;

export const adminMailListResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(mailSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: mailCountsSchema,
});
export type AdminMailListResponse = z.infer<typeof adminMailListResponseSchema>;

export const adminMailParamsSchema = lowerCaseIdParamsSchema(M.invalidId);

/** `GET /api/admin/mail/:id`. */
export const adminMailResponseSchema = z.object({
  success: z.literal(true),
  mail: mailDetailSchema,
});
export type AdminMailResponse = z.infer<typeof adminMailResponseSchema>;

/** `POST /api/admin/mail/:id/retry`: the sentence, and the message as it now is. */
export const adminMailRetryResponseSchema = adminMailResponseSchema.extend({
  message: z.string(),
});
export type AdminMailRetryResponse = z.infer<typeof adminMailRetryResponseSchema>;
