import { formatPrice, PAYMENT_METHOD_LABELS, type Order } from '@shop/contracts/client';
import { Suspense } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import {
  acceptsTransactionId,
  formatMobile,
  PAYMENT_STATE_LABELS,
  paymentState,
} from '~/lib/order-format';

// Only an order whose payment is due needs it: most visits never load it.
const PaymentDue = lazyPart(() => import('./payment-due'));

const PAYMENT_TONE = {
  paid: 'bg-green-100 text-green-800',
  'on-delivery': 'bg-stone-100 text-stone-700',
  awaiting: 'bg-amber-100 text-amber-900',
  confirming: 'bg-blue-100 text-blue-800',
  cancelled: 'bg-stone-100 text-stone-700',
} as const;

const row = 'flex justify-between gap-4';

/**
 * Money and delivery of one order and, while a mobile money payment is due, the way to pay it:
 * from the phone when its operator can be asked, else the transaction id form.
 */
export function PaymentPanel({
  order,
  headingId,
  sendAtOnce,
  onSaved,
  onPaid,
}: {
  order: Order;
  headingId: string;
  /** The checkout asked for the payment to be sent to the phone as soon as the order shows. */
  sendAtOnce: boolean;
  onSaved: (order: Order) => void;
  /** The order was paid: read it again. */
  onPaid: () => void;
}) {
  const state = paymentState(order);
  const a = order.address;
  const method =
    order.paymentMethod === 'mobile_money' && order.mobileProvider
      ? `${PAYMENT_METHOD_LABELS.mobile_money} (${order.mobileProvider})`
      : PAYMENT_METHOD_LABELS[order.paymentMethod];
  return (
    <div>
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        Payment and delivery
      </h3>
      <dl className="mt-3 space-y-1.5 text-sm">
        <div className={row}>
          <dt className="text-muted">Payment method</dt>
          <dd className="text-right font-medium text-ink">{method}</dd>
        </div>
        <div className={`${row} items-center`}>
          <dt className="text-muted">Payment status</dt>
          <dd>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${PAYMENT_TONE[state]}`}
            >
              {PAYMENT_STATE_LABELS[state]}
            </span>
          </dd>
        </div>
        {order.mobileNumber ? (
          <div className={row}>
            <dt className="text-muted">Paying from</dt>
            <dd className="font-medium text-ink tabular-nums">
              {formatMobile(order.mobileNumber)}
            </dd>
          </div>
        ) : null}
        {order.transactionId ? (
          <div className={row}>
            <dt className="text-muted">Transaction id</dt>
            <dd className="font-mono text-xs font-medium break-all text-ink">
              {order.transactionId}
            </dd>
          </div>
        ) : null}
        <div className={`${row} border-t border-stone-200 pt-1.5`}>
          <dt className="text-muted">Subtotal</dt>
          <dd className="tabular-nums">{formatPrice(order.subtotal)}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted">Delivery</dt>
          <dd className="tabular-nums">{formatPrice(order.deliveryFee)}</dd>
        </div>
        {order.discount ? (
          <div className={row}>
            <dt className="text-muted">Discount ({order.discountReason})</dt>
            <dd className="tabular-nums">−{formatPrice(order.discount)}</dd>
          </div>
        ) : null}
        <div className={`${row} font-bold`}>
          <dt>Total</dt>
          <dd className="text-brand-800 tabular-nums">{formatPrice(order.amount)}</dd>
        </div>
      </dl>
      <div className="mt-4 rounded-lg bg-stone-50 px-3 py-2.5 text-sm ring-1 ring-stone-200">
        <p className="font-semibold text-ink">Delivering to</p>
        <address className="mt-0.5 text-muted not-italic">
          {a.firstName} {a.lastName}
          <br />
          {a.street}, {a.city}
          <br />
          {a.state} {a.zipcode}, {a.country}
          <br />
          {a.phone}
        </address>
      </div>
      {acceptsTransactionId(order) ? (
        // Room for the form while its code arrives, so the card does not jump.
        <Suspense fallback={<div className="mt-4 min-h-40" />}>
          <PaymentDue order={order} sendAtOnce={sendAtOnce} onSaved={onSaved} onPaid={onPaid} />
        </Suspense>
      ) : null}
    </div>
  );
}
