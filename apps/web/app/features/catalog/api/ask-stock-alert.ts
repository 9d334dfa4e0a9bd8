import type { StockAlertRequest, StockAlertResponse } from '@shop/contracts/client';
import { api } from '~/lib/api';

/** Asks for one e-mail when this size of the product is back in stock. */
export function askStockAlert(body: StockAlertRequest): Promise<StockAlertResponse> {
  return api<StockAlertResponse>('/api/user/stock-alerts', { body, auth: true });
}
