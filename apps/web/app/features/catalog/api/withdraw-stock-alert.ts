import type { StockAlertRequest, StockAlertResponse } from '@shop/contracts/client';
import { api } from '~/lib/api';

/** Withdraws the request for this size: no e-mail when it is back. */
export function withdrawStockAlert(body: StockAlertRequest): Promise<StockAlertResponse> {
  return api<StockAlertResponse>('/api/user/stock-alerts', {
    method: 'DELETE',
    body,
    auth: true,
  });
}
