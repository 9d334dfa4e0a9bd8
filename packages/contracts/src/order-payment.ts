import { z } from 'zod';
import { idSchema } from './api.ts';
import { paymentAttemptSchema } from './payment.ts';

// How an unpaid mobile money order can still be paid, as its customer's order list asks
// (docs/decisions/0049-paying-from-the-order-list.md).

const orderId = idSchema.transform((v) => v.toLowerCase());

/** `GET /api/payments/order/:orderId`: the order's phone payment, if any. */
export const orderPaymentParamsSchema = z.object({ orderId });
export const orderPaymentResponseSchema = z.object({
  success: z.literal(true),
  /** Whether the shop can ask the order's operator to send the payment to the phone. */
  fromPhone: z.boolean(),
  /** The order's latest attempt, or null when none was made. */
  attempt: paymentAttemptSchema.nullable(),
  /** What to tell the customer about that attempt (empty without one). */
  message: z.string(),
  orderPaid: z.boolean(),
});
export type OrderPaymentResponse = z.infer<typeof orderPaymentResponseSchema>;

/** `POST /api/order/cash-on-delivery`: an unpaid mobile money order is paid in cash instead. */
export const cashOnDeliveryRequestSchema = z.object({ orderId });
export type CashOnDeliveryRequest = z.input<typeof cashOnDeliveryRequestSchema>;
