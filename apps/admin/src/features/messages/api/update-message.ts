import type { AdminMessageResponse, AdminMessageUpdate } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesKey } from '../../../lib/unread-messages';
import { messageKey } from './get-message';

/** PATCH /api/admin/messages/:id: mark read or unread, archive or move back to the inbox. */
export function useUpdateMessage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: AdminMessageUpdate) =>
      api<AdminMessageResponse>(`/api/admin/messages/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: change,
      }),
    onSuccess: (answer) => client.setQueryData(messageKey(id), answer),
    // The lists, their counts and the menu's badge.
    onSettled: () =>
      client.invalidateQueries({
        queryKey: messagesKey,
        predicate: (query) => query.queryKey[1] !== 'one',
      }),
  });
}
