import type { RemoveStaffResponse } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKey } from './get-staff';

/** DELETE /api/admin/staff/:id: staff access ends; the account stays a customer's. */
export function useRemoveStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<RemoveStaffResponse>(`/api/admin/staff/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: staffKey }),
  });
}
