import type { PaymentAttemptStatus } from '@shop/contracts';

const LOOK: Record<PaymentAttemptStatus, { label: string; badge: string }> = {
  pending: { label: 'Waiting for the payer', badge: 'bg-blue-100 text-blue-800 ring-blue-600/25' },
  successful: { label: 'Money collected', badge: 'bg-green-100 text-green-800 ring-green-600/25' },
  failed: { label: 'Not paid', badge: 'bg-red-100 text-red-800 ring-red-600/25' },
  expired: {
    label: 'Not approved in time',
    badge: 'bg-stone-100 text-stone-700 ring-stone-500/25',
  },
};

/** Where a request to the payer's phone stands, in words (the colour only repeats them). */
export function AttemptStatus({ status }: { status: PaymentAttemptStatus }) {
  const look = LOOK[status];
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${look.badge}`}
    >
      {look.label}
    </span>
  );
}
