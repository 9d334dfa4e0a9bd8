import { orderNumber, PAYMENT_METHOD_LABELS, perUnit, type Invoice } from '@shop/contracts';
import { Button } from '@shop/ui';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import {
  DocumentHeader,
  documentHeading,
  DocumentLines,
  DocumentTotals,
  PriceCells,
} from '../../components/printed-document';
import { QueryState } from '../../components/query-state';
import { formatDate, formatPrice } from '../../lib/format';
import { useOrderInvoice } from './api/get-invoice';
import { AddressBlock } from './address-block';

/**
 * An issued invoice, printable on A4 through the browser's print (or "Save as PDF"): everything
 * on it comes from the invoice's own record, as it was issued (docs/decisions/0067).
 */
export function InvoicePage() {
  const { id = '' } = useParams();
  const invoice = useOrderInvoice(id);
  return (
    <QueryState query={invoice}>
      <div className="no-print mb-4 flex flex-wrap items-center justify-between gap-3">
        <BackLink to={`/orders/${id}`}>Back to the order</BackLink>
        {invoice.data ? <Button onClick={() => window.print()}>Print</Button> : null}
      </div>
      {invoice.data ? (
        <InvoiceSheet invoice={invoice.data} />
      ) : (
        <p className="rounded-xl bg-white p-6 text-sm text-muted shadow-sm ring-1 ring-stone-200">
          This order has no invoice yet: issue it from the order's page.
        </p>
      )}
    </QueryState>
  );
}

function InvoiceSheet({ invoice }: { invoice: Invoice }) {
  const { seller } = invoice;
  return (
    <article
      aria-labelledby="invoice-title"
      className="print-sheet mx-auto max-w-3xl bg-white p-5 text-sm text-ink shadow-sm ring-1 ring-stone-200 sm:p-10"
    >
      <DocumentHeader
        from={{ ...seller, email: seller.emails[0] }}
        title="Invoice"
        titleId="invoice-title"
      >
        <p className="mt-1 font-mono text-base font-semibold">{invoice.number}</p>
        <dl className="mt-1 grid grid-cols-[auto_auto] justify-start gap-x-3 text-muted sm:justify-end">
          <dt>Issued</dt>
          <dd className="text-ink">{formatDate(invoice.issuedAt)}</dd>
          <dt>Order</dt>
          <dd className="font-mono text-ink">#{orderNumber(invoice.orderId)}</dd>
          <dt>Ordered</dt>
          <dd className="text-ink">{formatDate(invoice.orderDate)}</dd>
        </dl>
      </DocumentHeader>
      {invoice.orderStatus === 'Cancelled' ? (
        <p className="mt-4 rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-semibold text-red-800">
          The order was cancelled after this invoice was issued.
        </p>
      ) : null}
      <section className="grid gap-6 border-b border-stone-300 py-6 sm:grid-cols-3 print:grid-cols-3">
        <div>
          <h2 className={documentHeading}>Bill to</h2>
          <p className="mt-1 font-medium">{invoice.customer.name}</p>
          <p className="break-all text-muted">{invoice.customer.email}</p>
        </div>
        <div>
          <h2 className={documentHeading}>Deliver to</h2>
          <div className="mt-1">
            <AddressBlock address={invoice.deliverTo} />
          </div>
        </div>
        <div>
          <h2 className={documentHeading}>Payment</h2>
          <p className="mt-1">{PAYMENT_METHOD_LABELS[invoice.paymentMethod]}</p>
          <p>{invoice.paidWhenIssued ? 'Paid' : 'To be paid'}</p>
        </div>
      </section>
      <DocumentLines
        caption={`Lines of invoice ${invoice.number}`}
        columns={[
          'Item',
          { label: 'Qty', right: true },
          {
            label: 'Unit price',
            right: true,
            className: 'hidden sm:table-cell print:table-cell',
          },
          { label: 'Amount', right: true },
        ]}
      >
        {invoice.lines.map((line) => (
          <tr key={`${line.productId}-${line.size}`} className="break-inside-avoid">
            <td className="py-2 pr-2 align-top">
              {line.name}
              <span className="block text-xs text-muted">Size {line.size}</span>
              <span className="block text-xs text-muted sm:hidden print:hidden">
                {formatPrice(line.price)} {perUnit(line)}
              </span>
            </td>
            <td className="py-2 pr-2 text-right align-top">{line.quantity}</td>
            <PriceCells
              price={formatPrice(line.price)}
              per={perUnit(line)}
              amount={formatPrice(line.total)}
              className="align-top"
              priceClassName="hidden sm:table-cell print:table-cell"
            />
          </tr>
        ))}
      </DocumentLines>
      <DocumentTotals
        rows={[
          ['Subtotal', formatPrice(invoice.subtotal)],
          ['Delivery', formatPrice(invoice.deliveryFee)],
          ...(invoice.discount
            ? [
                [
                  `Discount (${invoice.discountReason})`,
                  `−${formatPrice(invoice.discount)}`,
                ] as const,
              ]
            : []),
        ]}
        total={formatPrice(invoice.amount)}
      />
      <footer className="mt-10 border-t border-stone-300 pt-4 text-xs text-muted">
        Amounts in South Sudanese pounds (SSP). Thank you for buying from {seller.name}. Questions
        about this invoice: {seller.phones[0]}
        {seller.emails[0] ? `, ${seller.emails[0]}` : ''}.
      </footer>
    </article>
  );
}
