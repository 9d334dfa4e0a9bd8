import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from '@shop/contracts';
import { StatusBadge, type BadgeTone } from '../../components/status-badge';

const TONES: Record<CampaignStatus, BadgeTone> = {
  draft: 'grey',
  scheduled: 'yellow',
  sending: 'blue',
  sent: 'green',
  cancelled: 'red',
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return <StatusBadge label={CAMPAIGN_STATUS_LABELS[status]} tone={TONES[status]} />;
}
