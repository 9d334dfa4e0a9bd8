import { formatPrice, PAYMENT_MESSAGES as M } from '@shop/contracts';
import { AppError } from '../../lib/app-error.ts';
import { toAttempt } from './attempt-mapper.ts';
import type { PaymentDeps } from './deps.ts';
import { findOwnAttempt, type AttemptRow } from './queries.ts';

/** What the message under the checkout's live status says. */
const MESSAGES = {
  pending: (row: { amount: number }) => M.started(formatPrice(row.amount)),
  successful: () => 'Payment received. Thank you!',
  failed: () => M.declined,
  expired: () => M.expired,
} as const;

/** What the customer is told about an attempt: its reason, or what its state means. */
export const attemptMessage = (row: AttemptRow) => row.reason ?? MESSAGES[row.status](row);

/**
 * The customer's own attempt as the database holds it: the checkout polls this, so it never asks
 * the operator (the worker and the callback do).
 */
export async function readOwnAttempt(deps: PaymentDeps, userId: string, id: string) {
  const found = await findOwnAttempt(deps.db, userId, id);
  if (!found) throw new AppError('NOT_FOUND', M.attemptNotFound);
  const { attempt, orderPaid } = found;
  return {
    success: true as const,
    message: attemptMessage(attempt),
    attempt: toAttempt(attempt),
    orderPaid,
  };
}
