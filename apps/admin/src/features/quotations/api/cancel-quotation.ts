import type { QuotationResponse } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useQuotationAnswer } from './quotation-answer';

/** POST /api/admin/quotations/:id/cancel: its link can no longer accept it. */
export function useCancelQuotation(id: string) {
  return useMutation({
    mutationFn: () =>
      api<QuotationResponse>(`/api/admin/quotations/${encodeURIComponent(id)}/cancel`, {
        method: 'POST',
      }),
    ...useQuotationAnswer(),
  });
}
