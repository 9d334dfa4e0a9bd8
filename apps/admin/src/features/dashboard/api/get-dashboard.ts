import type { DashboardResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKey } from '../../../lib/query-keys';

/** GET /api/admin/dashboard: sales, orders waiting, unpaid mobile money, reviews, customers. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => api<DashboardResponse>('/api/admin/dashboard', { signal }),
    // The shop's day goes on while the page is open.
    refetchInterval: 60_000,
  });
}
