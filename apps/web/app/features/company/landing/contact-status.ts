import { CONTACT_MESSAGES } from '@shop/contracts/client';

/** What a send answered, as the card needs it (the route action's ContactResult fits). */
export interface CardResult {
  ok: boolean;
  message: string;
}

/**
 * The card's status text (docs/spec/account-and-company-site.md section 4): empty until a send,
 * 'Sending...' while one is under way, then 'Message sent successfully!' or 'Failed to send
 * message.'.
 */
export function cardStatus(busy: boolean, result: CardResult | undefined): string {
  if (busy) return CONTACT_MESSAGES.cardSending;
  if (!result) return '';
  return result.ok ? CONTACT_MESSAGES.cardSent : CONTACT_MESSAGES.cardFailed;
}

/**
 * The status box's colour: green when the text says 'success', red for a failure (section 4).
 * 'Sending...' is neither: it is shown in a neutral tone rather than as an error.
 */
export function statusTone(status: string): 'success' | 'error' | 'neutral' {
  if (/success/i.test(status)) return 'success';
  return status === CONTACT_MESSAGES.cardSending ? 'neutral' : 'error';
}

/**
 * A failure's own reason, shown under 'Failed to send message.' when the server gave one worth
 * reading (a field it refused, too many messages); nothing when it only repeats the failure.
 */
export function failureDetail(result: CardResult | undefined): string {
  if (!result || result.ok || result.message === CONTACT_MESSAGES.cardFailed) return '';
  return result.message;
}
