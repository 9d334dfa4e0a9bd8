import type { AdminAuditQuery, AdminAuditResponse } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const auditKey = ['admin-audit'] as const;

/** GET /api/admin/audit: newest first, optionally one kind of record or one record. */
export function useAudit(query: AdminAuditQuery) {
  return useQuery({
    queryKey: [...auditKey, query],
    queryFn: ({ signal }) =>
      api<AdminAuditResponse>('/api/admin/audit', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    // A log is read to see what just happened: always ask again when the page opens.
    staleTime: 0,
  });
}
