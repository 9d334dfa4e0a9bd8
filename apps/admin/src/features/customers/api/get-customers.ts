import type { AdminCustomersQuery, AdminCustomersResponse } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const customersKey = ['admin-customers'] as const;

/** GET /api/admin/customers: newest accounts first; q searches name, e-mail and phone. */
export function useAdminCustomers(query: AdminCustomersQuery) {
  return useQuery({
    queryKey: [...customersKey, 'list', query],
    queryFn: ({ signal }) =>
      api<AdminCustomersResponse>('/api/admin/customers', { query: { ...query }, signal }),
    // The previous page stays on screen while the next one loads: no jump on a slow network.
    placeholderData: keepPreviousData,
  });
}
