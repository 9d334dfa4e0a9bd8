import type { OrderResponse, StaffOrderRequest } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKey, productsKey } from '../../../lib/query-keys';
import { ordersKey } from './get-orders';

/** POST /api/admin/orders: an order entered by staff at catalogue prices (decision 0070). */
export function useEnterOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffOrderRequest) =>
      api<OrderResponse>('/api/admin/orders', { body: input }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ordersKey }),
        // Its units are taken from stock.
        client.invalidateQueries({ queryKey: productsKey }),
        client.invalidateQueries({ queryKey: dashboardKey }),
      ]),
  });
}
