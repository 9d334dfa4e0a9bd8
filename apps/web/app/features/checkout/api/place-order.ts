import type {
  MobileMoneyOrderRequest,
  OrderResponse,
  PaymentMethod,
  PlaceOrderRequest,
} from '@shop/contracts/client';
import { api } from '~/lib/api';

/** The order as the page sends it: the payment method picks the call and its body. */
export type PlaceOrderInput =
  | ({ method: 'cod' } & PlaceOrderRequest)
  | ({ method: 'mobile_money' } & MobileMoneyOrderRequest);

const PATHS: Record<PaymentMethod, string> = {
  cod: '/api/order/place-cod',
  mobile_money: '/api/order/mobile-money',
};

/**
 * Places the order. The Idempotency-Key names this attempt: sent again (a double click, a retry
 * after a dropped connection) it gets the same order back instead of a second one. A price or
 * fee that changed is refused with CONFLICT (409).
 */
export function placeOrder(input: PlaceOrderInput, idempotencyKey: string): Promise<OrderResponse> {
  const { method, ...body } = input;
  return api<OrderResponse>(PATHS[method], {
    body,
    auth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
