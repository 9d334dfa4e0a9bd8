import { formatPrice, MESSAGES, type OrderSummary as Summary } from '@shop/contracts/client';
import { buttonClass } from '@shop/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const PAYMENT_METHODS = [
  'Credit Card',
  'Bank Transfer',
  'Cash on Delivery (for Juba and major cities)',
  'Mobile Money (MTN, Airtel, UTL)',
];

/**
 * Subtotal, shipping and total, with the free-delivery rule the server applies as well. The cart
 * ends it with its checkout links and accepted payments; the checkout passes its own `footer`.
 */
export function OrderSummaryPanel({
  summary,
  freeDeliveryThreshold,
  itemCount,
  footer,
}: {
  summary: Summary;
  freeDeliveryThreshold: number;
  itemCount: number;
  footer?: ReactNode;
}) {
  const toFree = freeDeliveryThreshold - summary.subtotal;
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id="summary-heading" className="text-lg font-bold text-brand-900">
        Order Summary
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">
            Subtotal ({itemCount} {itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd className="font-semibold tabular-nums">{formatPrice(summary.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Shipping</dt>
          <dd className="font-semibold tabular-nums">{formatPrice(summary.shipping)}</dd>
        </div>
        {summary.freeDelivery && (
          <div className="rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-800">
            {MESSAGES.freeShippingApplied}
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-base">
          <dt className="font-bold">Total</dt>
          <dd className="font-bold text-brand-800 tabular-nums">{formatPrice(summary.total)}</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-muted">
        Free delivery on orders above {formatPrice(freeDeliveryThreshold)}
        {!summary.freeDelivery && summary.subtotal > 0 && toFree > 0 && (
          <span className="block text-ink">Add {formatPrice(toFree)} more for free delivery.</span>
        )}
      </p>
      {footer ?? <CartActions />}
    </section>
  );
}

function CartActions() {
  return (
    <>
      <div className="mt-5 flex flex-col gap-3">
        <Link to="/place-order" className={buttonClass('primary', 'h-12 w-full text-base')}>
          Proceed to Checkout
        </Link>
        <Link to="/collection" className={buttonClass('secondary', 'w-full')}>
          Continue Shopping
        </Link>
      </div>
      <div className="mt-6 border-t border-stone-200 pt-4 text-sm">
        <h3 className="font-semibold">We accept</h3>
        <ul className="mt-2 space-y-1 text-muted">
          {PAYMENT_METHODS.map((m) => (
            <li key={m} className="flex gap-2">
              <span aria-hidden="true" className="text-brand-600">
                •
              </span>
              {m}
            </li>
          ))}
        </ul>
        <p className="mt-3 font-medium text-ink">{MESSAGES.returnsPolicy}</p>
      </div>
    </>
  );
}
