import type { AdminTextListResponse, AdminTextQuery } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mailKey } from './mail-key';

/** GET /api/admin/texts: one channel's tab, newest first, with the tabs' counts. */
export function useAdminTextList(query: AdminTextQuery, enabled: boolean) {
  return useQuery({
    queryKey: [...mailKey, 'texts', query],
    queryFn: ({ signal }) =>
      api<AdminTextListResponse>('/api/admin/texts', { query: { ...query }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: query.status === 'pending' ? 5_000 : false,
  });
}
