import type { MailStatus } from '@shop/contracts';
import { StatusBadge, type BadgeTone } from '../../components/status-badge';

const LOOK: Record<MailStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Waiting', tone: 'grey' },
  sending: { label: 'Sending now', tone: 'blue' },
  sent: { label: 'Sent', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
};

/** Where a message stands, in words (the colour and dot only repeat them). */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <StatusBadge {...LOOK[status]} />;
}
