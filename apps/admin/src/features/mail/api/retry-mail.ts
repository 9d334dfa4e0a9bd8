import type { AdminMailRetryResponse } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { oneMailKey } from './get-mail';
import { mailKey } from './mail-key';

/** POST /api/admin/mail/:id/retry: a failed message is due again now (audited). */
export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<AdminMailRetryResponse>(`/api/admin/mail/${encodeURIComponent(id)}/retry`, {
        method: 'POST',
      }),
    onSuccess: (answer) =>
      client.setQueryData(oneMailKey(answer.mail._id), { success: true, mail: answer.mail }),
    // The tabs' lists and counts.
    onSettled: () =>
      client.invalidateQueries({
        queryKey: mailKey,
        predicate: (query) => query.queryKey[1] !== 'one',
      }),
  });
}
