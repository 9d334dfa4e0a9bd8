import { z } from 'zod';
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
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminAuditQuerySchema = z.object({
  entity: z.string().trim().max(40).optional(),
  entityId: z.string().trim().max(40).optional(),
  actorId: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;

export const adminAuditResponseSchema = pagedResponse('entries', auditEntrySchema);

// Inferred shapes of this module's requests and responses, for the clients.
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;
