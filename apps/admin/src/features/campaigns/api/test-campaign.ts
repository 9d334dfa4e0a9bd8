import { useMutation } from '@tanstack/react-query';
import type { AdminCampaignActionResponse } from '@shop/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/admin/campaigns/:id/test: a copy marked [Test] to a staff address. */
export function useTestCampaign(id: string) {
  return useMutation({
    mutationFn: (email: string) =>
      api<AdminCampaignActionResponse>(`/api/admin/campaigns/${encodeURIComponent(id)}/test`, {
        method: 'POST',
        body: { email },
      }),
  });
}
