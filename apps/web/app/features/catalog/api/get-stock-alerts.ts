import type { StockAlertsResponse } from '@shop/contracts/client';
import { api } from '~/lib/api';

/** The sizes the signed-in customer asked to be e-mailed about when they are back in stock. */
export function getStockAlerts(): Promise<StockAlertsResponse> {
  return api<StockAlertsResponse>('/api/user/stock-alerts', { auth: true });
}
