import type { BulkStatusRequest, BulkStatusResponse } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKey, productsKey } from '../../../lib/query-keys';
import { ordersKey } from './get-orders';

/**
 * POST /api/admin/orders/bulk-status: each chosen order moves by the rules of a single change;
 * the answer lists which moved and which were refused, and why.
 */
export function useBulkStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkStatusRequest) =>
      api<BulkStatusResponse>('/api/admin/orders/bulk-status', { body: input }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ordersKey }),
        // Cancelled orders give their units back: stock and low stock move.
        client.invalidateQueries({ queryKey: productsKey }),
        client.invalidateQueries({ queryKey: dashboardKey }),
      ]),
  });
}
