import type { PaymentAttemptStatus } from '@shop/contracts';
import { StatusBadge, type BadgeTone } from './status-badge';

const LOOK: Record<PaymentAttemptStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Waiting for the payer', tone: 'blue' },
  successful: { label: 'Money collected', tone: 'green' },
  failed: { label: 'Not paid', tone: 'red' },
  expired: { label: 'Not approved in time', tone: 'grey' },
};

/** Where a request to the payer's phone stands, in words (the colour only repeats them). */
export function AttemptStatus({ status }: { status: PaymentAttemptStatus }) {
  return <StatusBadge {...LOOK[status]} />;
}
