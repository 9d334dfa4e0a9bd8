import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * A link's token: 256 random bits, base64url (as the password reset's, docs/architecture.md,
 * "Security and accessibility").
 */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this is stored, so a copy of the database opens no link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The unsubscribe link's token, derived from the confirmation token: the confirmation page can
 * then show the very link the mail carried (only hashes are stored, so it could not be read
 * back), and it is as unguessable as the token it comes from.
 */
export const unsubscribeTokenOf = (confirmToken: string) =>
  createHmac('sha256', confirmToken).update('newsletter-unsubscribe').digest('base64url');
