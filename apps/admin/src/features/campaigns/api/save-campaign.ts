import type { AdminCampaignActionResponse, CampaignInput } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { campaignsKey, oneCampaignKey } from './campaign-key';

/** POST /api/admin/campaigns (a new draft) or PUT /api/admin/campaigns/:id (a draft changed). */
export function useSaveCampaign(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignInput) =>
      id
        ? api<AdminCampaignActionResponse>(`/api/admin/campaigns/${id}`, {
            method: 'PUT',
            body: input,
          })
        : api<AdminCampaignActionResponse>('/api/admin/campaigns', { method: 'POST', body: input }),
    onSuccess: (answer) =>
      client.setQueryData(oneCampaignKey(answer.campaign._id), {
        success: true,
        campaign: answer.campaign,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: [...campaignsKey, 'list'] }),
  });
}
