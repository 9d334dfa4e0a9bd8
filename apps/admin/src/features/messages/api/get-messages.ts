import type { AdminMessagesQuery, AdminMessagesResponse } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesKey } from '../../../lib/unread-messages';

/** GET /api/admin/messages: newest first, with every folder's count; no status = not archived. */
export function useAdminMessages(query: AdminMessagesQuery) {
  return useQuery({
    queryKey: [...messagesKey, 'list', query],
    queryFn: ({ signal }) =>
      api<AdminMessagesResponse>('/api/admin/messages', { query: { ...query }, signal }),
    // The previous page stays on screen while the next one loads: no jump on a slow network.
    placeholderData: keepPreviousData,
  });
}
