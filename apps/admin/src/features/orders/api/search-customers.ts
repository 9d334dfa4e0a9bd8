import type { AdminCustomersResponse } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/customers: accounts whose name, e-mail or phone holds `q`, for a new order. */
export function useCustomerSearch(q: string) {
  const query = { q, pageSize: 6 };
  return useQuery({
    queryKey: ['admin-customers', 'list', query],
    queryFn: ({ signal }) =>
      api<AdminCustomersResponse>('/api/admin/customers', { query: { ...query }, signal }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
