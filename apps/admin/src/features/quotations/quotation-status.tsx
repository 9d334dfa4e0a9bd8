import { QUOTATION_STATUS_LABELS, type QuotationStatus } from '@shop/contracts';
import { StatusBadge, type BadgeTone } from '../../components/status-badge';

const TONE: Record<QuotationStatus, BadgeTone> = {
  draft: 'grey',
  sent: 'blue',
  accepted: 'green',
  expired: 'yellow',
  cancelled: 'red',
};

export function QuotationStatusBadge({ status }: { status: QuotationStatus }) {
  return <StatusBadge label={QUOTATION_STATUS_LABELS[status]} tone={TONE[status]} />;
}
