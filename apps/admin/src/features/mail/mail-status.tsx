import type { MailStatus } from '@shop/contracts';

const LOOK: Record<MailStatus, { label: string; badge: string; dot: string }> = {
  pending: {
    label: 'Waiting',
    badge: 'bg-stone-100 text-stone-700 ring-stone-500/25',
    dot: 'bg-stone-500',
  },
  sending: {
    label: 'Sending now',
    badge: 'bg-blue-100 text-blue-800 ring-blue-600/25',
    dot: 'bg-blue-600',
  },
  sent: {
    label: 'Sent',
    badge: 'bg-green-100 text-green-800 ring-green-600/25',
    dot: 'bg-green-600',
  },
  failed: { label: 'Failed', badge: 'bg-red-100 text-red-800 ring-red-600/25', dot: 'bg-red-600' },
};

/** Where a message stands, in words (the colour and dot only repeat them). */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  const look = LOOK[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${look.badge}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${look.dot}`} />
      {look.label}
    </span>
  );
}
