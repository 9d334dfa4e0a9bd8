import type { AdminOrder } from '@shop/contracts';
import { StatusBadge } from '@shop/ui';
import { formatDateTime } from '../../lib/format';

/** Every change of the order with its time, oldest first, as the customer also sees it. */
export function StatusHistory({ order }: { order: AdminOrder }) {
  return (
    <ol className="space-y-3">
      {order.statusHistory.map((change, i) => (
        <li
          key={`${change.status}-${change.date}-${i}`}
          className="flex flex-wrap items-start gap-2"
        >
          <StatusBadge status={change.status} />
          <div className="min-w-0 text-sm">
            <time className="block text-muted" dateTime={new Date(change.date).toISOString()}>
              {formatDateTime(change.date)}
            </time>
            {change.note ? <p className="text-ink">{change.note}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
