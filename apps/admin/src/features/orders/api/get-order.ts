import type { AdminOrderResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersKey } from './get-orders';

export const orderKey = (id: string) => [...ordersKey, 'one', id] as const;

/** GET /api/admin/orders/:id: items, address, totals, payment and status history. */
export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => api<AdminOrderResponse>(`/api/admin/orders/${id}`, { signal }),
    select: (answer) => answer.order,
  });
}
