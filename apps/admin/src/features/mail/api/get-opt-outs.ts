import type { AdminOptOutListResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mailKey } from './mail-key';

/** GET /api/admin/texts/opt-outs: the numbers that replied STOP or blocked the shop. */
export function useOptOuts(enabled: boolean) {
  return useQuery({
    queryKey: [...mailKey, 'opt-outs'],
    queryFn: ({ signal }) => api<AdminOptOutListResponse>('/api/admin/texts/opt-outs', { signal }),
    enabled,
  });
}
