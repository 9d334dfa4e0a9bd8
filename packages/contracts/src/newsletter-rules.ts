// The newsletter's double opt-in (docs/architecture.md, "Where the specifications disagree or are
// silent"): words and states shared by the API, the storefront's pages and the admin site.
// Zod-free, so the browser can use them.
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/**
 * What staff see of an address: its status, or 'bouncing' when the mail server refused it for good
 * (no campaign goes to it) and it has not unsubscribed since (docs/decisions/0061).
 */
export const SUBSCRIBER_STATES = ['pending', 'confirmed', 'bouncing', 'unsubscribed'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

export const NEWSLETTER_MESSAGES = {
  /** The same answer whether or not the address was already on the list. */
  checkEmail:
    'Thank you! Please check your e-mail and click the link in it to confirm your subscription.',
  confirmed: 'Your subscription is confirmed. You will receive our news and offers.',
  alreadyConfirmed: 'Your subscription was already confirmed.',
  unsubscribed: 'You have been unsubscribed. You will receive no more newsletters from us.',
  linkInvalid: 'This link is not valid or has expired. Please subscribe again from our website.',
  tooMany: 'Too many sign-ups in a short time. Please wait a few minutes and try again.',
} as const;
