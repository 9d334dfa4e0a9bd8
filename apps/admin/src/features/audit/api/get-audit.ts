import type { AdminAuditQuery, adminAuditResponseSchema } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type AdminAuditAnswer = z.infer<typeof adminAuditResponseSchema>;

export const auditKey = ['admin-audit'] as const;

/** GET /api/admin/audit: newest first, optionally one kind of record or one record. */
export function useAudit(query: AdminAuditQuery) {
  return useQuery({
    queryKey: [...auditKey, query],
    queryFn: ({ signal }) =>
      api<AdminAuditAnswer>('/api/admin/audit', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    // A log is read to see what just happened: always ask again when the page opens.
    staleTime: 0,
  });
}
