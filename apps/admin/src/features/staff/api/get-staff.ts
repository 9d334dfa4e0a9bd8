import type { StaffListResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every query of the Staff page starts with this key: a change refreshes the list. */
export const staffKey = ['admin-staff'] as const;

/** GET /api/admin/staff: every staff account with its role, owners first (owners only). */
export function useStaff() {
  return useQuery({
    queryKey: staffKey,
    queryFn: ({ signal }) => api<StaffListResponse>('/api/admin/staff', { signal }),
    select: (answer) => answer.staff,
  });
}
