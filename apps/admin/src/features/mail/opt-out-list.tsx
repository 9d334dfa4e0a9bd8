import { useId } from 'react';
import { formatDateTime } from '../../lib/format';
import { useOptOuts } from './api/get-opt-outs';

const SOURCES: Record<string, string> = {
  'sms-stop': 'Replied STOP',
  'sms-unsubscribed': 'Unsubscribed at the SMS gateway',
  'whatsapp-blocked': 'Blocked the shop on WhatsApp',
};

/** The numbers no SMS or WhatsApp goes to any more (decision 0066), newest first. */
export function OptOutList() {
  const titleId = useId();
  const list = useOptOuts(true);
  const rows = list.data?.optOuts ?? [];
  return (
    <section
      aria-labelledby={titleId}
      className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
    >
      <h2 id={titleId} className="text-base font-bold text-ink">
        Numbers that asked for no more messages
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          None: every customer who chose SMS or WhatsApp gets them.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-200">
          {rows.map((r) => (
            <li
              key={r.number}
              className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2 text-sm"
            >
              <span className="font-medium text-ink">{r.number}</span>
              <span className="text-muted">
                {SOURCES[r.source] ?? r.source}, {formatDateTime(Date.parse(r.createdAt))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
