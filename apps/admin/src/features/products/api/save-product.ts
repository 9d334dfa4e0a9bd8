import type { AdminProductResponse, ProductInput, ProductUpdate } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productsKey } from './get-products';

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
    onSettled: () => client.invalidateQueries({ queryKey: [...productsKey, 'list'] }),
  });
}
