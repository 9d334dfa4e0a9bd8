import type { AdminSubscribersQuery, AdminSubscribersResponse } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/subscribers: newest first, with how many are in each state. */
export function useAdminSubscribers(query: AdminSubscribersQuery) {
  return useQuery({
    queryKey: ['admin-subscribers', query],
    queryFn: ({ signal }) =>
      api<AdminSubscribersResponse>('/api/admin/subscribers', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}
