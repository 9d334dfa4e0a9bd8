import {
  ORDER_STATUSES,
  orderNumber,
  STATUS_UNDO_SECONDS,
  statusMailSubject,
  type BulkStatusResponse,
  type OrderStatus,
} from '@shop/contracts';
import { Button, buttonClass } from '@shop/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SelectField } from '../../components/field';
import { toast } from '../../components/toaster';
import { errorMessage } from '../../lib/api-client';
import { useMayMoveTo } from '../../lib/staff-role';
import { useBulkStatus } from './api/bulk-status';

/**
 * What staff do with the orders ticked on the list (docs/decisions/0067): move them all to one
 * status (each by the rules and e-mails of a single change) or print their packing slips. The
 * result of a move stays on screen: which moved, which were refused and why.
 */
export function BulkBar({
  pageIds,
  selected,
  onSelect,
}: {
  /** The orders on this page, in the list's order. */
  pageIds: string[];
  selected: ReadonlySet<string>;
  onSelect: (next: Set<string>) => void;
}) {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const mayMoveTo = useMayMoveTo();
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<BulkStatusResponse | null>(null);
  const bulk = useBulkStatus();
  const chosen = pageIds.filter((id) => selected.has(id));
  const all = pageIds.length > 0 && chosen.length === pageIds.length;
  const some = chosen.length > 0 && !all;

  const move = () => {
    if (!status) return;
    bulk.mutate(
      { ids: chosen, status },
      {
        onSuccess: (answer) => {
          setAsking(false);
          setResult(answer);
          toast(answer.refused.length ? 'error' : 'success', answer.message);
          // The refused stay ticked, so staff can look at them or try another status.
          onSelect(new Set(answer.refused.map((r) => r.id)));
        },
        onError: (error) => {
          setAsking(false);
          toast('error', errorMessage(error));
        },
      },
    );
  };

  return (
    <div className="no-print mb-3 space-y-3">
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200">
        <p className="flex min-h-10 items-center gap-2 text-sm">
          <label className="flex items-center gap-2 font-medium text-ink">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={all}
              ref={(box) => {
                if (box) box.indeterminate = some;
              }}
              disabled={pageIds.length === 0}
              onChange={() => onSelect(new Set(all ? [] : pageIds))}
            />
            Select all on this page
          </label>
          <span className="text-muted" aria-live="polite">
            ({chosen.length} chosen)
          </span>
        </p>
        {/* On a phone the actions show once an order is ticked, so the list starts on screen. */}
        <div
          className={`${chosen.length ? 'flex' : 'hidden sm:flex'} w-full flex-wrap items-end gap-3 sm:w-auto`}
        >
          <SelectField
            label="Move chosen orders to"
            value={status}
            onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
            className="w-full sm:w-52"
          >
            <option value="">Choose a status</option>
            {ORDER_STATUSES.filter((s) => s !== 'Order Placed' && mayMoveTo(s)).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
          <Button
            variant="primary"
            disabled={chosen.length === 0 || !status}
            onClick={() => setAsking(true)}
          >
            Change status
          </Button>
          {chosen.length > 0 ? (
            <Link to={`/orders/slips?ids=${chosen.join(',')}`} className={buttonClass('secondary')}>
              Print packing slips ({chosen.length})
            </Link>
          ) : (
            <Button variant="secondary" disabled>
              Print packing slips
            </Button>
          )}
        </div>
      </div>
      {result ? (
        <div
          role="status"
          className="rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-stone-200"
        >
          <div className="flex items-start justify-between gap-3">
            <p className="font-semibold text-ink">{result.message}</p>
            <Button variant="ghost" onClick={() => setResult(null)}>
              Dismiss
            </Button>
          </div>
          {result.moved.length ? (
            <p className="mt-1 text-muted">
              Moved: {result.moved.map((m) => `#${orderNumber(m.id)}`).join(', ')} (now{' '}
              {result.moved[0]!.status}).
            </p>
          ) : null}
          {result.refused.length ? (
            <ul className="mt-2 space-y-1 text-red-800">
              {result.refused.map((r) => (
                <li key={r.id}>
                  <span className="font-mono font-semibold">#{orderNumber(r.id)}</span>: {r.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {asking && status ? (
        <ConfirmDialog
          title={`Move ${chosen.length} ${chosen.length === 1 ? 'order' : 'orders'} to ${status}?`}
          confirmLabel={`Move to ${status}`}
          tone={status === 'Cancelled' ? 'danger' : 'primary'}
          busy={bulk.isPending}
          onConfirm={move}
          onCancel={() => setAsking(false)}
        >
          <div className="space-y-2">
            <p>
              Each order moves as if changed on its own page, and its customer gets their status
              e-mail, such as “{statusMailSubject(chosen[0]!, status)}”.
            </p>
            <p>
              Orders that cannot go to {status} now (by the usual steps and payment rules) are left
              as they are; you will see which and why.
            </p>
            {status === 'Cancelled' ? (
              <p>Cancelled orders cannot be reopened; their units go back to stock.</p>
            ) : (
              <p>Each move can be undone on its order's page for {STATUS_UNDO_SECONDS} seconds.</p>
            )}
          </div>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
