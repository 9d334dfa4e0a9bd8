import type { NewsletterConfirmResponse, NewsletterTokenRequest } from '@shop/contracts/client';
import { data } from 'react-router';
import { api, ApiError } from '~/lib/api';
import { forwardedClient } from '~/lib/forwarded-client.server';

/** What the newsletter pages show: the API's own sentence, and the way out after a confirmation. */
export type NewsletterOutcome =
  | { ok: true; message: string; unsubscribeToken?: string }
  | { ok: false; message: string };

/**
 * POST /api/newsletter/confirm or /unsubscribe (whose answer is the same without the token) with the token of the mailed link, for the
 * pages' loader and action (docs/architecture.md section 6). A refused or unknown link is the
 * API's message with its status (404 for a link that does not work), not the error page.
 */
async function sendToken(path: 'confirm' | 'unsubscribe', token: string, context: unknown) {
  const body: NewsletterTokenRequest = { token };
  try {
    const answer = await api<NewsletterConfirmResponse>(`/api/newsletter/${path}`, {
      body,
      context,
      headers: forwardedClient(context),
    });
    const outcome: NewsletterOutcome = {
      ok: true,
      message: answer.message,
      unsubscribeToken: answer.unsubscribeToken,
    };
    return data(outcome);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status >= 500 || error.status === 0) console.error(`Newsletter ${path}`, error);
    const outcome: NewsletterOutcome = { ok: false, message: error.message };
    return data(outcome, { status: error.status || 502 });
  }
}

export const confirmSubscription = (token: string, context: unknown) =>
  sendToken('confirm', token, context);

export const unsubscribe = (token: string, context: unknown) =>
  sendToken('unsubscribe', token, context);
