import type { User } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useToken } from '../../../lib/session';

export const meQueryKey = ['me'] as const;

/** The signed-in person (GET /api/user/profile); only role 'admin' may use this site. */
export function useMe() {
  const token = useToken();
  return useQuery({
    queryKey: [...meQueryKey, token],
    queryFn: ({ signal }) => api<{ success: true; user: User }>('/api/user/profile', { signal }),
    enabled: Boolean(token),
    select: (data) => data.user,
    staleTime: 60_000,
  });
}
