import type { AdminRecheckResponse } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKey } from '../../../lib/query-keys';
import { ordersKey } from './get-orders';

/**
 * POST /api/admin/payments/:id/check: the operator is asked now. A late success pays the order,
 * so the order, the lists and the dashboard's unpaid count are read again.
 */
export function useRecheckPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (attemptId: string) =>
      api<AdminRecheckResponse>(`/api/admin/payments/${attemptId}/check`, { body: {} }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ordersKey }),
        client.invalidateQueries({ queryKey: dashboardKey }),
      ]),
  });
}
