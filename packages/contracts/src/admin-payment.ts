import { z } from 'zod';
import { idSchema, messageResponseWith } from './api.ts';
import { MOBILE_MONEY_PROVIDERS } from './order-rules.ts';
import { paymentAttemptSchema } from './payment.ts';

// Staff's view of mobile money paid from the phone (docs/decisions/0050-payments-for-staff.md).

/** An attempt as staff see it: with our reference and the operator's transaction id. */
export const adminPaymentAttemptSchema = paymentAttemptSchema.extend({
  /** Ours, the operator's statement shows it. */
  referenceId: z.string(),
  providerTransactionId: z.string().nullable(),
  /** Times the operator was asked about it. */
  checks: z.number().int(),
  updatedAt: z.string(),
});
export type AdminPaymentAttempt = z.infer<typeof adminPaymentAttemptSchema>;

/** `GET /api/admin/orders/:id/payments`: the order's attempts, newest first. */
export const adminOrderPaymentsResponseSchema = z.object({
  success: z.literal(true),
  attempts: z.array(adminPaymentAttemptSchema),
});
export type AdminOrderPaymentsResponse = z.infer<typeof adminOrderPaymentsResponseSchema>;

/** `POST /api/admin/payments/:id/check`: the operator is asked now; the attempt as it then is. */
export const adminPaymentParamsSchema = z.object({
  id: idSchema.transform((v) => v.toLowerCase()),
});
export const adminRecheckResponseSchema = messageResponseWith('attempt', adminPaymentAttemptSchema);
export type AdminRecheckResponse = z.infer<typeof adminRecheckResponseSchema>;

/** An order marked paid by a staff member, with no phone payment behind it. */
export const paidByHandSchema = z.object({
  orderId: z.string(),
  mobileProvider: z.enum(MOBILE_MONEY_PROVIDERS).nullable(),
  amount: z.number(),
  transactionId: z.string().nullable(),
  /** ISO time, or null for an order paid before the time was kept. */
  paidAt: z.string().nullable(),
});
export type PaidByHand = z.infer<typeof paidByHandSchema>;

/** `GET /api/admin/payments/reconciliation`: what staff must match against the statements. */
export const reconciliationResponseSchema = z.object({
  success: z.literal(true),
  /**
   * Money the operator collected that its order did not take (another amount, a cancelled or
   * already paid order, a transaction that pays another order): to refund or match by hand.
   */
  notApplied: z.array(
    adminPaymentAttemptSchema.extend({
      orderStatus: z.string(),
      orderPaid: z.boolean(),
    }),
  ),
  /** Mobile money orders marked paid by hand (newest first, at most 100). */
  paidByHand: z.array(paidByHandSchema),
});
export type ReconciliationResponse = z.infer<typeof reconciliationResponseSchema>;
