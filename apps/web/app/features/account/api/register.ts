import type { AuthResponse, RegisterRequest } from '@shop/contracts/client';
import { api } from '~/lib/api';

/** Creates a customer account and signs it in. */
export function register(body: RegisterRequest): Promise<AuthResponse> {
  return api<AuthResponse>('/api/user/register', { body });
}
