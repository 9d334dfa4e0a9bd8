import {
  orderNumber,
  PAYMENT_METHOD_LABELS,
  unitName,
  type AdminOrder,
  type CompanyProfile,
} from '@shop/contracts';
import { DocumentHeader, documentHeading, DocumentLines } from '../../components/printed-document';
import { formatDate } from '../../lib/format';
import { AddressBlock } from './address-block';

/** What the driver needs to know of the money, without its amount. */
function paymentLine(order: AdminOrder): string {
  if (order.payment) return 'Paid: nothing to collect';
  return order.paymentMethod === 'cod'
    ? 'Collect the payment in cash on delivery'
    : 'Payment not confirmed yet';
}

/**
 * What goes in the parcel for the packers and the driver: who it is for, what to pack, and
 * whether money is to be collected. It names no price (the invoice does: docs/decisions/0067),
 * so a slip read by anyone on the way tells them nothing of the order's worth. Printed alone or
 * many at once, each slip starts a new page.
 */
export function PackingSlip({ order, company }: { order: AdminOrder; company: CompanyProfile }) {
  const number = orderNumber(order._id);
  return (
    <article
      aria-labelledby={`slip-${order._id}`}
      className="print-sheet packing-slip mx-auto max-w-3xl bg-white p-5 text-sm text-ink shadow-sm ring-1 ring-stone-200 sm:p-10"
    >
      {/* No e-mail and no TIN: the slip is for the parcel, not the books. */}
      <DocumentHeader
        from={{ name: company.name, address: company.address, phones: company.phones }}
        title="Packing slip"
        titleId={`slip-${order._id}`}
      >
        <p className="mt-1">
          Order <span className="font-mono font-semibold">#{number}</span>
        </p>
        <p className="text-muted">Placed {formatDate(order.date)}</p>
      </DocumentHeader>
      <section className="grid gap-6 border-b border-stone-300 py-6 sm:grid-cols-2 print:grid-cols-2">
        <div>
          <h2 className={documentHeading}>Deliver to</h2>
          <div className="mt-1">
            <AddressBlock address={order.address} />
          </div>
        </div>
        <div>
          <h2 className={documentHeading}>Payment</h2>
          <p className="mt-1">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</p>
          <p className="font-semibold">{paymentLine(order)}</p>
        </div>
      </section>
      <DocumentLines
        caption={`Items of order #${number}`}
        columns={[
          { label: 'Packed', className: 'w-16' },
          'Item',
          'Size',
          { label: 'Qty', right: true },
        ]}
      >
        {order.items.map((item) => (
          <tr key={`${item._id}-${item.size}`} className="break-inside-avoid">
            <td className="py-2 pr-2 align-top">
              <span aria-hidden="true" className="inline-block size-4 border border-stone-500" />
              <span className="sr-only">Checkbox to tick when packed</span>
            </td>
            <td className="py-2 pr-2 align-top">{item.name}</td>
            <td className="py-2 pr-2 align-top">{item.size}</td>
            <td className="py-2 text-right align-top whitespace-nowrap">
              {item.quantity}
              {item.unit !== 'piece' || item.measurement ? (
                <span className="block text-xs text-muted">× {unitName(item)}</span>
              ) : null}
            </td>
          </tr>
        ))}
      </DocumentLines>
      <footer className="mt-10 grid gap-6 border-t border-stone-300 pt-4 text-xs text-muted sm:grid-cols-2 print:grid-cols-2">
        <p>Packed by: ______________________</p>
        <p>Received by: ______________________</p>
      </footer>
    </article>
  );
}
