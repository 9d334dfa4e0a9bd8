import type { ProfileResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useToken } from './session';

export const meQueryKey = ['me'] as const;

/** The signed-in person (GET /api/user/profile); only role 'admin' may use this site. */
export function useMe() {
  const token = useToken();
  return useQuery({
    queryKey: [...meQueryKey, token],
    queryFn: ({ signal }) => api<ProfileResponse>('/api/user/profile', { signal }),
    enabled: Boolean(token),
    select: (data) => data.user,
    staleTime: 60_000,
  });
}
