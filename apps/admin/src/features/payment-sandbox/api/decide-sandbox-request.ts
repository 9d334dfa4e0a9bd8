import {
  paymentSandboxDecideRequestSchema,
  type PaymentSandboxDecideRequest,
  type PaymentSandboxDecideResponse,
} from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentSandboxKey } from '../../../lib/payments-sandbox';

/** POST /api/admin/payments/sandbox/decide: the "payer" approves or declines a request. */
export function useDecideSandboxRequest() {
  const client = useQueryClient();
  return useMutation({
    // The server's own schema: a request it would refuse is never sent.
    mutationFn: (decision: PaymentSandboxDecideRequest) =>
      api<PaymentSandboxDecideResponse>('/api/admin/payments/sandbox/decide', {
        body: paymentSandboxDecideRequestSchema.parse(decision),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: paymentSandboxKey }),
  });
}
