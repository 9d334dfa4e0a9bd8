import { Link } from 'react-router';
import { useMessagesThisMonth } from './api/get-messages-month';

const CHANNELS = [
  { key: 'email', label: 'E-mail', to: '/mail?status=sent' },
  { key: 'sms', label: 'SMS', to: '/mail?channel=sms&status=sent' },
  { key: 'whatsapp', label: 'WhatsApp', to: '/mail?channel=whatsapp&status=sent' },
] as const;

/** Messages sent this month per channel (SMS and WhatsApp cost money each: decision 0066). */
export function MessagesFigures() {
  const month = useMessagesThisMonth();
  const sent = month.data?.sent;
  return (
    <dl className="grid grid-cols-3 gap-3">
      {CHANNELS.map((c) => (
        <div key={c.key} className="rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200">
          <dt className="text-sm text-muted">
            <Link to={c.to} className="hover:underline">
              {c.label}
            </Link>
          </dt>
          <dd className="mt-1 text-xl font-bold text-ink">{sent ? sent[c.key] : '…'}</dd>
        </div>
      ))}
    </dl>
  );
}
