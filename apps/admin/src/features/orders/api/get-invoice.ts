import type { AdminInvoiceResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersKey } from './get-orders';

export const invoiceKey = (orderId: string) => [...ordersKey, 'invoice', orderId] as const;

/** GET /api/admin/orders/:id/invoice: the invoice as it was issued, or null before. */
export function useOrderInvoice(orderId: string) {
  return useQuery({
    queryKey: invoiceKey(orderId),
    queryFn: ({ signal }) =>
      api<AdminInvoiceResponse>(`/api/admin/orders/${orderId}/invoice`, { signal }),
    select: (answer) => answer.invoice,
  });
}
