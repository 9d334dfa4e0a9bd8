import {
  ORDER_TRANSITIONS,
  WAREHOUSE_ORDER_STATUSES,
  skippedSteps,
  STATUS_UNDO_SECONDS,
  statusMailSubject,
  type AdminOrder,
  type OrderStatus,
} from '@shop/contracts';
import { useStaffRole } from '../../lib/staff-role';
import { Button, buttonClass } from '@shop/ui';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextAreaField } from '../../components/field';
import { toast } from '../../components/toaster';
import { errorMessage } from '../../lib/api-client';
import { useChangeOrderStatus } from './api/change-status';
import { useUndoOrderStatus } from './api/undo-status';

/** "Out for delivery" or "Processing and Shipped": the steps a move passes over. */
const inWords = (steps: OrderStatus[]) =>
  steps.length < 2 ? steps.join('') : `${steps.slice(0, -1).join(', ')} and ${steps.at(-1)}`;

/** What a move does that staff should know before it: the e-mail, a skipped step, the money. */
function MoveQuestion({ order, to }: { order: AdminOrder; to: OrderStatus }) {
  const skipped = skippedSteps(order.status, to);
  const paidInCash = to === 'Delivered' && order.paymentMethod === 'cod' && !order.payment;
  return (
    <div className="space-y-2">
      <p>
        The customer will get the e-mail “{statusMailSubject(order._id, to)}” at{' '}
        <span className="font-medium break-all text-ink">{order.customer.email}</span>.
      </p>
      {skipped.length > 0 ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          This skips {inWords(skipped)}: the order goes from {order.status} straight to {to}, and
          the customer gets no e-mail for {skipped.length === 1 ? 'that step' : 'those steps'}.
        </p>
      ) : null}
      {paidInCash ? <p>The order is also marked paid in cash.</p> : null}
      {to === 'Cancelled' ? (
        <p>A cancelled order cannot be reopened; its units go back to stock.</p>
      ) : (
        <p>You can undo this for {STATUS_UNDO_SECONDS} seconds, before the e-mail leaves.</p>
      )}
    </div>
  );
}

/** Seconds left until `until` (ms since the epoch), counted down each second; 0 when past. */
function useSecondsLeft(until: number | null) {
  const left = () => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (until === null) return;
    const timer = setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // `left` reads only `until`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until]);
  return seconds;
}

/**
 * The last move on, while its e-mail waits in the outbox: an Undo button and the seconds left.
 * It takes the focus when it follows the staff member's own move (the button they pressed is
 * gone with the dialog).
 */
function UndoBar({ order, focus }: { order: AdminOrder; focus: boolean }) {
  const undo = useUndoOrderStatus(order._id);
  const seconds = useSecondsLeft(order.undoUntil);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus && seconds > 0) button.current?.focus();
    // Only when it appears for a move just made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus, order.undoUntil]);
  if (seconds === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
      <p className="flex-1">
        Now {order.status}. The e-mail to the customer leaves in{' '}
        <span className="font-semibold tabular-nums">{seconds} s</span>.
      </p>
      <button
        ref={button}
        type="button"
        className={buttonClass('secondary')}
        disabled={undo.isPending}
        onClick={() =>
          undo.mutate(undefined, {
            onSuccess: (answer) => toast('success', answer.message),
            onError: (error) => toast('error', errorMessage(error)),
          })
        }
      >
        Undo {order.status}
      </button>
    </div>
  );
}

/**
 * The next steps this order may take (the API enforces the same rules), with a note. Each move
 * asks first, naming the e-mail the customer will get and any step it skips; a move on can be
 * taken back for STATUS_UNDO_SECONDS, before that e-mail leaves.
 */
export function StatusPanel({ order }: { order: AdminOrder }) {
  const change = useChangeOrderStatus(order._id);
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);
  const [moved, setMoved] = useState(false);
  const role = useStaffRole();
  // The warehouse moves orders up to Shipped only (docs/decisions/0068-staff-roles.md).
  const next = ORDER_TRANSITIONS[order.status].filter(
    (status) =>
      role !== 'warehouse' || (WAREHOUSE_ORDER_STATUSES as readonly string[]).includes(status),
  );
  const waitingForMoney =
    order.paymentMethod === 'mobile_money' && !order.payment && order.status === 'Order Placed';

  const apply = (status: OrderStatus) =>
    change.mutate(
      { status, note: note.trim() || undefined },
      {
        onSuccess: (answer) => {
          toast('success', answer.message);
          setNote('');
          setMoved(true);
          setConfirming(null);
        },
        onError: (error) => {
          toast('error', errorMessage(error));
          setConfirming(null);
        },
      },
    );

  const undoBar = <UndoBar order={order} focus={moved} />;
  if (next.length === 0) {
    return (
      <div className="space-y-3">
        {undoBar}
        <p className="text-sm text-muted">This order is {order.status}: nothing more to do.</p>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {undoBar}
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
              onClick={() => setConfirming(status)}
            >
              Mark as {status}
            </Button>
          ),
        )}
      </div>
      {confirming ? (
        <ConfirmDialog
          title={confirming === 'Cancelled' ? 'Cancel this order?' : `Mark as ${confirming}?`}
          confirmLabel={confirming === 'Cancelled' ? 'Cancel order' : `Mark as ${confirming}`}
          tone={confirming === 'Cancelled' ? 'danger' : 'primary'}
          busy={change.isPending}
          onConfirm={() => apply(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <MoveQuestion order={order} to={confirming} />
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
