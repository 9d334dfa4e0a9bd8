import type { Role } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

interface LoginAnswer {
  success: true;
  message: string;
  token: string;
  role: Role;
}

/** POST /api/user/admin: succeeds only for an account whose role is admin in the database. */
export function useAdminLogin() {
  return useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      api<LoginAnswer>('/api/user/admin', { body: credentials }),
  });
}
