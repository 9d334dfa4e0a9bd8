import { MAIL_KIND_LABELS, type MailFilter, type MailSummary } from '@shop/contracts';
import { Link, useLocation } from 'react-router';
import { Table, td } from '../../components/table';
import { formatDateTime } from '../../lib/format';
import { RetryButton } from './retry-button';

/**
 * One tab's messages: what and to whom, why, when, how many tries and the last error. The
 * subject opens the message; a failed one is retried below its error, where staff read it first.
 */
export function MailTable({ messages, tab }: { messages: MailSummary[]; tab: MailFilter }) {
  // The message's "All mail" link comes back to this tab and page.
  const { search } = useLocation();
  return (
    <Table
      caption={`${tab[0]!.toUpperCase()}${tab.slice(1)} e-mails, newest first`}
      columns={[
        'Subject and recipient',
        'Kind',
        'Created',
        { label: 'Tries', right: true },
        'Last error',
      ]}
    >
      {messages.map((m) => (
        <tr key={m._id} className="hover:bg-stone-50">
          <td className={`${td} min-w-64`}>
            <Link
              to={`/mail/${m._id}`}
              state={{ back: `/mail${search}` }}
              className="font-medium text-brand-700 hover:underline"
            >
              {m.subject}
            </Link>
            <span className="relative mt-0.5 block text-xs break-all text-muted">
              <span className="sr-only">To </span>
              {m.to}
            </span>
            {m.status === 'sending' ? (
              <span className="mt-0.5 block text-xs font-semibold text-blue-800">Sending now</span>
            ) : null}
          </td>
          <td className={`${td} min-w-28`}>{MAIL_KIND_LABELS[m.kind]}</td>
          <td className={`${td} whitespace-nowrap text-muted`}>
            <time dateTime={m.createdAt}>{formatDateTime(Date.parse(m.createdAt))}</time>
          </td>
          <td className={`${td} text-right`}>{m.attempts}</td>
          <td className={`${td} min-w-48`}>
            {m.lastError ? (
              <span className="block text-xs break-words text-red-800">{m.lastError}</span>
            ) : (
              <span className="text-xs text-muted">None</span>
            )}
            {m.status === 'failed' ? (
              <span className="mt-2 block">
                <RetryButton id={m._id} subject={m.subject} compact />
              </span>
            ) : null}
          </td>
        </tr>
      ))}
    </Table>
  );
}
