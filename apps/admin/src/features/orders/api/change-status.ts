import type { AdminOrderResponse, OrderStatusRequest } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersKey } from './get-orders';

/** POST /api/admin/orders/:id/status: the API allows only the next steps of an order. */
export function useChangeOrderStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderStatusRequest) =>
      api<AdminOrderResponse>(`/api/admin/orders/${id}/status`, { body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: ordersKey }),
  });
}
