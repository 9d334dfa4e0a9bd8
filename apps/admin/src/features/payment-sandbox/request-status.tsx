import type { PaymentSandboxStatus } from '@shop/contracts';

const LOOK: Record<PaymentSandboxStatus, { label: string; badge: string; dot: string }> = {
  pending: {
    label: 'Waiting for the payer',
    badge: 'bg-yellow-100 text-yellow-900 ring-yellow-600/30',
    dot: 'bg-yellow-500',
  },
  successful: {
    label: 'Approved',
    badge: 'bg-green-100 text-green-800 ring-green-600/25',
    dot: 'bg-green-600',
  },
  failed: {
    label: 'Declined',
    badge: 'bg-red-100 text-red-800 ring-red-600/25',
    dot: 'bg-red-600',
  },
};

/** Where a sandbox request stands, in words (the colour and dot only repeat them). */
export function RequestStatusBadge({ status }: { status: PaymentSandboxStatus }) {
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
