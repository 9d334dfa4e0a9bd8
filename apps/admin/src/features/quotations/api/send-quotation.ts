import type { QuotationResponse } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useQuotationAnswer } from './quotation-answer';

/** POST /api/admin/quotations/:id/send: mails it with a new link to accept it. */
export function useSendQuotation(id: string) {
  return useMutation({
    mutationFn: () =>
      api<QuotationResponse>(`/api/admin/quotations/${encodeURIComponent(id)}/send`, {
        method: 'POST',
      }),
    ...useQuotationAnswer(),
  });
}
