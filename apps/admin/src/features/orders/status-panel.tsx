import { ORDER_TRANSITIONS, type AdminOrder, type OrderStatus } from '@shop/contracts';
import { Button } from '@shop/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextAreaField } from '../../components/field';
import { toast } from '../../components/toaster';
import { errorMessage } from '../../lib/api-client';
import { useChangeOrderStatus } from './api/change-status';

/** The next steps this order may take (the API enforces the same rules), with a note. */
export function StatusPanel({ order }: { order: AdminOrder }) {
  const change = useChangeOrderStatus(order._id);
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);
  const next = ORDER_TRANSITIONS[order.status];
  const waitingForMoney =
    order.paymentMethod === 'mobile_money' && !order.payment && order.status === 'Order Placed';

  const apply = (status: OrderStatus) =>
    change.mutate(
      { status, note: note.trim() || undefined },
      {
        onSuccess: (answer) => {
          toast('success', answer.message);
          setNote('');
          setConfirming(null);
        },
        onError: (error) => {
          toast('error', errorMessage(error));
          setConfirming(null);
        },
      },
    );

  if (next.length === 0) {
    return <p className="text-sm text-muted">This order is {order.status}: nothing more to do.</p>;
  }
  return (
    <div className="space-y-3">
      {waitingForMoney ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Confirm the mobile money payment before processing this order.
        </p>
      ) : null}
      <TextAreaField
        label="Note for the history (optional)"
        rows={2}
        maxLength={300}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        {next.map((status) =>
          status === 'Cancelled' ? (
            <Button
              key={status}
              variant="danger"
              disabled={change.isPending}
              onClick={() => setConfirming(status)}
            >
              Cancel order
            </Button>
          ) : (
            <Button
              key={status}
              disabled={change.isPending || (waitingForMoney && status === 'Processing')}
              onClick={() => apply(status)}
            >
              Mark as {status}
            </Button>
          ),
        )}
      </div>
      {confirming ? (
        <ConfirmDialog
          title="Cancel this order?"
          confirmLabel="Cancel order"
          busy={change.isPending}
          onConfirm={() => apply(confirming)}
          onCancel={() => setConfirming(null)}
        >
          The customer is told by e-mail. A cancelled order cannot be reopened.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
