import type { PaymentAttemptResponse } from '@shop/contracts/client';
import { api } from '~/lib/api';

/** One phone payment request as the shop knows it (polled while it waits for the payer). */
export function readPaymentAttempt(attemptId: string): Promise<PaymentAttemptResponse> {
  return api<PaymentAttemptResponse>(`/api/payments/${encodeURIComponent(attemptId)}`, {
    auth: true,
  });
}
