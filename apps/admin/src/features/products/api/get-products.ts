import type { AdminProductListQuery, AdminProductListResponse } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productsKey } from '../../../lib/query-keys';

export { productsKey };

/** GET /api/admin/products: search, filters, sort and paging travel as query parameters. */
export function useAdminProducts(query: AdminProductListQuery) {
  return useQuery({
    queryKey: [...productsKey, 'list', query],
    queryFn: ({ signal }) =>
      api<AdminProductListResponse>('/api/admin/products', { query: { ...query }, signal }),
    // The previous page stays on screen while the next one loads: no jump on a slow network.
    placeholderData: keepPreviousData,
  });
}
