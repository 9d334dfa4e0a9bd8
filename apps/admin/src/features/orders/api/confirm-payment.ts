import type { AdminOrderResponse, ConfirmPaymentRequest } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersKey } from './get-orders';

/** POST /api/admin/orders/:id/confirm-payment: staff checked the money arrived. */
export function useConfirmPayment(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmPaymentRequest) =>
      api<AdminOrderResponse>(`/api/admin/orders/${id}/confirm-payment`, { body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: ordersKey }),
  });
}
