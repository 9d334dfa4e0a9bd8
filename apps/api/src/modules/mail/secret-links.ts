// Links that act for their recipient (a password reset, a change of e-mail address, a newsletter confirmation or
// unsubscription, a campaign's one-click unsubscription in List-Unsubscribe, a quotation to accept) carry a token the database otherwise keeps only as a hash. The outbox must
// hold it until the message is sent; staff never see it, and once the message is sent or has
// failed for good it is removed (claims.ts).

const PATHS =
  '(?:reset-password|confirm-email|newsletter/confirm|newsletter/unsubscribe|newsletter/one-click|quotation)';
/** The path before a token, then the token. The same source serves JavaScript and PostgreSQL. */
const SOURCE = `(/${PATHS}/)[A-Za-z0-9_-]+`;
export const SECRET_LINK_SQL_PATTERN = SOURCE;
/** What a removed token becomes (`\1` in PostgreSQL, `$1` here, keeps the path). */
export const REMOVED_TOKEN = '[link removed]';

const pattern = new RegExp(SOURCE, 'g');
const removedLink = new RegExp(`/${PATHS}/${REMOVED_TOKEN.replace(/[[\]]/g, '\\$&')}`);

/** The text with every acting link's token replaced: what the Mail page shows. */
export const withoutSecretLinks = (text: string) => text.replace(pattern, `$1${REMOVED_TOKEN}`);

/**
 * Whether a stored message lost the token of one of its links: sending it now would carry a link
 * that opens nothing.
 */
export const hasRemovedLinks = (message: {
  text: string;
  html: string;
  headers: Record<string, string> | null;
}) =>
  [message.text, message.html, ...Object.values(message.headers ?? {})].some((part) =>
    removedLink.test(part),
  );
