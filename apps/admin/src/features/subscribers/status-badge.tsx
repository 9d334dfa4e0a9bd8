import type { SubscriberState } from '@shop/contracts';
import { STATUS_LABELS } from './subscriber-filters';

const TONES: Record<SubscriberState, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  confirmed: 'bg-green-100 text-green-800 ring-green-600/25',
  bouncing: 'bg-red-50 text-red-800 ring-red-600/25',
  unsubscribed: 'bg-stone-100 text-stone-700 ring-stone-500/25',
};

/** The address's state as a pill; the word carries the meaning, the colour only repeats it. */
export function SubscriberStatusBadge({ status }: { status: SubscriberState }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
