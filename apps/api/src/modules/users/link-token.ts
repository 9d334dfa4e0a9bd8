import { createHash, randomBytes } from 'node:crypto';

// The tokens of links mailed to an account (a password reset, a change of e-mail address): 256
// random bits in the link, only their SHA-256 in the database.

export const newLinkToken = () => randomBytes(32).toString('base64url');

export const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** The address a mailed link opens, built from PUBLIC_URL (never the request's Host header). */
export const linkTo = (publicUrl: string, path: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/${path}/${token}`;
