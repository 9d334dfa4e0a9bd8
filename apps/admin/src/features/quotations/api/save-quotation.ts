import type { QuotationInput, QuotationResponse } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useQuotationAnswer } from './quotation-answer';

/** POST /api/admin/quotations (a new draft) or PUT /api/admin/quotations/:id (a draft changed). */
export function useSaveQuotation(id: string | undefined) {
  return useMutation({
    mutationFn: (input: QuotationInput) =>
      id
        ? api<QuotationResponse>(`/api/admin/quotations/${encodeURIComponent(id)}`, {
            method: 'PUT',
            body: input,
          })
        : api<QuotationResponse>('/api/admin/quotations', { method: 'POST', body: input }),
    ...useQuotationAnswer(),
  });
}
