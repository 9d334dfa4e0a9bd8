import type { AdminCampaignActionResponse } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { campaignsKey, oneCampaignKey } from './campaign-key';

/** What a campaign's action answers: its sentence, and the campaign as it now is. */
export function useCampaignAnswer() {
  const client = useQueryClient();
  return {
    onSuccess: (answer: AdminCampaignActionResponse) =>
      client.setQueryData(oneCampaignKey(answer.campaign._id), {
        success: true,
        campaign: answer.campaign,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: [...campaignsKey, 'list'] }),
  };
}

const action = (id: string, name: string, body?: unknown) =>
  api<AdminCampaignActionResponse>(`/api/admin/campaigns/${encodeURIComponent(id)}/${name}`, {
    method: 'POST',
    body,
  });

/** POST /api/admin/campaigns/:id/send: to every confirmed subscriber, now. */
export function useSendCampaign(id: string) {
  return useMutation({ mutationFn: () => action(id, 'send'), ...useCampaignAnswer() });
}

/** POST /api/admin/campaigns/:id/cancel: a scheduled one, or one being sent. */
export function useCancelCampaign(id: string) {
  return useMutation({ mutationFn: () => action(id, 'cancel'), ...useCampaignAnswer() });
}
