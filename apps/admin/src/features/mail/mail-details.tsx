import { MAIL_KIND_LABELS, type MailDetail } from '@shop/contracts';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format';
import { MailStatusBadge } from './mail-status';

const when = (iso: string | null): ReactNode =>
  iso ? <time dateTime={iso}>{formatDateTime(Date.parse(iso))}</time> : null;

/** Where the message stands, whom it is for, and its headers. */
export function MailDetails({ mail }: { mail: MailDetail }) {
  const rows: [string, ReactNode][] = [
    ['Status', <MailStatusBadge key="status" status={mail.status} />],
    ['To', mail.to],
    ['Reply-To', mail.replyTo],
    ['Kind', MAIL_KIND_LABELS[mail.kind]],
    ['Created', when(mail.createdAt)],
    ['Tries', String(mail.attempts)],
    ['Next try', mail.status === 'pending' ? when(mail.nextAttemptAt) : null],
    ['Last claimed', mail.status === 'sent' ? null : when(mail.claimedAt)],
    ['Sent', when(mail.sentAt)],
    ...Object.entries(mail.headers).map(([name, value]): [string, ReactNode] => [name, value]),
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
