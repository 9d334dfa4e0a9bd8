import type { StockReportResponse } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/reports/stock: low stock, and the slow movers over the last `days` days. */
export function useStockReport(days: number | undefined) {
  return useQuery({
    queryKey: ['admin-report-stock', days],
    queryFn: ({ signal }) =>
      api<StockReportResponse>('/api/admin/reports/stock', { query: { days }, signal }),
    placeholderData: keepPreviousData,
  });
}
