import type { AdminMessagesMonthResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/texts/month: e-mails, SMS and WhatsApp messages sent this month. */
export function useMessagesThisMonth() {
  return useQuery({
    queryKey: ['admin-messages-month'],
    queryFn: ({ signal }) => api<AdminMessagesMonthResponse>('/api/admin/texts/month', { signal }),
    refetchInterval: 60_000,
  });
}
