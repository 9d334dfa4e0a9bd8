import type { AdminOrderPaymentsResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKey } from './get-order';

export const orderPaymentsKey = (id: string) => [...orderKey(id), 'payments'] as const;

/** GET /api/admin/orders/:id/payments: the requests sent to the payer's phone, newest first. */
export function useOrderPayments(id: string) {
  return useQuery({
    queryKey: orderPaymentsKey(id),
    queryFn: ({ signal }) =>
      api<AdminOrderPaymentsResponse>(`/api/admin/orders/${id}/payments`, { signal }),
    select: (answer) => answer.attempts,
  });
}
