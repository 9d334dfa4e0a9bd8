import type { AdminCampaignsQuery, AdminCampaignsResponse } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { campaignsKey } from './campaign-key';

/** GET /api/admin/campaigns: newest first, with each campaign's figures. */
export function useCampaigns(query: AdminCampaignsQuery) {
  return useQuery({
    queryKey: [...campaignsKey, 'list', query],
    queryFn: ({ signal }) =>
      api<AdminCampaignsResponse>('/api/admin/campaigns', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    // A campaign being sent changes its figures on its own: follow it while the list is open.
    refetchInterval: (q) =>
      q.state.data?.campaigns.some((c) => c.status === 'sending') ? 5_000 : false,
  });
}
