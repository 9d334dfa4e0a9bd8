import {
  confirmPaymentFormSchema,
  PAYMENT_METHOD_LABELS,
  paymentShortfall,
  TRANSACTION_ID_MAX,
  type AdminOrder,
} from '@shop/contracts';
import { useMayUse } from '../../lib/staff-role';
import { Button } from '@shop/ui';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/field';
import { toast } from '../../components/toaster';
import { errorMessage } from '../../lib/api-client';
import { formatPrice } from '../../lib/format';
import { useConfirmPayment } from './api/confirm-payment';
import { PaidBadge } from './paid-badge';

/** A field's first message from the form's check, by the field's name. */
type FormErrors = Partial<Record<'transactionId' | 'amountReceived', string>>;

/**
 * How the order is paid, and for unpaid mobile money the staff's confirmation: the transaction id
 * and the amount as the provider's statement shows them, both typed by staff (the customer's
 * reported id is shown beside, never filled in). Short of the total, the order stays unpaid with
 * the difference shown.
 */
export function PaymentPanel({ order }: { order: AdminOrder }) {
  const confirm = useConfirmPayment(order._id);
  const [transactionId, setTransactionId] = useState('');
  const [amountReceived, setAmountReceived] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const transactionField = useRef<HTMLInputElement>(null);
  const amountField = useRef<HTMLInputElement>(null);
  const [asking, setAsking] = useState<{ transactionId: string; amountReceived: number } | null>(
    null,
  );
  const mayConfirm = useMayUse('payments');
  const canConfirm =
    mayConfirm &&
    order.paymentMethod === 'mobile_money' &&
    !order.payment &&
    order.status !== 'Cancelled';
  const short =
    !order.payment && order.amountReceived !== null && order.amountReceived < order.amount;

  const check = () => {
    const digits = amountReceived.replace(/[\s,]/g, '');
    const parsed = confirmPaymentFormSchema.safeParse({
      transactionId,
      amountReceived: digits === '' ? undefined : Number(digits),
    });
    if (!parsed.success) {
      const found: FormErrors = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as keyof FormErrors;
        found[name] ??= issue.message;
      }
      setErrors(found);
      (found.transactionId ? transactionField : amountField).current?.focus();
      return;
    }
    setErrors({});
    setAsking(parsed.data);
  };

  const submit = () => {
    if (!asking) return;
    confirm.mutate(asking, {
      onSuccess: (answer) => {
        toast('success', answer.message);
        setAsking(null);
        setTransactionId('');
        setAmountReceived('');
      },
      onError: (error) => {
        toast('error', errorMessage(error));
        setAsking(null);
      },
    });
  };

  return (
    <div className="space-y-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">Method</dt>
        <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
        {order.mobileProvider ? (
          <>
            <dt className="text-muted">Provider</dt>
            <dd>{order.mobileProvider}</dd>
          </>
        ) : null}
        {order.mobileNumber ? (
          <>
            <dt className="text-muted">Number</dt>
            <dd className="font-mono">{order.mobileNumber}</dd>
          </>
        ) : null}
        {order.paymentMethod === 'mobile_money' ? (
          <>
            <dt className="text-muted">Transaction id</dt>
            <dd className="font-mono">{order.transactionId ?? 'Not given yet'}</dd>
          </>
        ) : null}
        <dt className="text-muted">Amount</dt>
        <dd className="font-semibold">{formatPrice(order.amount)}</dd>
        <dt className="text-muted">State</dt>
        <dd>
          <PaidBadge paid={order.payment} />
        </dd>
      </dl>
      {short ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          {paymentShortfall(order.amountReceived!, order.amount)}.
        </p>
      ) : null}
      {canConfirm ? (
        <form
          noValidate
          className="space-y-3 rounded-lg border border-stone-200 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            check();
          }}
        >
          <TextField
            ref={transactionField}
            label="Transaction id on the provider's statement"
            value={transactionId}
            onChange={(e) => setTransactionId(e.target.value)}
            maxLength={TRANSACTION_ID_MAX}
            autoComplete="off"
            error={errors.transactionId}
            hint={
              order.transactionId
                ? `The customer reported ${order.transactionId}: type the id the statement shows.`
                : 'Type the id the MTN, Airtel or UTL statement shows.'
            }
          />
          <TextField
            ref={amountField}
            label="Amount received (SSP)"
            inputMode="numeric"
            value={amountReceived}
            onChange={(e) => setAmountReceived(e.target.value)}
            autoComplete="off"
            error={errors.amountReceived}
            hint={
              short
                ? `${formatPrice(order.amountReceived!)} is recorded already: type the whole amount received for this order, that part included (the order's total is ${formatPrice(order.amount)}).`
                : `The order's total is ${formatPrice(order.amount)}. Less than that leaves it unpaid.`
            }
          />
          <Button type="submit" disabled={confirm.isPending}>
            Confirm payment
          </Button>
        </form>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={
            asking.amountReceived < order.amount
              ? 'Record a short payment?'
              : 'Confirm this payment?'
          }
          confirmLabel={
            asking.amountReceived < order.amount ? 'Record short payment' : 'Confirm payment'
          }
          tone="primary"
          busy={confirm.isPending}
          onConfirm={submit}
          onCancel={() => setAsking(null)}
        >
          {asking.amountReceived < order.amount ? (
            <>
              {paymentShortfall(asking.amountReceived, order.amount)} by{' '}
              {order.mobileProvider ?? 'mobile money'}, transaction {asking.transactionId}. The
              order stays unpaid until the rest arrives.
            </>
          ) : (
            <>
              {formatPrice(asking.amountReceived)} received by{' '}
              {order.mobileProvider ?? 'mobile money'} with transaction {asking.transactionId}. The
              order can then be processed.
            </>
          )}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
