// The outbox of e-mails (docs/decisions/0033-mail-outbox.md): what kinds of message the shop
// sends, the states a message goes through, and the staff's words. Free of zod: the admin site
// imports it.

/** What caused a message; each is written in the transaction of the change that causes it. */
export const MAIL_KINDS = [
  'order-placed',
  'order-notice',
  'transaction-reported',
  'payment-confirmed',
  'payment-received',
  'status-change',
  'password-reset',
  'staff-invite',
  'email-change',
  'email-change-notice',
  'contact',
  'contact-reply',
  'newsletter-confirm',
  'newsletter-campaign',
  'newsletter-test',
  'back-in-stock',
  'quotation',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  'order-placed': 'Order confirmation',
  'order-notice': 'New order notice',
  'transaction-reported': 'Payment reported',
  'payment-confirmed': 'Payment confirmed',
  'payment-received': 'Payment received (shop)',
  'status-change': 'Order status',
  'password-reset': 'Password reset',
  'staff-invite': 'Staff invitation',
  'email-change': 'E-mail change link',
  'email-change-notice': 'E-mail change notice',
  contact: 'Contact message',
  'contact-reply': 'Reply to a message',
  'newsletter-confirm': 'Newsletter confirmation',
  'newsletter-campaign': 'Newsletter',
  'newsletter-test': 'Newsletter test',
  'back-in-stock': 'Back in stock',
  quotation: 'Quotation',
};

/**
 * pending: waiting for its (next) try; sending: a worker has claimed it and is sending it now;
 * sent: the mail server took it; failed: given up, or interrupted mid-send (staff decide).
 */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The Mail page's tabs: pending also holds the messages being sent at this moment. */
export const MAIL_FILTERS = ['pending', 'sent', 'failed'] as const;
export type MailFilter = (typeof MAIL_FILTERS)[number];

export const MAIL_FILTER_LABELS: Record<MailFilter, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
};

export const ADMIN_MAIL_PAGE_SIZE = 20;
export const ADMIN_MAIL_PAGE_SIZE_MAX = 100;
/** Characters of a message's text shown in the list (the whole text is on its own page). */
export const MAIL_PREVIEW_LENGTH = 140;

export const MAIL_MESSAGES = {
  statusInvalid: 'status must be pending, sent or failed',
  invalidId: 'That mail link is not valid.',
  notFound: 'Mail message not found.',
  retried: 'The message will be sent again in a moment.',
  retrySent: 'This message was already sent. It is never sent twice; nothing was changed.',
  retryPending:
    'This message is still waiting to be sent (or is being sent now): there is nothing to retry.',
  /**
   * Retry of a failed message whose link (a password reset, a newsletter confirmation) lost its
   * token when it failed: the copy would carry a link that opens nothing.
   */
  retryLinkRemoved:
    'This message cannot be sent again: its link was removed when sending failed, so a copy would not work. Nothing was changed. The customer can ask for a new one (another password reset, or signing up for the newsletter again).',
  /** Written by the worker on a message whose sending was cut off (the process stopped). */
  interrupted:
    'Sending was interrupted; check before retrying (the recipient may have received it).',
} as const;
