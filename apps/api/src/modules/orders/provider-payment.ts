// An order paid through a mobile money operator's API (docs/decisions/0046-mobile-money-attempts.md):
// the payments module calls this inside the transaction that records its attempt's success, so
// the attempt, the order and both e-mails are kept or lost together.
import { CURRENCY, formatPrice, PAYMENT_MESSAGES } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import type { OrderStatusChange } from '../../db/schema.ts';
import { getShopSettings } from '../settings/index.ts';
import { findUser } from '../users/index.ts';
import type { MailOutbox } from '../mail/index.ts';
import type { TextOutbox } from '../messaging/index.ts';
import { ORDER_NOTES } from './messages.ts';
import { paymentConfirmedMail, paymentReceivedMail } from './order-emails.ts';
import { toOrder } from './order-mapper.ts';
import { findOrderForUpdate, findPaidByTransaction, markPaidIfStill } from './queries.ts';

export interface ProviderPayment {
  orderId: string;
  /** How people call the operator: 'MTN MoMo'. */
  label: string;
  referenceId: string;
  /** The operator's id of the money moved; the reference when it gives none. */
  transactionId: string | null;
  /** What the operator says it collected. */
  amount: number;
  currency: string;
}

/** Paid now, or why not (kept on the attempt for staff: the money is in, the order not marked). */
export type ProviderPaymentOutcome = { paid: true } | { paid: false; reason: string };

/**
 * Marks the order paid when the money the operator reports is the order's, in the shop's
 * currency, and the order is still unpaid and not cancelled: once, whoever asks (the order's row
 * is locked, and the UPDATE repeats the checks). The history names the operator and reference;
 * the customer's and the shop's e-mails go through the outbox with it.
 */
export async function payOrderByProvider(
  tx: Db,
  deps: { mail: MailOutbox; texts?: TextOutbox; publicUrl: string },
  payment: ProviderPayment,
): Promise<ProviderPaymentOutcome> {
  const order = await findOrderForUpdate(tx, payment.orderId);
  if (!order) throw new Error(`payment for an unknown order ${payment.orderId}`);
  if (order.payment || order.status === 'Cancelled')
    return { paid: false, reason: PAYMENT_MESSAGES.orderNotPayable };
  if (payment.amount !== order.amount || payment.currency !== CURRENCY) {
    const got = Number.isFinite(payment.amount)
      ? `${payment.currency} ${payment.amount}`
      : 'an unreadable amount';
    return { paid: false, reason: PAYMENT_MESSAGES.amountDiffers(formatPrice(order.amount), got) };
  }
  const transactionId = payment.transactionId ?? payment.referenceId;
  if (await findPaidByTransaction(tx, transactionId, order.id))
    return { paid: false, reason: PAYMENT_MESSAGES.transactionUsed(transactionId) };

  const now = new Date();
  const entry: OrderStatusChange = {
    status: order.status,
    at: now.toISOString(),
    note: ORDER_NOTES.paidByProvider(payment.label, payment.referenceId, payment.transactionId),
  };
  // The operator paid exactly the amount (checked above).
  const paid = await markPaidIfStill(tx, order.id, order.status, {
    transactionId,
    amountReceived: order.amount,
    entry,
    at: now,
  });
  if (!paid) return { paid: false, reason: PAYMENT_MESSAGES.orderNotPayable };

  const account = await findUser(tx, paid.userId);
  const { company } = await getShopSettings(tx);
  const ctx = { company, publicUrl: deps.publicUrl };
  const paidOrder = toOrder(paid);
  await deps.mail.enqueue(
    tx,
    { kind: 'payment-confirmed', ...paymentConfirmedMail(paidOrder, account.email, ctx) },
    { kind: 'payment-received', ...paymentReceivedMail(paidOrder, account, payment, ctx) },
  );
  await deps.texts?.forOrder(tx, {
    kind: 'payment-confirmed',
    orderId: paid.id,
    phone: paid.address.phone,
    updatesBy: paid.updatesBy,
  });
  return { paid: true };
}
