import type { AdminOrderResponse } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKey } from '../../../lib/query-keys';
import { ordersKey } from './get-orders';

/**
 * POST /api/admin/orders/:id/status/undo: the last move on is taken back while its e-mail is
 * unsent (STATUS_UNDO_SECONDS); later the API refuses with a 409 that says why.
 */
export function useUndoOrderStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<AdminOrderResponse>(`/api/admin/orders/${id}/status/undo`, { body: {} }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ordersKey }),
        client.invalidateQueries({ queryKey: dashboardKey }),
      ]),
  });
}
