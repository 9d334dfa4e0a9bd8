import type { AdminCampaignResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { oneCampaignKey } from './campaign-key';

/** GET /api/admin/campaigns/:id: the text, the picked products and the figures. */
export function useCampaign(id: string) {
  return useQuery({
    queryKey: oneCampaignKey(id),
    queryFn: ({ signal }) =>
      api<AdminCampaignResponse>(`/api/admin/campaigns/${encodeURIComponent(id)}`, { signal }),
    select: (answer) => answer.campaign,
    refetchInterval: (q) => (q.state.data?.campaign.status === 'sending' ? 3_000 : false),
  });
}
