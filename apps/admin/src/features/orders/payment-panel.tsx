import { PAYMENT_METHOD_LABELS, type AdminOrder } from '@shop/contracts';
import { Button } from '@shop/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/field';
import { toast } from '../../components/toaster';
import { errorMessage } from '../../lib/api-client';
import { formatPrice } from '../../lib/format';
import { useConfirmPayment } from './api/confirm-payment';
import { PaidBadge } from './paid-badge';

/** How the order is paid, and for unpaid mobile money the staff's confirmation. */
export function PaymentPanel({ order }: { order: AdminOrder }) {
  const confirm = useConfirmPayment(order._id);
  const [transactionId, setTransactionId] = useState(order.transactionId ?? '');
  const [asking, setAsking] = useState(false);
  const canConfirm =
    order.paymentMethod === 'mobile_money' && !order.payment && order.status !== 'Cancelled';

  const submit = () =>
    confirm.mutate(
      { transactionId: transactionId.trim() || undefined },
      {
        onSuccess: (answer) => {
          toast('success', answer.message);
          setAsking(false);
        },
        onError: (error) => {
          toast('error', errorMessage(error));
          setAsking(false);
        },
      },
    );

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
      {canConfirm ? (
        <div className="rounded-lg border border-stone-200 p-3">
          <TextField
            label="Transaction id on the provider's statement"
            value={transactionId}
            onChange={(e) => setTransactionId(e.target.value)}
            maxLength={40}
            hint="Check it against the MTN, Airtel or UTL statement before confirming."
          />
          <Button className="mt-3" onClick={() => setAsking(true)} disabled={confirm.isPending}>
            Confirm payment
          </Button>
        </div>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title="Confirm this payment?"
          confirmLabel="Confirm payment"
          tone="primary"
          busy={confirm.isPending}
          onConfirm={submit}
          onCancel={() => setAsking(false)}
        >
          {formatPrice(order.amount)} received by {order.mobileProvider ?? 'mobile money'}
          {transactionId.trim() ? ` with transaction ${transactionId.trim()}` : ''}. The order can
          then be processed.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
