import { isAutoPaymentProvider, type AdminOrder, type AdminPaymentAttempt } from '@shop/contracts';
import { Button } from '@shop/ui';
import { AttemptStatus } from '../../components/attempt-status';
import { Card } from '../../components/card';
import { toast } from '../../components/toaster';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime, formatPrice } from '../../lib/format';
import { useOrderPayments } from './api/get-order-payments';
import { useRecheckPayment } from './api/recheck-payment';

function Attempt({ attempt }: { attempt: AdminPaymentAttempt }) {
  const recheck = useRecheckPayment();
  const ask = () =>
    recheck.mutate(attempt._id, {
      onSuccess: (answer) => toast('success', answer.message),
      onError: (error) => toast('error', errorMessage(error)),
    });
  return (
    <li className="space-y-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AttemptStatus status={attempt.status} />
        <time dateTime={attempt.createdAt} className="text-xs text-muted">
          {formatDateTime(Date.parse(attempt.createdAt))}
        </time>
      </div>
      {attempt.reason ? <p className="text-sm text-ink">{attempt.reason}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Asked</dt>
        <dd>
          {formatPrice(attempt.amount)} from <span className="font-mono">{attempt.phone}</span> (
          {attempt.provider})
        </dd>
        <dt className="text-muted">Reference</dt>
        <dd className="font-mono text-xs break-all">{attempt.referenceId}</dd>
        {attempt.providerTransactionId ? (
          <>
            <dt className="text-muted">Transaction</dt>
            <dd className="font-mono text-xs break-all">{attempt.providerTransactionId}</dd>
          </>
        ) : null}
        <dt className="text-muted">Checks</dt>
        <dd>{attempt.checks}</dd>
      </dl>
      {/* A success is final: asking again could tell nothing new. */}
      {attempt.status === 'successful' ? null : (
        <Button variant="secondary" onClick={ask} disabled={recheck.isPending}>
          Ask {attempt.provider} again
          <span className="sr-only"> about reference {attempt.referenceId}</span>
        </Button>
      )}
    </li>
  );
}

/**
 * The order's requests to the payer's phone (decision 0046), newest first, with what the operator
 * answered; staff may ask the operator again about any of them (a lost callback, a late approval).
 * Shown for a mobile money order of an operator the shop can ask, and for any order that had a
 * request (one switched to cash on delivery).
 */
export function PhonePayments({ order }: { order: AdminOrder }) {
  const attempts = useOrderPayments(order._id);
  const askable =
    order.paymentMethod === 'mobile_money' && isAutoPaymentProvider(order.mobileProvider);
  if (!askable && !attempts.data?.length) return null;
  return (
    <Card title="Payments from the phone">
      {attempts.isPending ? (
        <p className="text-sm text-muted">Loading…</p>
      ) : attempts.error ? (
        <p className="text-sm text-red-700">{errorMessage(attempts.error)}</p>
      ) : attempts.data.length === 0 ? (
        <p className="text-sm text-muted">No request was sent to the customer's phone.</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {attempts.data.map((attempt) => (
            <Attempt key={attempt._id} attempt={attempt} />
          ))}
        </ul>
      )}
    </Card>
  );
}
