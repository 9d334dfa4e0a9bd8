import type { AdminProductListResponse } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { productsKey } from './query-keys';

/** GET /api/admin/products: the products in the shop whose name holds `q` (components/product-finder.tsx). */
export function useProductSearch(q: string) {
  const query = { q, status: 'active' as const, pageSize: 8 };
  return useQuery({
    queryKey: [...productsKey, 'list', query],
    queryFn: ({ signal }) =>
      api<AdminProductListResponse>('/api/admin/products', { query: { ...query }, signal }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
