import type { AdminMailResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mailKey } from './mail-key';

export const oneMailKey = (id: string) => [...mailKey, 'one', id] as const;

/** GET /api/admin/mail/:id: the whole message, its tries and its last error. */
export function useAdminMail(id: string) {
  return useQuery({
    queryKey: oneMailKey(id),
    queryFn: ({ signal }) =>
      api<AdminMailResponse>(`/api/admin/mail/${encodeURIComponent(id)}`, { signal }),
    select: (answer) => answer.mail,
    // A message waiting or being sent changes state on its own: follow it while it is open.
    refetchInterval: (query) => {
      const status = query.state.data?.mail.status;
      return status === 'pending' || status === 'sending' ? 3_000 : false;
    },
  });
}
