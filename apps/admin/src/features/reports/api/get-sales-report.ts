import type { SalesReportQuery, SalesReportResponse } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/reports/sales: one range of shop days, grouped one way. */
export function useSalesReport(query: Partial<SalesReportQuery>) {
  return useQuery({
    queryKey: ['admin-report-sales', query],
    queryFn: ({ signal }) =>
      api<SalesReportResponse>('/api/admin/reports/sales', { query, signal }),
    // The last report stays on screen while the next range loads.
    placeholderData: keepPreviousData,
  });
}
