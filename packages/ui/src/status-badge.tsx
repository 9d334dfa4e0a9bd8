import { orderStatusTone, type StatusTone } from '@shop/contracts/client';

// Spec colours (Delivered green, Shipped blue, Processing yellow, others grey), in shades that
// keep the text above 4.5:1 contrast on its background. A dot repeats the colour for the eye;
// the word carries the meaning, so colour is never the only signal.
const TONES: Record<StatusTone, { badge: string; dot: string }> = {
  green: { badge: 'bg-green-100 text-green-800 ring-green-600/25', dot: 'bg-green-600' },
  blue: { badge: 'bg-blue-100 text-blue-800 ring-blue-600/25', dot: 'bg-blue-600' },
  yellow: { badge: 'bg-yellow-100 text-yellow-900 ring-yellow-600/30', dot: 'bg-yellow-500' },
  grey: { badge: 'bg-stone-100 text-stone-700 ring-stone-500/25', dot: 'bg-stone-500' },
};

/** An order status as a coloured pill, for the storefront's order pages and the admin site. */
export function StatusBadge({ status, className = '' }: { status: string; className?: string }) {
  const tone = orderStatusTone(status);
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[tone].badge} ${className}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${TONES[tone].dot}`} />
      {status}
    </span>
  );
}
