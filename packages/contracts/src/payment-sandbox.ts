import { z } from 'zod';
import { AUTO_PAYMENT_PROVIDERS } from './order-rules.ts';

// The payment sandbox (PAYMENTS_SANDBOX=1, docs/decisions/0048-airtel-money.md): fake MTN and
// Airtel operators inside the shop, and an admin page that stands in for the payer's phone.

export const PAYMENT_SANDBOX_DECISIONS = ['approve', 'decline'] as const;
export type PaymentSandboxDecision = (typeof PAYMENT_SANDBOX_DECISIONS)[number];

/** Where a request to a fake operator stands, in the phone's words. */
export const PAYMENT_SANDBOX_STATUSES = ['pending', 'successful', 'failed'] as const;
export type PaymentSandboxStatus = (typeof PAYMENT_SANDBOX_STATUSES)[number];

export const PAYMENT_SANDBOX_MESSAGES = {
  chooseProvider: 'Choose MTN or Airtel.',
  badReference: 'That is not a payment reference.',
  chooseDecision: 'Choose approve or decline.',
  unknownRequest: 'The sandbox has no payment request with this reference.',
  alreadyDecided: (status: PaymentSandboxStatus) =>
    `This payment request was already ${status === 'successful' ? 'approved' : 'declined'}.`,
} as const;

/**
 * `GET /api/admin/payments/setup` (every admin): which operators the shop asks by itself, and
 * whether they are the sandbox's fakes, so the admin shows its sandbox page only then.
 */
export const paymentSetupResponseSchema = z.object({
  success: z.literal(true),
  /** The operators a customer can pay from the phone, real or fake. */
  automaticProviders: z.array(z.enum(AUTO_PAYMENT_PROVIDERS)),
  /** True when some of them are the sandbox's fakes (PAYMENTS_SANDBOX=1). */
  paymentsSandbox: z.boolean(),
});
export type PaymentSetupResponse = z.infer<typeof paymentSetupResponseSchema>;

/** One request to pay as the fake operator's "phone" sees it. Times are ISO strings. */
export const paymentSandboxRequestSchema = z.object({
  provider: z.enum(AUTO_PAYMENT_PROVIDERS),
  referenceId: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** +2119XXXXXXXX */
  phone: z.string(),
  status: z.enum(PAYMENT_SANDBOX_STATUSES),
  createdAt: z.string(),
});
export type PaymentSandboxRequest = z.infer<typeof paymentSandboxRequestSchema>;

/** `GET /api/admin/payments/sandbox`: every request the fakes received, newest first. */
export const paymentSandboxListResponseSchema = z.object({
  success: z.literal(true),
  requests: z.array(paymentSandboxRequestSchema),
});
export type PaymentSandboxListResponse = z.infer<typeof paymentSandboxListResponseSchema>;

/** `POST /api/admin/payments/sandbox/decide`: the "payer" approves or declines a request. */
export const paymentSandboxDecideRequestSchema = z.object({
  provider: z.enum(AUTO_PAYMENT_PROVIDERS, { message: PAYMENT_SANDBOX_MESSAGES.chooseProvider }),
  referenceId: z.uuid({ message: PAYMENT_SANDBOX_MESSAGES.badReference }),
  decision: z.enum(PAYMENT_SANDBOX_DECISIONS, {
    message: PAYMENT_SANDBOX_MESSAGES.chooseDecision,
  }),
});
export type PaymentSandboxDecideRequest = z.infer<typeof paymentSandboxDecideRequestSchema>;

export const paymentSandboxDecideResponseSchema = z.object({ success: z.literal(true) });
export type PaymentSandboxDecideResponse = z.infer<typeof paymentSandboxDecideResponseSchema>;
