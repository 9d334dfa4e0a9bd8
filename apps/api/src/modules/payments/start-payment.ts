// The customer asks for the payment of a mobile money order to be pushed to a phone
// (docs/decisions/0046-mobile-money-attempts.md). The attempt and its reference are stored before
// the request leaves, so a crash at any point leaves a reference the worker can ask about.
import { randomUUID } from 'node:crypto';
import {
  formatPrice,
  orderNumber,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES as M,
  type startPaymentRequestSchema,
} from '@shop/contracts';
import type { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { toAttempt } from './attempt-mapper.ts';
import type { PaymentDeps } from './deps.ts';
import type { PaymentProvider } from './provider.ts';
import {
  findAttempt,
  findOrderToPay,
  findPendingAttempt,
  finishPending,
  insertAttempt,
  scheduleCheck,
  type AttemptRow,
} from './queries.ts';
import { nextCheckDelayMs } from './timings.ts';

type StartInput = z.output<typeof startPaymentRequestSchema>;

const answer = (row: AttemptRow, message: string) => ({
  success: true as const,
  message,
  attempt: toAttempt(row),
  orderPaid: false,
});

async function payableOrder(deps: PaymentDeps, userId: string, input: StartInput) {
  const order = await findOrderToPay(deps.db, userId, input.orderId);
  if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  if (order.paymentMethod !== 'mobile_money') throw new AppError('CONFLICT', M.notMobileMoney);
  // The customer chose the operator with the order: an MTN order is never pushed to Airtel.
  if (order.mobileProvider !== input.provider)
    throw new AppError('CONFLICT', M.otherProvider(order.mobileProvider ?? 'another operator'));
  if (order.payment) throw new AppError('CONFLICT', M.alreadyPaid);
  if (order.status === 'Cancelled') throw new AppError('CONFLICT', M.cancelled);
  return order;
}

/**
 * Starts an attempt, or answers the one already waiting for the payer (a double tap, a retry
 * after a lost answer): one pending request per order, so nothing is charged twice.
 */
export async function startPayment(deps: PaymentDeps, userId: string, input: StartInput) {
  const provider = deps.providers[input.provider];
  if (!provider) throw new AppError('CONFLICT', M.notConfigured);
  const order = await payableOrder(deps, userId, input);
  const phone = input.phone ?? order.mobileNumber;
  if (!phone) throw fieldError('phone', ORDER_MESSAGES.enterMobileNumber);

  const waiting = await findPendingAttempt(deps.db, order.id);
  if (waiting) return answer(waiting, M.alreadyWaiting);
  const now = Date.now();
  const row = await insertAttempt(deps.db, {
    id: newId(),
    orderId: order.id,
    provider: provider.name,
    referenceId: randomUUID(),
    amount: order.amount,
    currency: provider.currency,
    phone,
    // No worker asks before the request below has had its time (timings.ts, leaseMs).
    nextCheckAt: new Date(now + deps.timings.leaseMs),
    expiresAt: new Date(now + deps.timings.lifetimeMs),
  });
  if (!row) {
    // Another request for this order stored its attempt a moment ago.
    const other = await findPendingAttempt(deps.db, order.id);
    if (other) return answer(other, M.alreadyWaiting);
    throw new AppError('CONFLICT', M.alreadyWaiting);
  }
  return send(deps, provider, row);
}

async function send(deps: PaymentDeps, provider: PaymentProvider, row: AttemptRow) {
  const number = orderNumber(row.orderId);
  const outcome = await provider.start({
    referenceId: row.referenceId,
    amount: row.amount,
    currency: row.currency,
    externalId: row.orderId,
    payerPhone: row.phone,
    payerMessage: `Order ${number}`,
    payeeNote: `Order ${number}`,
  });
  switch (outcome.kind) {
    case 'accepted':
    case 'unknown':
      // Unknown: the worker's asks will tell (the crash case of the decision record).
      if (outcome.kind === 'unknown')
        deps.log.warn(
          { attemptId: row.id, reason: outcome.reason },
          'mobile money request unanswered',
        );
      await scheduleCheck(deps.db, row.id, nextCheckDelayMs(deps.timings, 0));
      return answer(row, M.started(formatPrice(row.amount)));
    case 'refused': {
      const ended = await finishPending(deps.db, row.id, 'failed', M.refused(outcome.reason));
      return answer(
        ended ?? (await findAttempt(deps.db, row.id)) ?? row,
        M.refused(outcome.reason),
      );
    }
    case 'not-sent':
      // Nothing left the shop: the attempt ends, and the customer may try again or pay by hand.
      deps.log.error(
        { attemptId: row.id, reason: outcome.reason },
        'mobile money request not sent',
      );
      await finishPending(deps.db, row.id, 'failed', M.unavailable);
      throw new AppError('UNAVAILABLE', M.unavailable);
  }
}
