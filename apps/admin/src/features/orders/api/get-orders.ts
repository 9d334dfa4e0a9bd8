import type { AdminOrdersQuery, AdminOrdersResponse } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ordersKey = ['admin-orders'] as const;

/** GET /api/admin/orders: filters and paging travel as query parameters. */
export function useAdminOrders(query: AdminOrdersQuery) {
  return useQuery({
    queryKey: [...ordersKey, query],
    queryFn: ({ signal }) =>
      api<AdminOrdersResponse>('/api/admin/orders', { query: { ...query }, signal }),
    // The previous page stays on screen while the next one loads: no jump on a slow network.
    placeholderData: keepPreviousData,
  });
}
