import type { MessagingSettings } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const textSettingsKey = ['admin-text-settings'] as const;

/** GET /api/admin/texts/settings: the daily caps and the shop's own numbers. */
export function useTextSettings() {
  return useQuery({
    queryKey: textSettingsKey,
    queryFn: ({ signal }) =>
      api<{ success: true; settings: MessagingSettings }>('/api/admin/texts/settings', { signal }),
    select: (answer) => answer.settings,
    // The form starts from what was loaded; a refetch on focus must not reset what staff typed.
    refetchOnWindowFocus: false,
  });
}
