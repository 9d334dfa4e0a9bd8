import type { AuthResponse, LoginRequest } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/user/admin: succeeds only for an account whose role is admin in the database. */
export function useAdminLogin() {
  return useMutation({
    mutationFn: (credentials: LoginRequest) =>
      api<AuthResponse>('/api/user/admin', { body: credentials }),
  });
}
