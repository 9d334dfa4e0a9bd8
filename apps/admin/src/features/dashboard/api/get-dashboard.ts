import type { DashboardResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/dashboard: sales, orders waiting, unpaid mobile money, reviews, customers. */
export function useDashboard() {
  return useQuery({
    queryKey: ['admin-dashboard'],
    queryFn: ({ signal }) => api<DashboardResponse>('/api/admin/dashboard', { signal }),
    // The shop's day goes on while the page is open.
    refetchInterval: 60_000,
  });
}
