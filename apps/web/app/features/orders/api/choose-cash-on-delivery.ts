import type { CashOnDeliveryRequest, OrderResponse } from '@shop/contracts/client';
import { api } from '~/lib/api';

/** An unpaid mobile money order is paid in cash when it arrives instead; answers the order. */
export function chooseCashOnDelivery(body: CashOnDeliveryRequest): Promise<OrderResponse> {
  return api<OrderResponse>('/api/order/cash-on-delivery', { body, auth: true });
}
