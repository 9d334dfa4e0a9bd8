// An unpaid mobile money order as its customer's order list shows it: whether the shop can send
// the payment to the phone, how the latest request went, and the switch to cash on delivery
// (docs/decisions/0049-paying-from-the-order-list.md).
import { isAutoPaymentProvider, ORDER_MESSAGES } from '@shop/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, paymentAttempts } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { switchToCashOnDelivery } from '../orders/index.ts';
import { toAttempt } from './attempt-mapper.ts';
import type { PaymentDeps } from './deps.ts';
import { findPendingAttempt } from './queries.ts';
import { attemptMessage } from './read-attempt.ts';

/** The customer's own order with its latest attempt (none: null), read across modules (0008). */
async function findOwnOrderPayment(db: Db, userId: string, orderId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      paymentMethod: orders.paymentMethod,
      mobileProvider: orders.mobileProvider,
      payment: orders.payment,
      status: orders.status,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!order) return undefined;
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, order.id))
    .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id))
    .limit(1);
  return { order, attempt };
}

/**
 * The order's phone payment: `fromPhone` says whether a request can be sent now (a mobile money
 * order, unpaid and not cancelled, whose operator the shop can ask); its latest attempt however it
 * ended. The operator is never asked on the customer's behalf (the worker and callbacks do).
 */
export async function readOrderPayment(deps: PaymentDeps, userId: string, orderId: string) {
  const found = await findOwnOrderPayment(deps.db, userId, orderId);
  if (!found) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  const { order, attempt } = found;
  const provider = order.mobileProvider;
  const fromPhone =
    order.paymentMethod === 'mobile_money' &&
    !order.payment &&
    order.status !== 'Cancelled' &&
    isAutoPaymentProvider(provider) &&
    deps.providers[provider] !== undefined;
  return {
    success: true as const,
    fromPhone,
    attempt: attempt ? toAttempt(attempt) : null,
    message: attempt ? attemptMessage(attempt) : '',
    orderPaid: order.payment,
  };
}

/** Cash on delivery instead, unless a request is still waiting on the phone. */
export function chooseCashOnDelivery(deps: PaymentDeps, userId: string, orderId: string) {
  return switchToCashOnDelivery(deps.db, userId, orderId, async (tx, id) =>
    Boolean(await findPendingAttempt(tx, id)),
  );
}
