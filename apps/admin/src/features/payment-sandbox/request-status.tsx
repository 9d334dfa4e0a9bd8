import type { PaymentSandboxStatus } from '@shop/contracts';
import { StatusBadge, type BadgeTone } from '../../components/status-badge';

const LOOK: Record<PaymentSandboxStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Waiting for the payer', tone: 'yellow' },
  successful: { label: 'Approved', tone: 'green' },
  failed: { label: 'Declined', tone: 'red' },
};

/** Where a sandbox request stands, in words (the colour and dot only repeat them). */
export function RequestStatusBadge({ status }: { status: PaymentSandboxStatus }) {
  return <StatusBadge {...LOOK[status]} />;
}
