import { isStandInEmail, orderNumber } from '@shop/contracts';
import { buttonClass, StatusBadge } from '@shop/ui';
import { Link, useParams } from 'react-router';
import { Card } from '../../components/card';
import { DetailPage } from '../../components/detail-page';
import { formatDateTime } from '../../lib/format';
import { useMayUse } from '../../lib/staff-role';
import { useAdminOrder } from './api/get-order';
import { AddressBlock } from './address-block';
import { InvoicePanel } from './invoice-panel';
import { EditableItems } from './edit-items';
import { PaymentPanel } from './payment-panel';
import { PhonePayments } from './phone-payments';
import { StatusHistory } from './status-history';
import { StatusPanel } from './status-panel';

/** One order: what was bought, by whom, where it goes, how it is paid, and what happens next. */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  // The requests to the payer's phone are the sales' (docs/decisions/0068-staff-roles.md).
  const mayPay = useMayUse('payments');
  const mayCustomers = useMayUse('customers');
  const mayInvoice = useMayUse('invoices');
  return (
    <DetailPage
      query={useAdminOrder(id)}
      back={{ to: '/orders', label: 'All orders', className: 'no-print' }}
      header={(data) => ({
        title: `Order #${orderNumber(data._id)}`,
        description: <>Placed {formatDateTime(data.date)}</>,
        actions: (
          <>
            <StatusBadge status={data.status} className="self-center" />
            <Link to={`/orders/${data._id}/slip`} className={buttonClass('secondary')}>
              Packing slip
            </Link>
          </>
        ),
      })}
    >
      {(data) => (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="space-y-4">
            <Card title="Items">
              <EditableItems order={data} />
            </Card>
            <Card title="Status">
              <StatusPanel order={data} />
            </Card>
            <Card title="History">
              <StatusHistory order={data} />
            </Card>
          </div>
          <div className="space-y-4">
            <Card title="Customer">
              <p className="font-medium text-ink">{data.customer.name}</p>
              <p className="text-sm break-words text-muted">
                {isStandInEmail(data.customer.email) ? 'No e-mail' : data.customer.email}
              </p>
              {mayCustomers ? (
                <Link
                  to={`/customers/${data.customer._id}`}
                  className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline"
                >
                  Customer's orders and reviews
                </Link>
              ) : null}
            </Card>
            <Card title="Delivery address">
              <div className="text-sm">
                <AddressBlock address={data.address} links />
              </div>
            </Card>
            <Card title="Payment">
              <PaymentPanel order={data} />
            </Card>
            {mayInvoice ? (
              <Card title="Invoice">
                <InvoicePanel order={data} />
              </Card>
            ) : null}
            {mayPay ? <PhonePayments order={data} /> : null}
          </div>
        </div>
      )}
    </DetailPage>
  );
}
