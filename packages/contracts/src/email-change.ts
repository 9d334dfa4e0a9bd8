import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './account-rules.ts';
import { EMAIL_CHANGE_MESSAGES as M } from './email-change-rules.ts';
import { emailSchema as email, messageResponseWith } from './api.ts';

// Changing the account's e-mail address (docs/decisions/0051-email-change-and-saved-addresses.md):
// the customer asks with the new address and the current password; a link mailed to the new
// address makes the change; the old address is told.

/** `email` is the new address (named so, the limit per address counts it like sign-up's). */
export const emailChangeRequestSchema = z.object({
  email,
  password: z
    .string({ message: M.enterPassword })
    .min(1, M.enterPassword)
    .max(PASSWORD_MAX_LENGTH, M.wrongPassword),
});

/** A change waiting for its link to be opened: the new address, and until when the link works. */
export const pendingEmailChangeSchema = z.object({ email: z.string(), expiresAt: z.string() });

export const emailChangeStatusResponseSchema = z.object({
  success: z.literal(true),
  pending: pendingEmailChangeSchema.nullable(),
});
export const emailChangeResponseSchema = emailChangeStatusResponseSchema.extend({
  message: z.string(),
});

/** The mailed link's token travels in the body, never in an API address. */
export const emailChangeTokenRequestSchema = z.object({
  token: z.string({ message: M.linkInvalid }).trim().min(1, M.linkInvalid).max(200, M.linkInvalid),
});
/** What a link is for (reading it changes nothing): the new address, and whether it was used. */
export const emailChangeLinkResponseSchema = z.object({
  success: z.literal(true),
  email: z.string(),
  confirmed: z.boolean(),
});
export const emailChangeConfirmResponseSchema = messageResponseWith('email', z.string());

export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;
export type EmailChangeStatusResponse = z.infer<typeof emailChangeStatusResponseSchema>;
export type EmailChangeResponse = z.infer<typeof emailChangeResponseSchema>;
export type EmailChangeTokenRequest = z.input<typeof emailChangeTokenRequestSchema>;
export type EmailChangeLinkResponse = z.infer<typeof emailChangeLinkResponseSchema>;
export type EmailChangeConfirmResponse = z.infer<typeof emailChangeConfirmResponseSchema>;
