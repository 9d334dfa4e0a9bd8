import type { AuthResponse, LoginRequest } from '@shop/contracts/client';
import { api } from '~/lib/api';

/** Signs a customer in, or staff through the admin call; answers the token and the role. */
export function signIn(body: LoginRequest, audience: 'customer' | 'admin'): Promise<AuthResponse> {
  return api<AuthResponse>(audience === 'admin' ? '/api/user/admin' : '/api/user/login', { body });
}
