-- Messages that failed for good before the outbox removed their links' tokens at failure too
-- (modules/mail/claims.ts, decision 0033): the same removal, once, for the rows already failed.
-- The pattern is SECRET_LINK_SQL_PATTERN of modules/mail/secret-links.ts.
UPDATE "mail_outbox"
SET
	"text" = regexp_replace("text", '(/(?:reset-password|newsletter/confirm|newsletter/unsubscribe)/)[A-Za-z0-9_-]+', '\1[link removed]', 'g'),
	"html" = regexp_replace("html", '(/(?:reset-password|newsletter/confirm|newsletter/unsubscribe)/)[A-Za-z0-9_-]+', '\1[link removed]', 'g'),
	"headers" = regexp_replace("headers"::text, '(/(?:reset-password|newsletter/confirm|newsletter/unsubscribe)/)[A-Za-z0-9_-]+', '\1[link removed]', 'g')::jsonb
WHERE "status" = 'failed';
