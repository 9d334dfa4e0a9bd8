import type { ReconciliationResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/payments/reconciliation: money no order took, and orders paid by hand. */
export function useReconciliation() {
  return useQuery({
    queryKey: ['admin-reconciliation'],
    queryFn: ({ signal }) =>
      api<ReconciliationResponse>('/api/admin/payments/reconciliation', { signal }),
  });
}
