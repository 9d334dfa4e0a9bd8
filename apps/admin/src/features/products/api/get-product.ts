import type { AdminProductResponse } from '@shop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productsKey } from './get-products';

export const productKey = (id: string) => [...productsKey, 'one', id] as const;

/** GET /api/admin/products/:id: one product, archived or not, with the `updatedAt` to send back. */
export function useAdminProduct(id: string | undefined) {
  return useQuery({
    queryKey: productKey(id ?? ''),
    queryFn: ({ signal }) => api<AdminProductResponse>(`/api/admin/products/${id}`, { signal }),
    select: (answer) => answer.product,
    enabled: Boolean(id),
  });
}

/**
 * Puts a product the API just answered (saved, archived, restored) into the page's cache. The
 * editor calls it after taking the product as its own base, so the page never sees a newer copy
 * than the form's and mistakes its own save for someone else's.
 */
export function useRememberProduct() {
  const client = useQueryClient();
  return (answer: AdminProductResponse) =>
    client.setQueryData(productKey(answer.product._id), answer);
}
