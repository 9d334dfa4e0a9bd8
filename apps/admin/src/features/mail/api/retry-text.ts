import type { AdminTextRetryResponse } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mailKey } from './mail-key';

/** POST /api/admin/texts/:id/retry: a failed SMS or WhatsApp message is due again now (audited). */
export function useRetryText() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<AdminTextRetryResponse>(`/api/admin/texts/${encodeURIComponent(id)}/retry`, {
        method: 'POST',
      }),
    // The channel's tabs and counts.
    onSettled: () => client.invalidateQueries({ queryKey: [...mailKey, 'texts'] }),
  });
}
