import type { AdminMailListResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useMayUse } from './staff-role';

/**
 * Every query of the Mail page starts with this key: a retry refreshes the lists, the counts and
 * the menu's badge.
 */
export const mailKey = ['admin-mail'] as const;

/**
 * How many e-mails the outbox gave up on, for the menu's badge: each waits for staff to read its
 * error and retry it. The Mail list answers with every tab's count; this asks for its smallest
 * page.
 */
export function useFailedMailCount() {
  // Asked only by the roles that include it: others would get a 403 every minute.
  const enabled = useMayUse('mail');
  return useQuery({
    enabled,
    queryKey: [...mailKey, 'failed-count'],
    queryFn: ({ signal }) =>
      api<AdminMailListResponse>('/api/admin/mail', {
        query: { status: 'failed', pageSize: 1 },
        signal,
      }),
    select: (answer) => answer.counts.failed,
    // A message fails minutes after the order or reset that wrote it.
    refetchInterval: 60_000,
  });
}
