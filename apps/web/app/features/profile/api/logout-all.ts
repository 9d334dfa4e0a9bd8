import type { LogoutAllResponse } from '@shop/contracts/client';
import { api } from '~/lib/api';

/** Ends every session of the account, this browser's included. */
export function logoutAll(): Promise<LogoutAllResponse> {
  return api<LogoutAllResponse>('/api/user/logout-all', { body: {}, auth: true });
}
