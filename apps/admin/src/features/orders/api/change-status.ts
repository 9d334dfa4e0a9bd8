import type { AdminOrderResponse, OrderStatusRequest } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKey, productsKey } from '../../../lib/query-keys';
import { ordersKey } from './get-orders';

/** POST /api/admin/orders/:id/status: the API allows only the next steps of an order. */
export function useChangeOrderStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderStatusRequest) =>
      api<AdminOrderResponse>(`/api/admin/orders/${id}/status`, { body: input }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ordersKey }),
        // A cancellation gives the order's units back: the products' stock and low stock move.
        client.invalidateQueries({ queryKey: productsKey }),
        client.invalidateQueries({ queryKey: dashboardKey }),
      ]),
  });
}
