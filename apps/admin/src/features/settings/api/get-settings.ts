import type { AdminSettingsResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminSettingsKey = ['admin-settings'] as const;

/** GET /api/admin/settings: fees and company profile as the form edits them. */
export function useAdminSettings() {
  return useQuery({
    queryKey: adminSettingsKey,
    queryFn: ({ signal }) => api<AdminSettingsResponse>('/api/admin/settings', { signal }),
    select: (answer) => answer.settings,
    // The form starts from what was loaded; a refetch on focus must not reset what staff typed.
    refetchOnWindowFocus: false,
  });
}
