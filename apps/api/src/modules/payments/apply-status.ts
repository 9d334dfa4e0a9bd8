// What an operator's answer about a reference does to its attempt (and, on success, to the
// order): the one place the worker and the callback both go through. The answer is always read
// from the operator by the shop itself, never taken from a callback's body
// (docs/decisions/0046-mobile-money-attempts.md).
import { PAYMENT_MESSAGES as M } from '@shop/contracts';
import { payOrderByProvider } from '../orders/index.ts';
import type { PaymentDeps } from './deps.ts';
import type { CollectionStatus, PaymentProvider } from './provider.ts';
import {
  finishPending,
  markSuccessful,
  scheduleCheck,
  setReason,
  type AttemptRow,
} from './queries.ts';
import { nextCheckDelayMs } from './timings.ts';

/**
 * The money moved: the attempt becomes successful and the order paid in one transaction. Of many
 * callers at once (duplicate callbacks, two workers) one wins the attempt's row; the others
 * change nothing and mail nothing.
 */
async function settleSuccess(
  deps: PaymentDeps,
  provider: PaymentProvider,
  attempt: AttemptRow,
  status: Extract<CollectionStatus, { kind: 'successful' }>,
) {
  await deps.db.transaction(async (tx) => {
    const won = await markSuccessful(tx, attempt.id, status.transactionId);
    if (!won) return;
    const outcome = await payOrderByProvider(tx, deps, {
      orderId: attempt.orderId,
      label: provider.label,
      referenceId: attempt.referenceId,
      transactionId: status.transactionId,
      // The operator's own figures when it gives them; else what this attempt asked for.
      amount: status.amount ?? attempt.amount,
      currency: status.currency ?? attempt.currency,
    });
    if (!outcome.paid) {
      await setReason(tx, attempt.id, outcome.reason);
      deps.log.warn(
        { attemptId: attempt.id, orderId: attempt.orderId, reason: outcome.reason },
        'mobile money collected but the order was not marked paid; staff must check it',
      );
    }
  });
}

/**
 * Applies the operator's answer. A pending answer waits for the next ask, or expires the attempt
 * once its time is up; "not found" is believed only after the grace (the request may still be on
 * its way). Only a success changes an attempt that is no longer pending: money that moved late is
 * recorded, never lost.
 */
export async function applyStatus(
  deps: PaymentDeps,
  provider: PaymentProvider,
  attempt: AttemptRow,
  status: CollectionStatus,
  now = Date.now(),
) {
  if (status.kind === 'successful') return settleSuccess(deps, provider, attempt, status);
  if (attempt.status !== 'pending') return;
  switch (status.kind) {
    case 'failed':
      await finishPending(deps.db, attempt.id, 'failed', declineReason(status.reason));
      return;
    case 'not-found':
      if (now - attempt.createdAt.getTime() >= deps.timings.notFoundGraceMs) {
        await finishPending(deps.db, attempt.id, 'failed', M.neverReceived);
        return;
      }
      break;
    case 'pending':
      if (now >= attempt.expiresAt.getTime()) {
        await finishPending(deps.db, attempt.id, 'expired', M.expired);
        return;
      }
      break;
  }
  await scheduleCheck(deps.db, attempt.id, nextCheckDelayMs(deps.timings, attempt.checks));
}

/** The operator's reason in the customer's words where we know them. */
function declineReason(reason: string): string {
  return /REJECT|DECLIN|NOT_ALLOWED|CANCEL/i.test(reason) ? M.declined : M.refused(reason);
}
