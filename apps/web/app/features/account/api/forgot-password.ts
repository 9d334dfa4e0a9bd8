import type { ForgotPasswordRequest, MessageResponse } from '@shop/contracts/client';
import { api } from '~/lib/api';

/** Asks for a reset link; the answer is the same whether the account exists or not. */
export function forgotPassword(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return api<MessageResponse>('/api/user/forgot-password', { body });
}
