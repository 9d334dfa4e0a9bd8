import {
  formatPrice,
  orderNumber,
  ORDER_MESSAGES as M,
  TRANSACTION_ID_MAX,
  type Order,
} from '@shop/contracts/client';
import { useId, useState, type FormEvent } from 'react';
import { inputClass } from '~/components/field-classes';
import { Spinner } from '~/components/spinner';
import { notify } from '~/lib/notify';
import { formatMobile, transactionIdError } from '~/lib/order-format';
import { ApiError } from '~/lib/api';
import { submitTransaction } from './api/submit-transaction';

/**
 * For an unpaid mobile money order: how to pay, and the form where the customer reports the
 * transaction id of their payment (docs/architecture.md, "Where the specifications disagree or are
 * silent"); staff then confirm it. The id may be corrected until the payment is confirmed.
 */
export function TransactionForm({
  order,
  onSaved,
}: {
  order: Order;
  onSaved: (order: Order) => void;
}) {
  const id = useId();
  const [value, setValue] = useState(order.transactionId ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const number = orderNumber(order._id);
  const sent = Boolean(order.transactionId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = transactionIdError(value);
    setError(problem);
    if (problem) {
      document.getElementById(id)?.focus();
      return;
    }
    setBusy(true);
    try {
      const res = await submitTransaction({ orderId: order._id, transactionId: value.trim() });
      notify('success', res.message || M.transactionSaved);
      onSaved(res.order);
    } catch (err) {
      const message =
        err instanceof ApiError ? (err.errors.transactionId ?? err.message) : M.enterTransactionId;
      setError(message);
      notify('error', message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      className={`mt-4 rounded-lg p-3 ring-1 sm:p-4 ${
        sent ? 'bg-blue-50 ring-blue-200' : 'bg-amber-50 ring-amber-200'
      }`}
    >
      {sent ? (
        <p className="text-sm text-blue-900">
          We received your transaction id and will confirm your payment shortly.
        </p>
      ) : (
        <>
          <p className="text-sm font-semibold text-amber-950">How to pay</p>
          <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-sm text-amber-950">
            <li>
              Pay <strong className="whitespace-nowrap">{formatPrice(order.amount)}</strong> with{' '}
              {order.mobileProvider ?? 'mobile money'}, as the instructions we sent to{' '}
              <span className="whitespace-nowrap">
                {order.mobileNumber ? formatMobile(order.mobileNumber) : 'your number'}
              </span>{' '}
              explain.
            </li>
            <li>
              Use order number <strong>{number}</strong> as the reference.
            </li>
            <li>Enter the transaction id from your confirmation SMS below.</li>
          </ol>
        </>
      )}
      <form noValidate onSubmit={submit} className="mt-3">
        <label htmlFor={id} className="block text-sm font-semibold text-ink">
          {sent ? 'Correct the transaction id' : 'Transaction id'}
        </label>
        <p id={hintId} className="sr-only">
          The id in the SMS confirming your payment for order {number}.
        </p>
        <div className="mt-1.5 flex gap-2">
          <input
            id={id}
            name="transactionId"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(undefined);
            }}
            maxLength={TRANSACTION_ID_MAX}
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. MP240512.1432"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            className={`${inputClass} min-w-0 flex-1 py-2! font-mono text-sm!`}
            disabled={busy}
          />
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
          >
            {busy ? <Spinner /> : null}
            Submit
            <span className="sr-only"> transaction id for order {number}</span>
          </button>
        </div>
        {error ? (
          <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}
