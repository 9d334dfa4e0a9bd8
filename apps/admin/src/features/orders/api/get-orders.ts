import type { AdminOrdersQuery, adminOrdersResponseSchema } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type AdminOrdersAnswer = z.infer<typeof adminOrdersResponseSchema>;

export const ordersKey = ['admin-orders'] as const;

/** GET /api/admin/orders: filters and paging travel as query parameters. */
export function useAdminOrders(query: AdminOrdersQuery) {
  return useQuery({
    queryKey: [...ordersKey, query],
    queryFn: ({ signal }) =>
      api<AdminOrdersAnswer>('/api/admin/orders', { query: { ...query }, signal }),
    // The previous page stays on screen while the next one loads: no jump on a slow network.
    placeholderData: keepPreviousData,
  });
}
