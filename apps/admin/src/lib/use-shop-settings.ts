import type { SettingsResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export const shopSettingsKey = ['shop-settings'] as const;

/** The public settings (company profile, fees) as the storefront reads them. */
export function useShopSettings() {
  return useQuery({
    queryKey: shopSettingsKey,
    queryFn: ({ signal }) => api<SettingsResponse>('/api/settings', { signal }),
    staleTime: 60_000,
  });
}
