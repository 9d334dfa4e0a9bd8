import type { MessageResponse, ResetPasswordRequest } from '@shop/contracts/client';
import { api } from '~/lib/api';

/** Sets a new password with the token from the reset link. */
export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return api<MessageResponse>('/api/user/reset-password', { body });
}
