import type { QuotationResponse } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { oneQuotationKey, quotationsKey } from './quotation-key';

/** What a quotation's save or action answers: the quotation as it now is; the lists follow. */
export function useQuotationAnswer() {
  const client = useQueryClient();
  return {
    onSuccess: (answer: QuotationResponse) =>
      client.setQueryData(oneQuotationKey(answer.quotation._id), {
        success: true,
        quotation: answer.quotation,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: [...quotationsKey, 'list'] }),
  };
}
