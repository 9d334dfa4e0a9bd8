import type { MessageResponse } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesKey } from '../../../lib/unread-messages';

/** DELETE /api/admin/messages/:id: gone for good (the audit log keeps who deleted what). */
export function useDeleteMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<MessageResponse>(`/api/admin/messages/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () =>
      client.invalidateQueries({
        queryKey: messagesKey,
        predicate: (query) => query.queryKey[1] !== 'one',
      }),
  });
}
