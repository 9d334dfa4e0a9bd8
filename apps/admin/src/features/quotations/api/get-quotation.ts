import type { QuotationResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { oneQuotationKey } from './quotation-key';

/** GET /api/admin/quotations/:id. */
export function useQuotation(id: string) {
  return useQuery({
    queryKey: oneQuotationKey(id),
    queryFn: ({ signal }) =>
      api<QuotationResponse>(`/api/admin/quotations/${encodeURIComponent(id)}`, { signal }),
  });
}
