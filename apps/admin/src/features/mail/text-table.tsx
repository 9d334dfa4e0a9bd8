import { TEXT_KIND_LABELS, type MailFilter, type TextMessageSummary } from '@shop/contracts';
import { Table, td } from '../../components/table';
import { formatDateTime } from '../../lib/format';
import { RetryButton } from './retry-button';

const STATUS_WORDS: Record<TextMessageSummary['status'], string> = {
  pending: 'Waiting',
  sending: 'Sending now',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** One channel's tab: the text as the recipient reads it, to whom, why, when and how it went. */
export function TextTable({ messages, tab }: { messages: TextMessageSummary[]; tab: MailFilter }) {
  return (
    <Table
      caption={`${tab[0]!.toUpperCase()}${tab.slice(1)} text messages, newest first`}
      columns={[
        'Message and recipient',
        'Kind',
        'Created',
        'State',
        { label: 'Tries', right: true },
        'Last error',
      ]}
    >
      {messages.map((m) => (
        <tr key={m._id} className="hover:bg-stone-50">
          <td className={`${td} min-w-64`}>
            <span className="block text-sm break-words text-ink">{m.text}</span>
            <span className="mt-0.5 block text-xs text-muted">
              <span className="sr-only">To </span>
              {m.to}
            </span>
          </td>
          <td className={`${td} min-w-28`}>{TEXT_KIND_LABELS[m.kind]}</td>
          <td className={`${td} whitespace-nowrap text-muted`}>
            <time dateTime={m.createdAt}>{formatDateTime(Date.parse(m.createdAt))}</time>
          </td>
          <td className={td}>{STATUS_WORDS[m.status]}</td>
          <td className={`${td} text-right`}>{m.attempts}</td>
          <td className={`${td} min-w-48`}>
            {m.lastError ? (
              <span className="block text-xs break-words text-red-800">{m.lastError}</span>
            ) : (
              <span className="text-xs text-muted">None</span>
            )}
            {m.status === 'failed' ? (
              <span className="mt-2 block">
                <RetryButton
                  id={m._id}
                  subject={`${m.channel === 'sms' ? 'SMS' : 'WhatsApp message'} to ${m.to}`}
                  outbox="text"
                  compact
                />
              </span>
            ) : null}
          </td>
        </tr>
      ))}
    </Table>
  );
}
