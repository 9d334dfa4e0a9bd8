import type {
  EmailChangeConfirmResponse,
  EmailChangeLinkResponse,
  EmailChangeTokenRequest,
} from '@shop/contracts/client';
import { EMAIL_CHANGE_MESSAGES } from '@shop/contracts/client';
import { postMailedToken } from '~/lib/mailed-link.server';

/** What the link's page says once the change is made, or why it was not. */
export type ConfirmEmailOutcome =
  | { ok: true; message: string; email: string }
  | { ok: false; message: string };

/** When the link is opened: the Confirm button and the new address, or at once an outcome. */
export type ConfirmEmailLinkState =
  | { ask: true; email: string }
  | { ask: false; outcome: ConfirmEmailOutcome };

/**
 * POSTs the mailed link's token to /api/user/email-change/<path> in process
 * (docs/decisions/0051-email-change-and-saved-addresses.md); the token travels in the body, never
 * in an API address. A refusal is the API's message with its status, not the error page.
 */
function sendToken<T, S>(
  path: 'check' | 'confirm',
  token: EmailChangeTokenRequest['token'],
  context: unknown,
  shown: (answer: T) => S,
  refused: (outcome: ConfirmEmailOutcome) => S,
) {
  const url = `/api/user/email-change/${path}`;
  return postMailedToken(url, `E-mail change ${path}`, token, context, shown, refused);
}

/** Reads what the link is for and changes nothing: a mail scanner opening it changes nothing. */
export const checkEmailChangeLink = (token: string, context: unknown) =>
  sendToken<EmailChangeLinkResponse, ConfirmEmailLinkState>(
    'check',
    token,
    context,
    (answer) =>
      answer.confirmed
        ? {
            ask: false,
            outcome: {
              ok: true,
              message: EMAIL_CHANGE_MESSAGES.alreadyConfirmed,
              email: answer.email,
            },
          }
        : { ask: true, email: answer.email },
    (outcome) => ({ ask: false, outcome }),
  );

export const confirmEmailChange = (token: string, context: unknown) =>
  sendToken<EmailChangeConfirmResponse, ConfirmEmailOutcome>(
    'confirm',
    token,
    context,
    (answer) => ({ ok: true, message: answer.message, email: answer.email }),
    (outcome) => outcome,
  );
