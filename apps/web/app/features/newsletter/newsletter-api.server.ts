import {
  NEWSLETTER_MESSAGES,
  type NewsletterConfirmResponse,
  type NewsletterLinkResponse,
  type NewsletterTokenRequest,
} from '@shop/contracts/client';
import { postMailedToken } from '~/lib/mailed-link.server';

/** What the newsletter pages show: the API's own sentence, and the way out after a confirmation. */
export type NewsletterOutcome =
  | { ok: true; message: string; unsubscribeToken?: string }
  | { ok: false; message: string };

/**
 * What the confirmation link's page shows when it is opened: the Confirm button and the address
 * it is for, or at once the outcome of a link used before or not working.
 */
export type ConfirmLinkState =
  | { ask: true; email: string }
  | { ask: false; outcome: NewsletterOutcome };

type TokenPath = 'confirm' | 'confirm/check' | 'unsubscribe';

/**
 * POSTs the token of the mailed link to /api/newsletter/<path> (docs/architecture.md, "Where the
 * specifications disagree or are silent"); the token goes in the body, never in an address. A
 * refused or unknown link is the API's message with its status (404 for a link that does not work),
 * not the error page.
 */
function sendToken<T, S>(
  path: TokenPath,
  token: NewsletterTokenRequest['token'],
  context: unknown,
  shown: (answer: T) => S,
  refused: (outcome: NewsletterOutcome) => S,
) {
  return postMailedToken(
    `/api/newsletter/${path}`,
    `Newsletter ${path}`,
    token,
    context,
    shown,
    refused,
  );
}

/** The confirmation's or unsubscription's answer (the same shape, without the token for the latter). */
const asOutcome = (answer: NewsletterConfirmResponse): NewsletterOutcome => ({
  ok: true,
  message: answer.message,
  unsubscribeToken: answer.unsubscribeToken,
});
const same = (outcome: NewsletterOutcome) => outcome;

/** Reads what the link is for and changes nothing: opening a link (a mail scanner) confirms nothing. */
export const checkConfirmLink = (token: string, context: unknown) =>
  sendToken<NewsletterLinkResponse, ConfirmLinkState>(
    'confirm/check',
    token,
    context,
    (answer): ConfirmLinkState =>
      answer.confirmed
        ? {
            ask: false,
            outcome: {
              ok: true,
              message: NEWSLETTER_MESSAGES.alreadyConfirmed,
              unsubscribeToken: answer.unsubscribeToken,
            },
          }
        : { ask: true, email: answer.email },
    (outcome) => ({ ask: false, outcome }),
  );

export const confirmSubscription = (token: string, context: unknown) =>
  sendToken('confirm', token, context, asOutcome, same);

export const unsubscribe = (token: string, context: unknown) =>
  sendToken('unsubscribe', token, context, asOutcome, same);
