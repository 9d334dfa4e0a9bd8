import { z } from 'zod';
import { idSchema } from './api.ts';
import { mobileMoneyNumberSchema } from './order.ts';
import { AUTO_PAYMENT_PROVIDERS } from './order-rules.ts';
import { PAYMENT_ATTEMPT_STATUSES, PAYMENT_MESSAGES as M } from './payment-rules.ts';

// Mobile money through the operator's API (docs/decisions/0046-mobile-money-attempts.md).

/** `POST /api/payments/start`: ask the payer's phone to approve the payment of an order. */
export const startPaymentRequestSchema = z.object({
  orderId: idSchema.transform((v) => v.toLowerCase()),
  provider: z.enum(AUTO_PAYMENT_PROVIDERS, { message: M.notConfigured }),
  /** The number whose phone approves; the order's mobile money number when absent. */
  phone: mobileMoneyNumberSchema.optional(),
});
export type StartPaymentRequest = z.input<typeof startPaymentRequestSchema>;

/** One attempt to collect an order's money, as its customer sees it. Times are ISO strings. */
export const paymentAttemptSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  provider: z.enum(AUTO_PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  reason: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  /** +2119XXXXXXXX */
  phone: z.string(),
  createdAt: z.string(),
  /** When a still undecided attempt stops being waited for (the checkout's countdown). */
  expiresAt: z.string(),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

export const paymentAttemptResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  attempt: paymentAttemptSchema,
  /** Whether the order is paid now (by this attempt, or otherwise). */
  orderPaid: z.boolean(),
});
export type PaymentAttemptResponse = z.infer<typeof paymentAttemptResponseSchema>;

/** `GET /api/payments/:id`: the customer's own attempt. */
export const paymentAttemptParamsSchema = z.object({
  id: idSchema.transform((v) => v.toLowerCase()),
});

/**
 * `/api/payments/mtn/callback?reference=`: the reference is ours, in the callback address we
 * gave the operator; the body is read by nobody (the status is asked of the operator).
 */
export const mtnCallbackQuerySchema = z.object({
  reference: z.uuid({ message: M.unknownReference }),
});
export const mtnCallbackBodySchema = z.looseObject({}).nullish();

/**
 * `POST /api/payments/airtel/callback`: Airtel calls one address per merchant, so the body's
 * `transaction.id` (our reference, sent as the transaction's id) is read, only to find which
 * attempt to ask Airtel about; its status and message are read by nobody.
 */
export const airtelCallbackBodySchema = z.looseObject(
  {
    transaction: z.looseObject(
      { id: z.uuid({ message: M.unknownReference }) },
      { message: M.unknownReference },
    ),
  },
  { message: M.unknownReference },
);
export const paymentCallbackResponseSchema = z.object({ success: z.literal(true) });
