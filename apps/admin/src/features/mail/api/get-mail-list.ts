import type { AdminMailListResponse, AdminMailQuery } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mailKey } from './mail-key';

/** GET /api/admin/mail: one tab's page, newest first, with every tab's count. */
export function useAdminMailList(query: AdminMailQuery, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...mailKey, 'list', query],
    queryFn: ({ signal }) =>
      api<AdminMailListResponse>('/api/admin/mail', { query: { ...query }, signal }),
    // The previous page stays on screen while the next one loads: no jump on a slow network.
    placeholderData: keepPreviousData,
    // Pending messages leave within seconds: the tab follows them while it is open.
    refetchInterval: query.status === 'pending' ? 5_000 : false,
  });
}
