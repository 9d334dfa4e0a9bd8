import type {
  EmailChangeRequest,
  EmailChangeResponse,
  EmailChangeStatusResponse,
} from '@shop/contracts/client';
import { api } from '~/lib/api';

const PATH = '/api/user/email-change';

/** The change of e-mail address waiting for its link, if any. */
export const getEmailChange = () => api<EmailChangeStatusResponse>(PATH, { auth: true });

/** Asks for the change: a link goes to the new address, a notice to the current one. */
export const requestEmailChange = (body: EmailChangeRequest) =>
  api<EmailChangeResponse>(PATH, { body, auth: true });

/** Cancels the waiting change: its link stops working. */
export const cancelEmailChange = () =>
  api<EmailChangeResponse>(PATH, { method: 'DELETE', auth: true });
