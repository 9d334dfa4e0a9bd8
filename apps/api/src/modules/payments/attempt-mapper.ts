import type { AutoPaymentProvider, PaymentAttempt } from '@shop/contracts';
import type { AttemptRow } from './queries.ts';

/** Database row to the customer's view: no reference (the callback's key), times as ISO strings. */
export function toAttempt(row: AttemptRow): PaymentAttempt {
  return {
    _id: row.id,
    orderId: row.orderId,
    provider: row.provider as AutoPaymentProvider,
    status: row.status,
    reason: row.reason,
    amount: row.amount,
    currency: row.currency,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
