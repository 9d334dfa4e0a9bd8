import { orderNumber, PAYMENT_METHOD_LABELS, perUnit, type Invoice } from '@shop/contracts';
import { Button } from '@shop/ui';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
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

const heading = 'text-xs font-semibold tracking-wide text-muted uppercase';

function InvoiceSheet({ invoice }: { invoice: Invoice }) {
  const { seller } = invoice;
  return (
    <article
      aria-labelledby="invoice-title"
      className="print-sheet mx-auto max-w-3xl bg-white p-5 text-sm text-ink shadow-sm ring-1 ring-stone-200 sm:p-10"
    >
      <header className="flex flex-wrap justify-between gap-6 border-b border-stone-300 pb-6">
        <div className="min-w-0">
          <p className="text-xl font-bold">{seller.name}</p>
          <p className="mt-1 text-muted">{seller.address}</p>
          <p className="text-muted">{seller.phones.join(' · ')}</p>
          <p className="break-all text-muted">{seller.emails[0]}</p>
          <p className="mt-1 font-semibold">TIN {seller.taxNumber}</p>
        </div>
        <div className="sm:text-right">
          <h1 id="invoice-title" className="text-2xl font-bold tracking-wide uppercase">
            Invoice
          </h1>
          <p className="mt-1 font-mono text-base font-semibold">{invoice.number}</p>
          <dl className="mt-1 grid grid-cols-[auto_auto] justify-start gap-x-3 text-muted sm:justify-end">
            <dt>Issued</dt>
            <dd className="text-ink">{formatDate(invoice.issuedAt)}</dd>
            <dt>Order</dt>
            <dd className="font-mono text-ink">#{orderNumber(invoice.orderId)}</dd>
            <dt>Ordered</dt>
            <dd className="text-ink">{formatDate(invoice.orderDate)}</dd>
          </dl>
        </div>
      </header>
      {invoice.orderStatus === 'Cancelled' ? (
        <p className="mt-4 rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-semibold text-red-800">
          The order was cancelled after this invoice was issued.
        </p>
      ) : null}
      <section className="grid gap-6 border-b border-stone-300 py-6 sm:grid-cols-3 print:grid-cols-3">
        <div>
          <h2 className={heading}>Bill to</h2>
          <p className="mt-1 font-medium">{invoice.customer.name}</p>
          <p className="break-all text-muted">{invoice.customer.email}</p>
        </div>
        <div>
          <h2 className={heading}>Deliver to</h2>
          <div className="mt-1">
            <AddressBlock address={invoice.deliverTo} />
          </div>
        </div>
        <div>
          <h2 className={heading}>Payment</h2>
          <p className="mt-1">{PAYMENT_METHOD_LABELS[invoice.paymentMethod]}</p>
          <p>{invoice.paidWhenIssued ? 'Paid' : 'To be paid'}</p>
        </div>
      </section>
      <table className="mt-6 w-full text-left">
        <caption className="sr-only">Lines of invoice {invoice.number}</caption>
        <thead className="border-b border-stone-300 text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="py-2 pr-2">
              Item
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              Qty
            </th>
            <th scope="col" className="hidden py-2 pr-2 text-right sm:table-cell print:table-cell">
              Unit price
            </th>
            <th scope="col" className="py-2 text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
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
              <td className="hidden py-2 pr-2 text-right align-top whitespace-nowrap sm:table-cell print:table-cell">
                {formatPrice(line.price)}
                <span className="block text-xs text-muted">{perUnit(line)}</span>
              </td>
              <td className="py-2 text-right align-top whitespace-nowrap">
                {formatPrice(line.total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-6 ml-auto grid max-w-xs grid-cols-2 gap-y-1 break-inside-avoid">
        <dt className="text-muted">Subtotal</dt>
        <dd className="text-right whitespace-nowrap">{formatPrice(invoice.subtotal)}</dd>
        <dt className="text-muted">Delivery</dt>
        <dd className="text-right whitespace-nowrap">{formatPrice(invoice.deliveryFee)}</dd>
        {invoice.discount ? (
          <>
            <dt className="text-muted">Discount ({invoice.discountReason})</dt>
            <dd className="text-right whitespace-nowrap">−{formatPrice(invoice.discount)}</dd>
          </>
        ) : null}
        <dt className="border-t border-stone-300 pt-1 font-bold">Total</dt>
        <dd className="border-t border-stone-300 pt-1 text-right font-bold whitespace-nowrap">
          {formatPrice(invoice.amount)}
        </dd>
      </dl>
      <footer className="mt-10 border-t border-stone-300 pt-4 text-xs text-muted">
        Amounts in South Sudanese pounds (SSP). Thank you for buying from {seller.name}. Questions
        about this invoice: {seller.phones[0]}
        {seller.emails[0] ? `, ${seller.emails[0]}` : ''}.
      </footer>
    </article>
  );
}
