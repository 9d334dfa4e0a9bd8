import type { AdminQuotationsQuery, AdminQuotationsResponse } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { quotationsKey } from './quotation-key';

/** GET /api/admin/quotations: newest first, filtered by status. */
export function useQuotations(query: AdminQuotationsQuery) {
  return useQuery({
    queryKey: [...quotationsKey, 'list', query],
    queryFn: ({ signal }) =>
      api<AdminQuotationsResponse>('/api/admin/quotations', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}
