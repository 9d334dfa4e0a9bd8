import type { StockHistoryQuery, StockHistoryResponse } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productKey } from './get-product';

/** Every page of one product's stock history (dropped after a save changes its stock). */
export const stockHistoryKey = (id: string) => [...productKey(id), 'stock-history'] as const;

/** GET /api/admin/products/:id/stock-history: its stock changes, newest first, by size. */
export function useStockHistory(id: string, query: StockHistoryQuery) {
  return useQuery({
    queryKey: [...stockHistoryKey(id), query],
    queryFn: ({ signal }) =>
      api<StockHistoryResponse>(`/api/admin/products/${id}/stock-history`, {
        query: { ...query },
        signal,
      }),
    // The previous page stays on screen while the next one loads: no jump on a slow network.
    placeholderData: keepPreviousData,
  });
}
