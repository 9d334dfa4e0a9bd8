import type { AdminOrderResponse, EditOrderLinesRequest } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKey, productsKey } from '../../../lib/query-keys';
import { ordersKey } from './get-orders';

/** PUT /api/admin/orders/:id/lines: the order's lines and discount before dispatch (decision 0070). */
export function useEditOrderLines(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EditOrderLinesRequest) =>
      api<AdminOrderResponse>(`/api/admin/orders/${encodeURIComponent(id)}/lines`, {
        method: 'PUT',
        body: input,
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ordersKey }),
        // Units given back and taken: the products' stock and its history move.
        client.invalidateQueries({ queryKey: productsKey }),
        client.invalidateQueries({ queryKey: dashboardKey }),
      ]),
  });
}
