import type { PaymentSandboxListResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { paymentSandboxKey } from '../../../lib/payments-sandbox';

/** How often the page looks for new requests while it is open: a customer is waiting. */
const REFRESH_MS = 3_000;

/** The shop runs without the sandbox. */
export const isAbsent = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * GET /api/admin/payments/sandbox: the fake operators' requests, newest first. Asked only once
 * the shop said it runs the sandbox (`enabled`), so a shop without it sees no refused request.
 */
export function useSandboxRequests(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...paymentSandboxKey, 'requests'],
    queryFn: ({ signal }) =>
      api<PaymentSandboxListResponse>('/api/admin/payments/sandbox', { signal }),
    // Without the sandbox the route is absent (404): asking again would not change that.
    refetchInterval: (query) => (isAbsent(query.state.error) ? false : REFRESH_MS),
    retry: (failures, error) => !isAbsent(error) && failures < 3,
  });
}
