import type { VerifyPaymentRequest, VerifyPaymentResponse } from '@shop/contracts/client';
import { api } from '~/lib/api';

/**
 * The payment return page's check: answers only when the server says the order is paid, and
 * throws ApiError otherwise. The query's `success` is passed along as the spec says, and never
 * trusted by the server.
 */
export function verifyPayment(body: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
  return api<VerifyPaymentResponse>('/api/order/verifystripe', { body, auth: true });
}
