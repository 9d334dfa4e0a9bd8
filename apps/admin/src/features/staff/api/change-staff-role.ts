import type { StaffChangeResponse, StaffRole } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKey } from './get-staff';

/** PUT /api/admin/staff/:id/role: never the last owner's; the person signs in again. */
export function useChangeStaffRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: StaffRole }) =>
      api<StaffChangeResponse>(`/api/admin/staff/${id}/role`, { method: 'PUT', body: { role } }),
    onSettled: () => client.invalidateQueries({ queryKey: staffKey }),
  });
}
