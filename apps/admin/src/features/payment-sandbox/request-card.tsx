import {
  formatPrice,
  type PaymentSandboxDecision,
  type PaymentSandboxRequest,
} from '@shop/contracts';
import { Button } from '@shop/ui';
import { formatDateTime } from '../../lib/format';
import { RequestStatusBadge } from './request-status';

const OPERATOR = { MTN: 'MTN MoMo', Airtel: 'Airtel Money' } as const;

/** The amount as the payer's phone shows it. */
const amountOf = (request: PaymentSandboxRequest) =>
  request.currency === 'SSP'
    ? formatPrice(request.amount)
    : `${request.currency} ${request.amount}`;

/**
 * One request to pay, as the payer's phone would show it, with the payer's two answers while it
 * waits. Each button's name says which request it answers (amount, number and reference), since
 * several wait side by side.
 */
export function RequestCard({
  request,
  busy,
  onDecide,
}: {
  request: PaymentSandboxRequest;
  busy: boolean;
  onDecide?: (decision: PaymentSandboxDecision) => void;
}) {
  const amount = amountOf(request);
  const which = ` ${amount} from ${request.phone}, reference ${request.referenceId}`;
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-lg font-bold text-ink">{amount}</p>
          <p className="text-sm text-muted">
            {OPERATOR[request.provider]} · {request.phone} ·{' '}
            {formatDateTime(Date.parse(request.createdAt))}
          </p>
        </div>
        <RequestStatusBadge status={request.status} />
      </div>
      <p className="mt-2 text-xs break-all text-muted">
        Reference <span className="font-mono">{request.referenceId}</span>
      </p>
      {onDecide ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={() => onDecide('approve')} disabled={busy} aria-busy={busy}>
            Approve
            <span className="sr-only">{which}</span>
          </Button>
          <Button
            variant="secondary"
            onClick={() => onDecide('decline')}
            disabled={busy}
            aria-busy={busy}
          >
            Decline
            <span className="sr-only">{which}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}
