import type { Subscriber } from '@shop/contracts';
import { Table, td } from '../../components/table';
import { formatDate, formatDateTime } from '../../lib/format';
import { SubscriberStatusBadge } from './status-badge';

function When({ iso }: { iso: string | null }) {
  if (!iso) return <span className="text-muted">—</span>;
  const ms = Date.parse(iso);
  return (
    <time dateTime={iso} title={formatDateTime(ms)}>
      {formatDate(ms)}
    </time>
  );
}

/** Wider screens: one row per address with its dates. */
export function SubscriberTable({ subscribers }: { subscribers: Subscriber[] }) {
  return (
    <Table
      caption="Subscribers"
      columns={['E-mail', 'Status', 'Subscribed', 'Confirmed', 'Unsubscribed', 'Bounced']}
    >
      {subscribers.map((s) => (
        <tr key={s._id} className="hover:bg-stone-50">
          <td className={`${td} font-medium [overflow-wrap:anywhere] text-ink`}>{s.email}</td>
          <td className={td}>
            <SubscriberStatusBadge status={s.status} />
          </td>
          <td className={`${td} whitespace-nowrap`}>
            <When iso={s.createdAt} />
          </td>
          <td className={`${td} whitespace-nowrap`}>
            <When iso={s.confirmedAt} />
          </td>
          <td className={`${td} whitespace-nowrap`}>
            <When iso={s.unsubscribedAt} />
          </td>
          <td className={`${td} whitespace-nowrap`}>
            <When iso={s.bouncedAt} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Phones: one card per address, the dates that exist as a line. */
export function SubscriberCards({ subscribers }: { subscribers: Subscriber[] }) {
  return (
    <ul aria-label="Subscribers" className="space-y-2">
      {subscribers.map((s) => (
        <li key={s._id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
          <p className="font-medium [overflow-wrap:anywhere] text-ink">{s.email}</p>
          <div className="mt-2">
            <SubscriberStatusBadge status={s.status} />
          </div>
          <p className="mt-2 text-sm text-muted">
            Subscribed <When iso={s.createdAt} />
            {s.confirmedAt ? (
              <>
                {' · '}confirmed <When iso={s.confirmedAt} />
              </>
            ) : null}
            {s.unsubscribedAt ? (
              <>
                {' · '}unsubscribed <When iso={s.unsubscribedAt} />
              </>
            ) : null}
            {s.bouncedAt ? (
              <>
                {' · '}bounced <When iso={s.bouncedAt} />
              </>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
