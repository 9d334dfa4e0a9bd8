import type { SubscriberCounts as Counts, SubscriberState } from '@shop/contracts';
import { Link } from 'react-router';
import { STATUS_LABELS } from './subscriber-filters';

const NOTES: Record<SubscriberState, string> = {
  confirmed: 'receive the newsletter',
  pending: 'have not clicked the link yet',
  bouncing: 'refused by their mail server; sent nothing more',
  unsubscribed: 'asked to stop',
};

/** How many addresses are in each state; each figure opens the list filtered to it. */
export function SubscriberCounts({
  counts,
  current,
}: {
  counts: Counts;
  current: SubscriberState | undefined;
}) {
  // Confirmed first: they are the newsletter's readers.
  const order: SubscriberState[] = ['confirmed', 'pending', 'bouncing', 'unsubscribed'];
  return (
    <ul
      aria-label="Subscribers by status"
      className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-4"
    >
      {order.map((status) => (
        <li key={status}>
          <Link
            to={`/subscribers?status=${status}`}
            aria-current={current === status ? 'page' : undefined}
            className={`block h-full rounded-xl bg-white p-3 shadow-sm ring-1 hover:bg-stone-50 sm:p-4 ${
              current === status ? 'ring-2 ring-brand-600' : 'ring-stone-200'
            }`}
          >
            <span className="block text-xs font-medium text-muted sm:text-sm">
              {STATUS_LABELS[status]}
            </span>
            <span className="mt-1 block text-2xl font-bold text-ink">{counts[status]}</span>
            <span className="hidden text-sm text-muted sm:block">{NOTES[status]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
