import type { PaymentAttemptResponse, StartPaymentRequest } from '@shop/contracts/client';
import { api } from '~/lib/api';

/** Asks the operator to send the payment of an order to the payer's phone for approval. */
export function startPhonePayment(body: StartPaymentRequest): Promise<PaymentAttemptResponse> {
  return api<PaymentAttemptResponse>('/api/payments/start', { body, auth: true });
}
