import { z } from 'zod';
import { daySchema } from './admin-report.ts';
import { pagedResponse } from './api.ts';

/** One change made through the admin site (issue: every admin change is audited). */
export const auditEntrySchema = z.object({
  _id: z.string(),
  actor: z.object({ _id: z.string(), email: z.string() }),
  /** What was done, e.g. 'product.update', 'order.status', 'review.approve'. */
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** Milliseconds since the epoch. */
  date: z.number(),
  /** The record's name where it has one (a product's), read when the log is; else null. */
  entityName: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_SEARCH_MAX = 100;
export const AUDIT_MESSAGES = {
  search: `Search text must be at most ${AUDIT_SEARCH_MAX} characters`,
  order: 'The start date must not be after the end date',
} as const;

/**
 * `GET /api/admin/audit`: one record's history, one person's changes, the shop days `from` to
 * `to` (Juba, both included), and `q` found in the action, the record's id, the person's e-mail
 * or the values before and after (any case).
 */
export const adminAuditQuerySchema = z
  .object({
    entity: z.string().trim().max(40).optional(),
    entityId: z.string().trim().max(40).optional(),
    actorId: z.string().trim().max(40).optional(),
    q: z.string().trim().max(AUDIT_SEARCH_MAX, AUDIT_MESSAGES.search).optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    pageSize: z.coerce.number().int().min(1).max(100).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: AUDIT_MESSAGES.order,
    path: ['to'],
  });
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;

export const adminAuditResponseSchema = pagedResponse('entries', auditEntrySchema).extend({
  /** Everyone who has changed something, for the filter by person (e-mail order). */
  actors: z.array(z.object({ _id: z.string(), email: z.string() })),
});

// Inferred shapes of this module's requests and responses, for the clients.
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;
