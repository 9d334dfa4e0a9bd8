import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@shop/contracts/client';
import { Link } from 'react-router';
import { Spinner } from '~/components/spinner';

/**
 * The end of the checkout's summary: the server's last refusal (kept on screen, as well as in a
 * toast), the Place Order button and a way back to the cart. While a line asks for more than is
 * left (`short`), the button is disabled and the lines to change are named above it.
 */
export function PlaceOrderFooter({
  busy,
  problem,
  short,
  method,
}: {
  busy: boolean;
  problem: string | null;
  short: string[];
  method: PaymentMethod;
}) {
  const blocked = short.length > 0;
  return (
    <div className="mt-5 space-y-3">
      {blocked ? (
        <div
          id="checkout-short"
          className="rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-300"
        >
          <p className="font-semibold">Change these items to place your order:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {short.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {problem ? (
        <p
          id="checkout-problem"
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy || blocked}
        aria-describedby={blocked ? 'checkout-short' : undefined}
        className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {busy ? <Spinner /> : null}
        {busy ? 'Placing your order…' : 'Place Order'}
      </button>
      <p className="text-center text-xs text-muted">
        Paying by{' '}
        <strong className="font-semibold text-ink">{PAYMENT_METHOD_LABELS[method]}</strong>. We will
        contact you to arrange the delivery.
      </p>
      <Link
        to="/cart"
        className="flex min-h-11 items-center justify-center rounded-lg text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        ← Back to cart
      </Link>
    </div>
  );
}
