// Refusals of the orders API. They are built on the server with names, sizes and amounts, so the
// customer (or the staff member) reads what went wrong and what to do, not a code.
import { formatPrice, orderNumber, type OrderStatus } from '@shop/contracts';

export interface PriceChange {
  name: string;
  was: number;
  now: number;
}

const REVIEW = 'Please review your order and place it again.';

export const ORDER_ERRORS = {
  bulkFailed: 'Could not be changed just now (a server error). Please try this order again.',
  productGone: (id: string) =>
    `A product in your order is no longer sold (product ${id}). Please remove it from your cart and try again.`,
  productArchived: (name: string) =>
    `${name} is no longer sold. Please remove it from your cart and place your order again.`,
  unknownSize: (name: string, size: string, sizes: string[]) =>
    `${name} is not available in size "${size}". Please choose one of: ${sizes.join(', ')}.`,
  tooMany: (name: string, size: string, quantity: number, max: number) =>
    `You asked for ${quantity} of ${name} (size ${size}); at most ${max} can be ordered on one line. Set the quantity to ${max} or less.`,
  pricesChanged: (changes: PriceChange[], total: number) =>
    [
      ...changes.map(
        (c) => `The price of ${c.name} is now ${formatPrice(c.now)} (was ${formatPrice(c.was)}).`,
      ),
      `Your new total is ${formatPrice(total)}.`,
      REVIEW,
    ].join(' '),
  totalChanged: (summary: { subtotal: number; shipping: number; total: number }, seen: number) =>
    `The total of your order is ${formatPrice(summary.total)} (items ${formatPrice(summary.subtotal)}, ` +
    `delivery ${summary.shipping ? formatPrice(summary.shipping) : 'free'}), not ${formatPrice(seen)}. ${REVIEW}`,
  alreadyInStatus: (status: OrderStatus) => `This order is already ${status}.`,
  cannotMove: (from: OrderStatus, to: OrderStatus) =>
    `An order that is ${from} cannot move to ${to}.`,
  unpaidMobileMoney:
    'This mobile money order cannot move to Processing before its payment is confirmed. Confirm the payment first.',
  nothingToUndo:
    'There is no status change to undo on this order: a move on can be taken back within 30 seconds of it, newest first.',
  undoTooLate: (status: string) =>
    `Too late to undo: the e-mail about "${status}" has gone to the customer (an undo works for 30 seconds). Move the order on, or tell the customer yourself.`,
  undone: (id: string, from: OrderStatus, to: OrderStatus) =>
    `Order ${orderNumber(id)} is back to ${to} (was ${from}). The customer was not e-mailed.`,
  changedMeanwhile: (status: string) =>
    `This order was changed by someone else at the same moment and is now ${status}. Please check it and try again.`,
  notMobileMoney:
    'Only mobile money payments are confirmed here: a cash on delivery order is marked paid when it is delivered.',
  alreadyPaid: 'The payment of this order is already confirmed.',
  cancelled: 'This order is cancelled: its payment cannot be confirmed.',
  transactionIdMissing:
    "The customer has not sent a transaction id yet. Enter the one from the provider's statement.",
  transactionUsed: (transactionId: string, otherOrderId: string | undefined) =>
    `Transaction ${transactionId} already paid for ${otherOrderId ? `order ${orderNumber(otherOrderId)}` : 'another order'}. Check the provider's statement.`,
  transactionChangedMeanwhile:
    'The transaction id of this order was changed at the same moment, perhaps on another device. Please check your orders and try again.',
  // The limits on placing orders and reporting transaction ids (docs/decisions/0023-order-mail-and-payment-limits.md).
  tooManyOrders:
    'You have placed many orders in a short time. Please wait a while and try again, or call us if your order is urgent.',
  tooManyTransactions:
    'You have sent many transaction ids in a short time. Please wait a while and try again, or call us if your payment is urgent.',
} as const;

/** Notes of the order's history written by the server (the customer and the staff read them). */
export const ORDER_NOTES = {
  transactionCorrected: (was: string, now: string) =>
    `Transaction id corrected to ${now} (was ${was})`,
  paidByProvider: (label: string, reference: string, transactionId: string | null) =>
    `Paid by ${label}, reference ${reference}${transactionId ? `, transaction ${transactionId}` : ''}`,
  cashOnDelivery: (provider: string | null) =>
    `Payment changed from mobile money${provider ? ` (${provider})` : ''} to cash on delivery`,
} as const;
