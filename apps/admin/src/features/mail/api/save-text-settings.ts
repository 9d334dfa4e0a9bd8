import type { MessagingSettings, MessagingSettingsUpdate } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { textSettingsKey } from './get-text-settings';

/** PUT /api/admin/texts/settings: the worker reads the caps before each send (audited). */
export function useSaveTextSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MessagingSettingsUpdate) =>
      api<{ success: true; settings: MessagingSettings }>('/api/admin/texts/settings', {
        method: 'PUT',
        body: input,
      }),
    onSuccess: (answer) => client.setQueryData(textSettingsKey, answer),
  });
}
