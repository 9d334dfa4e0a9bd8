import { formatPrice, type Order, type PaymentAttempt } from '@shop/contracts/client';
import { useEffect, useState, type ReactNode } from 'react';
import { Spinner } from '~/components/spinner';
import { formatMobile } from '~/lib/order-format';
import { CashOnDeliveryButton } from './cash-on-delivery-button';
import { usePhonePayment } from './use-phone-payment';

const OPERATOR_NAMES: Record<string, string> = { MTN: 'MTN MoMo', Airtel: 'Airtel Money' };

const primary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70';
const secondary =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-ink hover:border-brand-600 disabled:opacity-70';

/** Minutes and seconds until `iso`, ticking while shown ('0:00' once passed). */
function TimeLeft({ until }: { until: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((Date.parse(until) - now) / 1_000));
  const text = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return <span className="font-semibold tabular-nums">{text}</span>;
}

function Waiting({ attempt, message }: { attempt: PaymentAttempt; message: string }) {
  return (
    <div className="flex gap-3">
      <Spinner className="mt-0.5 shrink-0 text-brand-700" size={20} />
      <div className="min-w-0 text-sm">
        <p role="status" className="font-semibold text-ink">
          {message}
        </p>
        <p className="mt-1 text-muted">
          We sent the request to{' '}
          <span className="whitespace-nowrap">{formatMobile(attempt.phone)}</span>. Open the prompt
          on your phone and enter your PIN to approve.
        </p>
        <p className="mt-1 text-muted">
          Waiting for your approval: <TimeLeft until={attempt.expiresAt} /> left
        </p>
      </div>
    </div>
  );
}

/**
 * An unpaid mobile money order whose operator the shop can ask: the request to the customer's
 * phone and its live status, and on a refusal, a decline or no answer in time, the way on: try
 * again, pay by hand with a transaction id, or pay in cash on delivery. The order is kept either
 * way. Loaded only on the order list, only for such an order.
 */
export default function PhonePayment({
  order,
  sendAtOnce,
  onSaved,
  onPaid,
  manual,
}: {
  order: Order;
  sendAtOnce: boolean;
  onSaved: (order: Order) => void;
  onPaid: () => void;
  /**
   * Paying by hand (the transaction id form), passed in so its code stays in the order list's
   * first load instead of a chunk of its own.
   */
  manual: ReactNode;
}) {
  const { state, send } = usePhonePayment(order, sendAtOnce, onPaid);
  const [byHand, setByHand] = useState(false);
  const operator = OPERATOR_NAMES[order.mobileProvider ?? ''] ?? 'mobile money';

  if (state.kind === 'loading')
    return (
      <p className="mt-4 flex items-center gap-2 text-sm text-muted">
        <Spinner size={16} /> Checking your payment…
      </p>
    );
  if (state.kind === 'unreadable' || (!state.fromPhone && !state.attempt)) return manual;

  const { attempt, message, sending, refusal } = state;
  if (attempt?.status === 'successful')
    return (
      <p
        role="status"
        className="mt-4 rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-900 ring-1 ring-green-200"
      >
        {message}
      </p>
    );
  if (attempt?.status === 'pending')
    return (
      <div className="mt-4 rounded-lg bg-blue-50 p-3 ring-1 ring-blue-200 sm:p-4">
        <Waiting attempt={attempt} message={message} />
      </div>
    );

  const ended = attempt !== null;
  return (
    <>
      <div className="mt-4 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200 sm:p-4">
        {ended ? (
          <p role="status" className="text-sm font-semibold text-amber-950">
            {message}
          </p>
        ) : (
          <p className="text-sm text-amber-950">
            Pay <strong className="whitespace-nowrap">{formatPrice(order.amount)}</strong> from your{' '}
            {operator} phone: we send a request, and you approve it with your PIN.
          </p>
        )}
        {refusal ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {refusal}
          </p>
        ) : null}
        {state.fromPhone ? (
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => void send()}
              disabled={sending}
              className={primary}
            >
              {sending ? <Spinner /> : null}
              {ended ? 'Try again' : 'Send the request to my phone'}
            </button>
            <button
              type="button"
              aria-expanded={byHand}
              onClick={() => setByHand((open) => !open)}
              className={secondary}
            >
              Pay by hand
            </button>
            <CashOnDeliveryButton order={order} onSaved={onSaved} className={secondary} />
          </div>
        ) : null}
      </div>
      {byHand || !state.fromPhone ? manual : null}
    </>
  );
}
