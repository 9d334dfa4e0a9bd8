import type {
  AdminSettingsResponse,
  AdminSettingsSavedResponse,
  AdminSettingsUpdate,
} from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopSettingsKey } from '../../../lib/use-shop-settings';
import { dashboardKey } from '../../../lib/query-keys';
import { adminSettingsKey } from './get-settings';

/** PUT /api/admin/settings: every field at once; the storefront reads them on its next request. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminSettingsUpdate) =>
      api<AdminSettingsSavedResponse>('/api/admin/settings', {
        method: 'PUT',
        body: input,
      }),
    onSuccess: (answer) => {
      client.setQueryData<AdminSettingsResponse>(adminSettingsKey, answer);
      // Packing slips print the company profile from the public settings.
      void client.invalidateQueries({ queryKey: shopSettingsKey });
      // The dashboard's low-stock list follows the threshold.
      void client.invalidateQueries({ queryKey: dashboardKey });
    },
  });
}
