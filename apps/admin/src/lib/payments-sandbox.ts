import type { PaymentSetupResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useMayUse } from './staff-role';

/** Every query of the payment sandbox page starts with this key. */
export const paymentSandboxKey = ['admin-payment-sandbox'] as const;

/**
 * Whether the shop runs the payment sandbox (PAYMENTS_SANDBOX=1), for the menu: its page is
 * linked only then. Asked of GET /api/admin/payments/setup, which every shop answers, so a shop
 * without the sandbox costs no refused request (a 404 would be a console error).
 */
export function usePaymentsSandbox() {
  // Asked only by the roles that include it: others would get a 403 every minute.
  const enabled = useMayUse('payments');
  return useQuery({
    enabled,
    queryKey: ['admin-payment-setup'],
    queryFn: ({ signal }) => api<PaymentSetupResponse>('/api/admin/payments/setup', { signal }),
    select: (answer) => answer.paymentsSandbox,
    // Set when the shop starts: it changes only with a restart.
    staleTime: Infinity,
  });
}
