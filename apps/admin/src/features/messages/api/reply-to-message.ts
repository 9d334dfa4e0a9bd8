import type { AdminMessageReply, AdminMessageReplyResponse } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesKey } from '../../../lib/unread-messages';
import { messageKey } from './get-message';

/**
 * POST /api/admin/messages/:id/replies: a reply mailed to the sender, or a note that the message
 * was answered elsewhere. The message (its answers, now read) and the lists change.
 */
export function useReplyToMessage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reply: AdminMessageReply) =>
      api<AdminMessageReplyResponse>(`/api/admin/messages/${encodeURIComponent(id)}/replies`, {
        body: reply,
      }),
    onSuccess: (answer) => client.setQueryData(messageKey(id), answer),
    onSettled: () =>
      client.invalidateQueries({
        queryKey: messagesKey,
        predicate: (query) => query.queryKey[1] !== 'one',
      }),
  });
}
