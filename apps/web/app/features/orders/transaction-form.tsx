import {
  formatPrice,
  orderNumber,
  ORDER_MESSAGES as M,
  TRANSACTION_ID_MAX,
  type Order,
} from '@shop/contracts/client';
import { useId, useState, type FormEvent } from 'react';
import { inputClass } from '~/features/account/password-field';
import { Spinner } from '~/features/profile/icons';
import { notify } from '~/features/toast/notify';
import { transactionIdError } from './order-format';
import { submitTransaction } from './orders-api';

/**
 * For an unpaid mobile money order: the customer reports the transaction id of their payment
 * (DESIGN.md section 6), and staff confirm it. It may be corrected until the payment is confirmed.
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
      const res = await submitTransaction(order._id, value.trim());
      if (!res.success) throw new Error(res.message);
      notify('success', res.message || M.transactionSaved);
      onSaved(res.order);
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : M.enterTransactionId;
      setError(message);
      notify('error', message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="mt-3">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {order.transactionId ? 'Correct the transaction id' : 'Transaction id'}
      </label>
      <p id={hintId} className="mt-0.5 text-xs text-muted">
        Follow the payment instructions we sent to {order.mobileNumber ?? 'your number'}: pay{' '}
        {formatPrice(order.amount)} with {order.mobileProvider ?? 'mobile money'} using order number{' '}
        {orderNumber(order._id)} as the reference, then enter the transaction id from the
        confirmation SMS.
      </p>
      <div className="mt-2 flex gap-2">
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
          placeholder="e.g. MP240512.1432.A12345"
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
          <span className="sr-only"> transaction id for order {orderNumber(order._id)}</span>
        </button>
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
