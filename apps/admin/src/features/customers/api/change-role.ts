import type { ChangeRoleResponse, Role } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customersKey } from './get-customers';

/**
 * POST /api/admin/customers/:id/role: promote to admin or make a customer again. The API refuses
 * one's own account and ends the person's sessions, so they sign in again with the new role.
 */
export function useChangeRole(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (role: Role) =>
      api<ChangeRoleResponse>(`/api/admin/customers/${id}/role`, { body: { role } }),
    onSettled: () => client.invalidateQueries({ queryKey: customersKey }),
  });
}
