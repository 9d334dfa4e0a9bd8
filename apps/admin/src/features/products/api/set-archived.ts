import type { AdminProductResponse } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productsKey } from './get-products';

/**
 * POST /api/admin/products/:id/archive or /restore. Archiving keeps the product for past orders
 * and the audit log; it only leaves the shop.
 */
export function useSetArchived(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) =>
      api<AdminProductResponse>(`/api/admin/products/${id}/${archived ? 'archive' : 'restore'}`, {
        method: 'POST',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: [...productsKey, 'list'] }),
  });
}
