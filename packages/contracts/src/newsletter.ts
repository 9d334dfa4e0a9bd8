import { z } from 'zod';
import { emailSchema, messageResponseSchema, pagedResponse, pagingQuery } from './api.ts';
import { NEWSLETTER_MESSAGES, SUBSCRIBER_STATES } from './newsletter-rules.ts';

export const newsletterRequestSchema = z.object({
  email: emailSchema,
});
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;

/**
 * `/api/newsletter/confirm` (and `/confirm/check`) and `/api/newsletter/unsubscribe`: the token
 * from the mailed link (base64url of 32 random bytes). A malformed one reads like an unknown one.
 */
export const newsletterTokenSchema = z.object({
  token: z
    .string({ message: NEWSLETTER_MESSAGES.linkInvalid })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, NEWSLETTER_MESSAGES.linkInvalid),
});
export type NewsletterTokenRequest = z.input<typeof newsletterTokenSchema>;

/**
 * `POST /api/newsletter/confirm`: `message` is NEWSLETTER_MESSAGES.confirmed, or alreadyConfirmed
 * when the link was used before; `unsubscribeToken` is the token of the unsubscribe link the
 * confirmation mail carried, for the confirmation page's own unsubscribe link.
 */
export const newsletterConfirmResponseSchema = messageResponseSchema.extend({
  unsubscribeToken: z.string().optional(),
});
export type NewsletterConfirmResponse = z.infer<typeof newsletterConfirmResponseSchema>;

/**
 * `POST /api/newsletter/confirm/check`: what the confirmation page shows before its Confirm button
 * is pressed, changing nothing (mail scanners open links). `email` is the address the link is
 * for; `confirmed` says the link was used already, and then `unsubscribeToken` comes as with the
 * confirmation. A link that does not work is refused with 404, as the confirmation would be.
 */
export const newsletterLinkResponseSchema = z.object({
  success: z.literal(true),
  email: z.string(),
  confirmed: z.boolean(),
  unsubscribeToken: z.string().optional(),
});
export type NewsletterLinkResponse = z.infer<typeof newsletterLinkResponseSchema>;

export const subscriberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATES),
  /** ISO times; confirmedAt, unsubscribedAt and bouncedAt are null until they happen. */
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
  /** When the mail server refused the address for good; cleared when it signs up again. */
  bouncedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const ADMIN_SUBSCRIBERS_PAGE_SIZE = 25;
export const ADMIN_SUBSCRIBERS_PAGE_SIZE_MAX = 100;

/** `GET /api/admin/subscribers` (and its CSV export): `q` is contained in the address. */
export const adminSubscribersQuerySchema = z.object({
  status: z
    .enum(SUBSCRIBER_STATES, {
      message: 'status must be pending, confirmed, bouncing or unsubscribed',
    })
    .optional(),
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  ...pagingQuery(ADMIN_SUBSCRIBERS_PAGE_SIZE_MAX),
});
export type AdminSubscribersQuery = z.input<typeof adminSubscribersQuerySchema>;

export const subscriberCountsSchema = z.object({
  pending: z.number().int(),
  confirmed: z.number().int(),
  bouncing: z.number().int(),
  unsubscribed: z.number().int(),
});
export type SubscriberCounts = z.infer<typeof subscriberCountsSchema>;

/** Newest first. */
export const adminSubscribersResponseSchema = pagedResponse('subscribers', subscriberSchema).extend(
  { counts: subscriberCountsSchema },
);
export type AdminSubscribersResponse = z.infer<typeof adminSubscribersResponseSchema>;
