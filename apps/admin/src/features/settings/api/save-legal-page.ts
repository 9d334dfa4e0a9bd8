import type { LegalPageSavedResponse, LegalPageSlug, LegalPageUpdate } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { legalPageKey } from './get-legal-page';

/** PUT /api/admin/pages/:slug: the shop shows the new text on its next page view. */
export function useSaveLegalPage(slug: LegalPageSlug) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LegalPageUpdate) =>
      api<LegalPageSavedResponse>(`/api/admin/pages/${slug}`, { method: 'PUT', body: input }),
    onSuccess: (answer) => client.setQueryData(legalPageKey(slug), answer),
  });
}
