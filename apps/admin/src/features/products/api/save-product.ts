import type { AdminProductResponse, ProductInput, ProductUpdate } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKey } from '../../../lib/query-keys';
import { productsKey } from './get-products';
import { stockHistoryKey } from './get-stock-history';

/**
 * POST /api/admin/products (new) or PUT /api/admin/products/:id (every field, with the
 * `updatedAt` the form read: 409 when someone else saved meanwhile). A refusal names each
 * field's problem in the ApiError's `errors`.
 */
export function useSaveProduct(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput | ProductUpdate) =>
      api<AdminProductResponse>(id ? `/api/admin/products/${id}` : '/api/admin/products', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...productsKey, 'list'] }),
        // A save may change the stock, and each change is a line of the history.
        id ? client.invalidateQueries({ queryKey: stockHistoryKey(id) }) : null,
        // The dashboard lists the sizes low on stock.
        client.invalidateQueries({ queryKey: dashboardKey }),
      ]),
  });
}
