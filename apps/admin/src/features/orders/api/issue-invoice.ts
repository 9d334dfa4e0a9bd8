import type { IssueInvoiceResponse } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoiceKey } from './get-invoice';

/** POST /api/admin/orders/:id/invoice: the next number of the year; again, the same invoice. */
export function useIssueInvoice(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<IssueInvoiceResponse>(`/api/admin/orders/${orderId}/invoice`, { body: {} }),
    onSuccess: (answer) =>
      client.setQueryData(invoiceKey(orderId), { success: true, invoice: answer.invoice }),
  });
}
