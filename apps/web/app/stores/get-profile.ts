import type { ProfileResponse } from '@shop/contracts/client';
import { api } from '~/lib/api';

/** The signed-in customer's profile (a 401 ends the session, as every authenticated call). */
export function getProfile(): Promise<ProfileResponse> {
  return api<ProfileResponse>('/api/user/profile', { auth: true });
}
