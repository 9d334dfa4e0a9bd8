// The customer of an unpaid mobile money order pays in cash when it arrives instead: a phone
// payment that was declined or ran out of time, or no mobile money at hand. The order is kept.
import { ORDER_MESSAGES as M, PAYMENT_MESSAGES } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUser } from '../users/index.ts';
import { ORDER_NOTES } from './messages.ts';
import { toOrder } from './order-mapper.ts';
import { appendHistory, findOrderForUpdate } from './queries.ts';

/**
 * Whether a request to pay this order is waiting on the payer's phone (the payments module's
 * attempts): a switch then would let the phone's approval take the money of a cash order.
 */
export type WaitingOnPhone = (tx: Db, orderId: string) => Promise<boolean>;

/**
 * Switches the order to cash on delivery, inside one transaction that holds the order's row: a
 * payment confirmed, a transaction id reported or a phone request started at the same moment is
 * seen here, or sees the switch. Asking again once switched answers the order as it is.
 */
export async function switchToCashOnDelivery(
  db: Db,
  userId: string,
  orderId: string,
  waitingOnPhone: WaitingOnPhone,
) {
  return db.transaction(async (tx) => {
    const order = await findOrderForUpdate(tx, orderId);
    if (!order || order.userId !== userId) throw new AppError('NOT_FOUND', M.orderNotFound);
    if (order.paymentMethod === 'cod')
      return { success: true as const, message: M.cashOnDeliveryChosen, order: toOrder(order) };
    if (order.payment) throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
    if (order.status === 'Cancelled') throw new AppError('CONFLICT', PAYMENT_MESSAGES.cancelled);
    if (order.transactionId) throw new AppError('CONFLICT', M.transactionReported);
    if (await waitingOnPhone(tx, order.id)) throw new AppError('CONFLICT', M.approvalWaiting);

    const account = await findUser(tx, userId);
    const now = new Date();
    const [row] = await tx
      .update(orders)
      .set({
        paymentMethod: 'cod',
        mobileProvider: null,
        mobileNumber: null,
        statusHistory: appendHistory({
          status: order.status,
          at: now.toISOString(),
          note: ORDER_NOTES.cashOnDelivery(order.mobileProvider),
          by: { id: account.id, name: account.name },
        }),
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    return { success: true as const, message: M.cashOnDeliveryChosen, order: toOrder(row!) };
  });
}
