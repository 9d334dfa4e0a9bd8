import {
  MAIL_KIND_LABELS,
  TEXT_KIND_LABELS,
  type MailFilter,
  type MailSummary,
  type TextMessageSummary,
} from '@shop/contracts';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Table, td, type TableColumn } from '../../components/table';
import { formatDateTime } from '../../lib/format';
import { RetryButton } from './retry-button';

/** What a row of either outbox shows besides its own first cells. */
interface OutboxRow {
  _id: string;
  to: string;
  createdAt: string;
  attempts: number;
  lastError: string | null;
  status: string;
}

/** A tab's name in its table's caption: `Failed e-mails, newest first`. */
const captionOf = (tab: MailFilter, what: string) =>
  `${tab[0]!.toUpperCase()}${tab.slice(1)} ${what}, newest first`;

/**
 * One tab of an outbox: what and to whom, why, when, how many tries and the last error. A failed
 * message is retried below its error, where staff read it first. `columns` come between the
 * first and the tries, `cells` are theirs.
 */
function OutboxTable<Row extends OutboxRow>({
  caption,
  first,
  columns,
  rows,
  what,
  cells,
  retry,
}: {
  caption: string;
  first: string;
  columns: readonly TableColumn[];
  rows: readonly Row[];
  /** The first cell, above the recipient. */
  what: (row: Row) => ReactNode;
  cells: (row: Row) => ReactNode;
  retry: (row: Row) => ReactNode;
}) {
  return (
    <Table
      caption={caption}
      columns={[first, ...columns, { label: 'Tries', right: true }, 'Last error']}
    >
      {rows.map((m) => (
        <tr key={m._id} className="hover:bg-stone-50">
          <td className={`${td} min-w-64`}>{what(m)}</td>
          {cells(m)}
          <td className={`${td} text-right`}>{m.attempts}</td>
          <td className={`${td} min-w-48`}>
            {m.lastError ? (
              <span className="block text-xs break-words text-red-800">{m.lastError}</span>
            ) : (
              <span className="text-xs text-muted">None</span>
            )}
            {m.status === 'failed' ? <span className="mt-2 block">{retry(m)}</span> : null}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The recipient under what was sent, named for screen readers. */
function Recipient({ to, className }: { to: string; className: string }) {
  return (
    <span className={className}>
      <span className="sr-only">To </span>
      {to}
    </span>
  );
}

function Created({ at }: { at: string }) {
  return (
    <td className={`${td} whitespace-nowrap text-muted`}>
      <time dateTime={at}>{formatDateTime(Date.parse(at))}</time>
    </td>
  );
}

/** One tab of e-mails: the subject opens the message. */
export function MailTable({ messages, tab }: { messages: MailSummary[]; tab: MailFilter }) {
  // The message's "All mail" link comes back to this tab and page.
  const { search } = useLocation();
  return (
    <OutboxTable
      caption={captionOf(tab, 'e-mails')}
      first="Subject and recipient"
      columns={['Kind', 'Created']}
      rows={messages}
      what={(m) => (
        <>
          <Link
            to={`/mail/${m._id}`}
            state={{ back: `/mail${search}` }}
            className="font-medium text-brand-700 hover:underline"
          >
            {m.subject}
          </Link>
          <Recipient to={m.to} className="relative mt-0.5 block text-xs break-all text-muted" />
          {m.status === 'sending' ? (
            <span className="mt-0.5 block text-xs font-semibold text-blue-800">Sending now</span>
          ) : null}
        </>
      )}
      cells={(m) => (
        <>
          <td className={`${td} min-w-28`}>{MAIL_KIND_LABELS[m.kind]}</td>
          <Created at={m.createdAt} />
        </>
      )}
      retry={(m) => <RetryButton id={m._id} subject={m.subject} compact />}
    />
  );
}

const STATUS_WORDS: Record<TextMessageSummary['status'], string> = {
  pending: 'Waiting',
  sending: 'Sending now',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** One channel's tab of texts: the text as the recipient reads it, and how it went. */
export function TextTable({ messages, tab }: { messages: TextMessageSummary[]; tab: MailFilter }) {
  return (
    <OutboxTable
      caption={captionOf(tab, 'text messages')}
      first="Message and recipient"
      columns={['Kind', 'Created', 'State']}
      rows={messages}
      what={(m) => (
        <>
          <span className="block text-sm break-words text-ink">{m.text}</span>
          <Recipient to={m.to} className="mt-0.5 block text-xs text-muted" />
        </>
      )}
      cells={(m) => (
        <>
          <td className={`${td} min-w-28`}>{TEXT_KIND_LABELS[m.kind]}</td>
          <Created at={m.createdAt} />
          <td className={td}>{STATUS_WORDS[m.status]}</td>
        </>
      )}
      retry={(m) => (
        <RetryButton
          id={m._id}
          subject={`${m.channel === 'sms' ? 'SMS' : 'WhatsApp message'} to ${m.to}`}
          outbox="text"
          compact
        />
      )}
    />
  );
}
