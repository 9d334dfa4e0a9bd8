import {
  ORDER_MESSAGES as M,
  ORDER_STATUSES,
  TRANSACTION_ID_MAX,
  TRANSACTION_ID_MIN,
  TRANSACTION_ID_PATTERN,
  SHOP_TIME_ZONE,
  type Order,
  type OrderStatus,
} from '@shop/contracts/client';

// How orders read on the customer's screens. Times are the shop's own (South Sudan, as in the
// order e-mails, the reviews and the admin site), whatever the device's zone, in the British
// day-month order used there.
const ZONE = SHOP_TIME_ZONE;

/** '5 March 2026' */
export function formatOrderDate(ms: number): string {
  return new Date(ms).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: ZONE,
  });
}

/** '5 Mar 2026, 14:05' */
export function formatOrderTime(ms: number): string {
  return new Date(ms).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: ZONE,
  });
}

/** '14:05' */
export function formatTimeOfDay(ms: number): string {
  return new Date(ms).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: ZONE,
  });
}

/** '+211921234567' as '+211 921 234 567'; any other spelling is shown as it is. */
export function formatMobile(number: string): string {
  const m = /^\+211(\d{3})(\d{3})(\d{3})$/.exec(number);
  return m ? `+211 ${m[1]} ${m[2]} ${m[3]}` : number;
}

export function itemCount(order: Pick<Order, 'items'>): number {
  return order.items.reduce((n, item) => n + item.quantity, 0);
}

export const itemsLabel = (n: number) => (n === 1 ? '1 item' : `${n} items`);

export type PaymentState = 'paid' | 'on-delivery' | 'awaiting' | 'confirming' | 'cancelled';

/** Where the order's money stands, in the words the Orders page shows. */
export function paymentState(order: Order): PaymentState {
  if (order.payment) return 'paid';
  if (order.status === 'Cancelled') return 'cancelled';
  if (order.paymentMethod === 'cod') return 'on-delivery';
  return order.transactionId ? 'confirming' : 'awaiting';
}

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  paid: 'Paid',
  'on-delivery': 'Pay on delivery',
  awaiting: 'Awaiting payment',
  confirming: 'Payment being confirmed',
  cancelled: 'Not paid',
};

/** An unpaid mobile money order still open: the customer may report (or correct) the payment. */
export function acceptsTransactionId(order: Order): boolean {
  return order.paymentMethod === 'mobile_money' && !order.payment && order.status !== 'Cancelled';
}

/** The Orders page's check of a transaction id, with the server's own message. */
export function transactionIdError(raw: string): string | undefined {
  const value = raw.trim();
  if (
    value.length < TRANSACTION_ID_MIN ||
    value.length > TRANSACTION_ID_MAX ||
    !TRANSACTION_ID_PATTERN.test(value)
  )
    return M.enterTransactionId;
  return undefined;
}

export interface TimelineStep {
  status: OrderStatus | string;
  /** When it happened; undefined for a step still ahead. */
  date?: number;
  note?: string;
  state: 'done' | 'current' | 'ahead';
}

const PATH = ORDER_STATUSES.filter((s) => s !== 'Cancelled');

/**
 * The order's progress: every step on the way to Delivered with the time it was reached, the
 * current one marked, the rest ahead. A cancelled order shows what happened and the cancellation.
 */
export function orderTimeline(order: Pick<Order, 'status' | 'statusHistory'>): TimelineStep[] {
  const history = [...order.statusHistory].sort((a, b) => a.date - b.date);
  if (order.status === 'Cancelled' || !(PATH as string[]).includes(order.status)) {
    return history.map((h, i) => ({
      status: h.status,
      date: h.date,
      note: h.note,
      state: i === history.length - 1 ? 'current' : 'done',
    }));
  }
  const reached = PATH.indexOf(order.status);
  // Newest first, so a step reached twice shows its latest time.
  const newest = [...history].reverse();
  return PATH.map((status, i) => {
    const entry = newest.find((h) => h.status === status);
    return {
      status,
      date: entry?.date,
      note: entry?.note,
      state: i < reached ? 'done' : i === reached ? 'current' : 'ahead',
    };
  });
}
