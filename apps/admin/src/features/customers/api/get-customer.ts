import type { AdminCustomerDetailResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customersKey } from './get-customers';

export const customerKey = (id: string) => [...customersKey, 'one', id] as const;

/** GET /api/admin/customers/:id: the profile, order totals, orders and reviews. */
export function useAdminCustomer(id: string) {
  return useQuery({
    queryKey: customerKey(id),
    queryFn: ({ signal }) =>
      api<AdminCustomerDetailResponse>(`/api/admin/customers/${id}`, { signal }),
  });
}
