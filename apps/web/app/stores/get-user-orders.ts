import type { Order, UserOrdersResponse } from '@shop/contracts/client';
import { api } from '~/lib/api';

/** The signed-in customer's orders, newest first, each with its status history. */
export async function getUserOrders(): Promise<Order[]> {
  const { orders } = await api<UserOrdersResponse>('/api/order/userorders', {
    body: {},
    auth: true,
  });
  return orders;
}
