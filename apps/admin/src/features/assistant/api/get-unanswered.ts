import type { AdminUnansweredQuery, AdminUnansweredResponse } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const unansweredKey = ['admin-unanswered'] as const;

/** GET /api/admin/assistant/unanswered: grouped by text, most asked first, with counts per place. */
export function useUnanswered(query: AdminUnansweredQuery) {
  return useQuery({
    queryKey: [...unansweredKey, query],
    queryFn: ({ signal }) =>
      api<AdminUnansweredResponse>('/api/admin/assistant/unanswered', {
        query: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
