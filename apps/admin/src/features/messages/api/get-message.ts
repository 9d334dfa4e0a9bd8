import type { AdminMessageResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesKey } from '../../../lib/unread-messages';

export const messageKey = (id: string) => [...messagesKey, 'one', id] as const;

/** GET /api/admin/messages/:id. Reading it does not mark it read: the page says so (PATCH). */
export function useAdminMessage(id: string) {
  return useQuery({
    queryKey: messageKey(id),
    queryFn: ({ signal }) =>
      api<AdminMessageResponse>(`/api/admin/messages/${encodeURIComponent(id)}`, { signal }),
    select: (answer) => answer.contactMessage,
  });
}
