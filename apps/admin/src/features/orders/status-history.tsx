import type { AdminOrder } from '@shop/contracts';
import { StatusBadge } from '@shop/ui';
import { formatDateTime } from '../../lib/format';

/**
 * Every change of the order with its time, oldest first, as the customer also sees it, and who
 * made it (staff only see that): a person's name, or the shop itself (a payment confirmed by the
 * provider, an order placed).
 */
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
            <p className="text-muted">
              <time dateTime={new Date(change.date).toISOString()}>
                {formatDateTime(change.date)}
              </time>{' '}
              · by <span className="font-medium text-ink">{change.by ?? 'Shop'}</span>
            </p>
            {change.note ? <p className="text-ink">{change.note}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
