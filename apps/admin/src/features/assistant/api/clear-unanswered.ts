import type { AdminUnansweredDeleteQuery, MessageResponse } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unansweredKey } from './get-unanswered';

/**
 * DELETE /api/admin/assistant/unanswered: a question is cleared once acted on (every time it was
 * asked, or only from one place); the audit log keeps how often it had been asked.
 */
export function useClearUnanswered() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (query: AdminUnansweredDeleteQuery) =>
      api<MessageResponse>('/api/admin/assistant/unanswered', {
        method: 'DELETE',
        query: { ...query },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: unansweredKey }),
  });
}
