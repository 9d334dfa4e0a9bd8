import type { OrderResponse, SubmitTransactionRequest } from '@shop/contracts/client';
import { api } from '~/lib/api';

/** Reports the mobile money transaction id of an unpaid order; answers the updated order. */
export function submitTransaction(body: SubmitTransactionRequest): Promise<OrderResponse> {
  return api<OrderResponse>('/api/order/transaction', { body, auth: true });
}
