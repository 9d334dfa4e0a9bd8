import { orderNumber, type AdminOrder } from '@shop/contracts';
import { Button, buttonClass } from '@shop/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toast } from '../../components/toaster';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useOrderInvoice } from './api/get-invoice';
import { useIssueInvoice } from './api/issue-invoice';

/**
 * The order's invoice (docs/decisions/0067): staff issue it when the customer needs one (to pay
 * against, or with the goods); once issued it keeps its number, lines and totals, and this panel
 * links to its printable page.
 */
export function InvoicePanel({ order }: { order: AdminOrder }) {
  const invoice = useOrderInvoice(order._id);
  const issue = useIssueInvoice(order._id);
  const [asking, setAsking] = useState(false);

  if (invoice.isPending) return <p className="text-sm text-muted">Loading…</p>;
  if (invoice.error) return <p className="text-sm text-red-700">{errorMessage(invoice.error)}</p>;
  const issued = invoice.data;
  if (issued) {
    return (
      <div className="space-y-2 text-sm">
        <p>
          <span className="font-mono font-semibold text-ink">{issued.number}</span>
          <span className="block text-muted">
            Issued {formatDateTime(issued.issuedAt)}
            {issued.issuedBy ? ` by ${issued.issuedBy}` : ''}
          </span>
        </p>
        <Link to={`/orders/${order._id}/invoice`} className={buttonClass('secondary')}>
          View and print invoice
        </Link>
      </div>
    );
  }
  if (order.status === 'Cancelled')
    return <p className="text-sm text-muted">A cancelled order gets no invoice.</p>;

  const confirm = () =>
    issue.mutate(undefined, {
      onSuccess: (answer) => {
        setAsking(false);
        toast('success', answer.message);
      },
      onError: (error) => {
        setAsking(false);
        toast('error', errorMessage(error));
      },
    });
  return (
    <div className="space-y-2 text-sm">
      <p className="text-muted">No invoice yet.</p>
      <Button onClick={() => setAsking(true)}>Issue invoice</Button>
      {asking ? (
        <ConfirmDialog
          title={`Issue an invoice for order #${orderNumber(order._id)}?`}
          confirmLabel="Issue invoice"
          tone="primary"
          busy={issue.isPending}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        >
          <p>
            It takes the next invoice number and keeps this order's lines and totals as they are
            now, with the company's name, address and tax number. An invoice cannot be changed or
            withdrawn.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
