import type { Address, MobileMoneyProvider, Order, PaymentMethod } from '@shop/contracts/client';
import { authFetch } from '~/lib/session';

export interface OrderLineInput {
  _id: string;
  size: string;
  quantity: number;
  /** The unit price the customer saw: the server refuses the order (409) if it changed. */
  price: number;
}

export interface PlaceOrderInput {
  method: PaymentMethod;
  address: Address;
  items: OrderLineInput[];
  /** Cart total plus delivery, as shown. */
  amount: number;
  mobileNumber?: string;
  mobileProvider?: MobileMoneyProvider;
}

export interface PlaceOrderAnswer {
  success: boolean;
  message: string;
  order: Order;
}

const PATHS: Record<PaymentMethod, string> = {
  cod: '/api/order/place-cod',
  mobile_money: '/api/order/mobile-money',
};

/**
 * Places the order. The Idempotency-Key names this attempt: sent again (a double click, a retry
 * after a dropped connection) it gets the same order back instead of a second one.
 */
export function placeOrder(input: PlaceOrderInput, idempotencyKey: string) {
  const { method, mobileNumber, mobileProvider, ...order } = input;
  const body = method === 'mobile_money' ? { ...order, mobileNumber, mobileProvider } : order;
  return authFetch<PlaceOrderAnswer>(PATHS[method], {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });
}
