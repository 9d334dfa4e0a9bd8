import {
  formatPrice,
  formatQuotationDay,
  perUnit,
  QUOTATION_STATUS_LABELS,
  type PublicQuotation,
} from '@shop/contracts/client';

const label = 'text-xs font-semibold tracking-wide text-muted uppercase';

/**
 * The quotation as a proforma invoice (docs/decisions/0069-quotations.md): a document that reads
 * and prints alike, the company's details from the settings. On a phone the lines stack, so the
 * page never scrolls sideways.
 */
export function ProformaInvoice({ quotation: q }: { quotation: PublicQuotation }) {
  return (
    <article
      aria-labelledby="proforma-title"
      className="rounded-2xl bg-white p-5 text-sm text-ink shadow-sm ring-1 ring-stone-200 sm:p-10 print:rounded-none print:p-0 print:shadow-none print:ring-0"
    >
      <header className="flex flex-wrap justify-between gap-6 border-b border-stone-300 pb-6">
        <div>
          <p className="text-lg font-bold text-brand-900">{q.company.name}</p>
          <p className="mt-1 text-muted">{q.company.address}</p>
          <p className="text-muted">{q.company.phones.join(' · ')}</p>
          <p className="text-muted">{q.company.emails[0]}</p>
        </div>
        <div className="sm:text-right">
          <h1
            id="proforma-title"
            className="text-2xl font-bold tracking-wide text-brand-900 uppercase"
          >
            Proforma invoice
          </h1>
          <p className="mt-1">
            Quotation <span className="font-mono font-semibold">{q.number}</span>
          </p>
          <p className="text-muted">Issued {formatQuotationDay(q.issuedOn)}</p>
          <p className="font-semibold">Valid until {formatQuotationDay(q.validUntil)}</p>
          {q.status !== 'sent' ? (
            <p className="mt-2 inline-block rounded-full bg-stone-100 px-3 py-1 text-xs font-semibold uppercase">
              {QUOTATION_STATUS_LABELS[q.status]}
            </p>
          ) : null}
        </div>
      </header>
      <section className="border-b border-stone-300 py-6">
        <h2 className={label}>For</h2>
        <p className="mt-1 font-semibold">{q.organisation}</p>
        <p>{q.contactName}</p>
        <p className="text-muted wrap-anywhere">
          {q.email}
          {q.phone ? ` · ${q.phone}` : ''}
        </p>
      </section>
      <table className="mt-6 w-full text-left">
        <thead className="hidden border-b border-stone-300 text-xs tracking-wide text-muted uppercase sm:table-header-group print:table-header-group">
          <tr>
            <th className="py-2 pr-2">Item</th>
            <th className="py-2 pr-2">Size</th>
            <th className="py-2 pr-2 text-right">Qty</th>
            <th className="py-2 pr-2 text-right">Unit price</th>
            <th className="py-2 text-right">Amount</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {q.lines.map((line) => (
            <tr
              key={`${line.productId}-${line.size}`}
              className="grid grid-cols-2 gap-x-3 py-3 sm:table-row sm:py-0 print:table-row"
            >
              <td className="col-span-2 font-semibold sm:py-2 sm:pr-2 sm:font-normal print:py-2 print:pr-2 print:font-normal">
                {line.name}
              </td>
              <td className="text-muted sm:py-2 sm:pr-2 sm:text-ink print:py-2 print:pr-2 print:text-ink">
                <span className="sm:hidden print:hidden">Size: </span>
                {line.size}
              </td>
              <td className="text-right sm:py-2 sm:pr-2 print:py-2 print:pr-2">
                <span className="sm:hidden print:hidden">Qty: </span>
                {line.quantity}
              </td>
              <td className="text-muted sm:py-2 sm:pr-2 sm:text-right sm:whitespace-nowrap sm:text-ink print:py-2 print:pr-2 print:text-right print:text-ink">
                {formatPrice(line.price)}
                <span className="block text-xs text-muted">{perUnit(line)}</span>
              </td>
              <td className="text-right font-semibold whitespace-nowrap sm:py-2 sm:font-normal print:py-2 print:font-normal">
                {formatPrice(line.price * line.quantity)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-6 ml-auto grid max-w-xs grid-cols-2 gap-y-1 border-t border-stone-300 pt-4 sm:border-0 sm:pt-0">
        <dt className="text-muted">Subtotal</dt>
        <dd className="text-right">{formatPrice(q.subtotal)}</dd>
        <dt className="text-muted">Delivery</dt>
        <dd className="text-right">{q.deliveryFee ? formatPrice(q.deliveryFee) : 'Free'}</dd>
        <dt className="border-t border-stone-300 pt-1 font-bold">Total</dt>
        <dd className="border-t border-stone-300 pt-1 text-right font-bold">
          {formatPrice(q.total)}
        </dd>
      </dl>
      {q.notes ? (
        <section className="mt-6">
          <h2 className={label}>Notes</h2>
          <p className="mt-1 whitespace-pre-line">{q.notes}</p>
        </section>
      ) : null}
      <footer className="mt-10 border-t border-stone-300 pt-4 text-xs text-muted">
        Prices in South Sudanese pounds (SSP). This proforma invoice is valid until{' '}
        {formatQuotationDay(q.validUntil)}; an order placed by accepting it is charged at these
        prices. Questions: {q.company.phones[0]}, {q.company.emails[0]}.
      </footer>
    </article>
  );
}
