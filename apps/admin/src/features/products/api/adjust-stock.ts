import type { StockAdjustment, StockAdjustmentResponse } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKey } from '../../../lib/query-keys';
import { productKey } from './get-product';
import { productsKey } from './get-products';

/**
 * POST /api/admin/products/:id/stock-adjustments: goods received, damage or a recount of one
 * size. The product (its stock and history), the lists and the dashboard's low stock change.
 */
export function useAdjustStock(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (adjustment: StockAdjustment) =>
      api<StockAdjustmentResponse>(`/api/admin/products/${id}/stock-adjustments`, {
        body: adjustment,
      }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: productKey(id) }),
        client.invalidateQueries({ queryKey: [...productsKey, 'list'] }),
        client.invalidateQueries({ queryKey: dashboardKey }),
      ]);
    },
  });
}
