import { useMutation } from '@tanstack/react-query';
import type { AdminCampaignActionResponse } from '@shop/contracts';
import { api } from '../../../lib/api-client';
import { useCampaignAnswer } from './campaign-action';

/** POST /api/admin/campaigns/:id/schedule: `at` is a datetime-local value in Juba time. */
export function useScheduleCampaign(id: string) {
  return useMutation({
    mutationFn: (at: string) =>
      api<AdminCampaignActionResponse>(`/api/admin/campaigns/${encodeURIComponent(id)}/schedule`, {
        method: 'POST',
        body: { at },
      }),
    ...useCampaignAnswer(),
  });
}
