import type { ReconciliationResponse } from '@shop/contracts';
import { AttemptStatus } from '../../components/attempt-status';
import { OrderLink } from '../../components/order-link';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { Table, td } from '../../components/table';
import { formatDateTime, formatPrice } from '../../lib/format';
import { useReconciliation } from './api/get-reconciliation';

const sectionTitle = 'mt-8 mb-3 text-lg font-bold text-ink first:mt-0';

function NotApplied({ rows }: { rows: ReconciliationResponse['notApplied'] }) {
  if (rows.length === 0)
    return (
      <p className="text-sm text-muted">Every payment collected from a phone paid its order.</p>
    );
  return (
    <Table
      caption="Money collected from a phone that its order did not take"
      columns={['Order', 'Collected', 'Why it was not applied', 'Reference', 'When']}
    >
      {rows.map((a) => (
        <tr key={a._id}>
          <td className={td}>
            <OrderLink id={a.orderId} />
            <span className="mt-0.5 block text-xs text-muted">
              {a.orderStatus}, {a.orderPaid ? 'paid' : 'not paid'}
            </span>
          </td>
          <td className={`${td} whitespace-nowrap`}>
            {formatPrice(a.amount)}
            <span className="mt-1 block">
              <AttemptStatus status={a.status} />
            </span>
          </td>
          <td className={`${td} min-w-56`}>{a.reason}</td>
          <td className={`${td} min-w-48 font-mono text-xs break-all`}>
            {a.provider} {a.referenceId}
            {a.providerTransactionId ? (
              <span className="block">Transaction {a.providerTransactionId}</span>
            ) : null}
          </td>
          <td className={`${td} whitespace-nowrap text-muted`}>
            <time dateTime={a.updatedAt}>{formatDateTime(Date.parse(a.updatedAt))}</time>
          </td>
        </tr>
      ))}
    </Table>
  );
}

function PaidByHand({ rows }: { rows: ReconciliationResponse['paidByHand'] }) {
  if (rows.length === 0)
    return <p className="text-sm text-muted">No mobile money order was marked paid by hand.</p>;
  return (
    <Table
      caption="Mobile money orders marked paid by hand"
      columns={['Order', { label: 'Amount', right: true }, 'Provider', 'Transaction id', 'Paid']}
    >
      {rows.map((o) => (
        <tr key={o.orderId}>
          <td className={td}>
            <OrderLink id={o.orderId} />
          </td>
          <td className={`${td} text-right whitespace-nowrap`}>{formatPrice(o.amount)}</td>
          <td className={td}>{o.mobileProvider ?? 'Not named'}</td>
          <td className={`${td} font-mono break-all`}>{o.transactionId ?? 'None'}</td>
          <td className={`${td} whitespace-nowrap text-muted`}>
            {o.paidAt ? (
              <time dateTime={o.paidAt}>{formatDateTime(Date.parse(o.paidAt))}</time>
            ) : (
              'Not recorded'
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/**
 * What staff match against the operators' statements: money a phone payment collected that its
 * order did not take (to refund, or to match by hand), and orders a staff member marked paid.
 */
export function ReconciliationPage() {
  const answer = useReconciliation();
  return (
    <>
      <PageHeader
        title="Reconciliation"
        description="Check these against the MTN, Airtel and UTL statements. Newest first, up to 100 of each."
      />
      <QueryState query={answer}>
        {answer.data ? (
          <>
            <h2 className={sectionTitle}>Collected but not applied</h2>
            <NotApplied rows={answer.data.notApplied} />
            <h2 className={sectionTitle}>Marked paid by hand</h2>
            <PaidByHand rows={answer.data.paidByHand} />
          </>
        ) : null}
      </QueryState>
    </>
  );
}
