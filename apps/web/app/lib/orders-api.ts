import type { Order } from '@shop/contracts/client';
import { authPost } from './session';

// The customer's order calls (account-and-company-site.md section 7). Each throws ApiError with
// the server's message when it answers with an error status.

interface OrdersResponse {
  success: boolean;
  orders: Order[];
  message?: string;
}
interface OrderResponse {
  success: boolean;
  message: string;
  order: Order;
}

/** The signed-in customer's orders, newest first, each with its status history. */
export async function fetchUserOrders(): Promise<Order[]> {
  const res = await authPost<OrdersResponse>('/api/order/userorders');
  if (!res.success) throw new Error(res.message || 'Failed to load your orders');
  return res.orders;
}

/** Reports the mobile money transaction id of an unpaid order; answers the updated order. */
export function submitTransaction(orderId: string, transactionId: string): Promise<OrderResponse> {
  return authPost<OrderResponse>('/api/order/transaction', { orderId, transactionId });
}

/**
 * The payment return page's check. True only when the server says the order is paid: the query's
 * `success` is passed along as the spec says, and never trusted by the server.
 */
export async function verifyPayment(success: string | null, orderId: string): Promise<boolean> {
  const res = await authPost<{ success: boolean }>('/api/order/verifystripe', {
    success: success ?? undefined,
    orderId,
  });
  return res.success === true;
}
