import { MAIL_PREVIEW_LENGTH, type MailDetail, type MailSummary } from '@shop/contracts';
import type { OutboxRow } from './claims.ts';
import type { MailSummaryRow } from './admin-queries.ts';

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
    preview: row.preview,
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
    text: row.text,
    html: row.html,
    replyTo: replyToText(row.replyTo),
    headers: row.headers ?? {},
    claimedAt: row.claimedAt?.toISOString() ?? null,
  };
}
