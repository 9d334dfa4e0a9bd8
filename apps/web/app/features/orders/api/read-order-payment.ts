import type { OrderPaymentResponse } from '@shop/contracts/client';
import { api } from '~/lib/api';

/** How an order's phone payment stands: whether one can be sent, and the latest request. */
export function readOrderPayment(orderId: string): Promise<OrderPaymentResponse> {
  return api<OrderPaymentResponse>(`/api/payments/order/${encodeURIComponent(orderId)}`, {
    auth: true,
  });
}
