import type { AdminMessagesResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useMayUse } from './staff-role';

/** Every query of the contact messages starts with this key: a change refreshes them all. */
export const messagesKey = ['admin-messages'] as const;

/**
 * How many contact messages wait unread (archived ones left out), for the menu's badge. The
 * inbox's own list answers with the same counts; this asks for the smallest page of it.
 */
export function useUnreadMessageCount() {
  // Asked only by the roles that include it: others would get a 403 every minute.
  const enabled = useMayUse('messages');
  return useQuery({
    enabled,
    queryKey: [...messagesKey, 'unread-count'],
    queryFn: ({ signal }) =>
      api<AdminMessagesResponse>('/api/admin/messages', {
        query: { status: 'unread', pageSize: 1 },
        signal,
      }),
    select: (answer) => answer.counts.unread,
    // New messages arrive while staff work on something else.
    refetchInterval: 60_000,
  });
}
