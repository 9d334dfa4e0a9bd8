import { MAIL_PREVIEW_LENGTH, type MailDetail, type MailSummary } from '@shop/contracts';
import type { OutboxRow } from './claims.ts';
import type { MailSummaryRow } from './admin-queries.ts';
import { withoutSecretLinks } from './secret-links.ts';

/** A list row as the staff's Mail page shows it. */
export function toMailSummary(row: MailSummaryRow): MailSummary {
  return {
    _id: row.id,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    preview: withoutSecretLinks(row.preview),
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** A Reply-To as a mail client writes it: "Name <address>", or the address alone. */
function replyToText(replyTo: OutboxRow['replyTo']): string | null {
  if (!replyTo) return null;
  return typeof replyTo === 'string' ? replyTo : `${replyTo.name} <${replyTo.address}>`;
}

/** One message in full. */
export function toMailDetail(row: OutboxRow): MailDetail {
  return {
    ...toMailSummary({ ...row, preview: row.text.slice(0, MAIL_PREVIEW_LENGTH) }),
    text: withoutSecretLinks(row.text),
    html: withoutSecretLinks(row.html),
    replyTo: replyToText(row.replyTo),
    headers: Object.fromEntries(
      Object.entries(row.headers ?? {}).map(([name, value]) => [name, withoutSecretLinks(value)]),
    ),
    claimedAt: row.claimedAt?.toISOString() ?? null,
  };
}
