import type { AddStaffRequest, StaffChangeResponse } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKey } from './get-staff';

/**
 * POST /api/admin/staff: a new address gets an account and an e-mail to choose its password; a
 * customer's account becomes staff with its own password.
 */
export function useAddStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AddStaffRequest) =>
      api<StaffChangeResponse>('/api/admin/staff', { body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: staffKey }),
  });
}
