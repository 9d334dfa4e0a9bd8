import { formatQuotationDay, perUnit, type Quotation } from '@shop/contracts';
import { formatPrice } from '../../lib/format';
import { useShopSettings } from '../../lib/use-shop-settings';

/** The quotation as the customer's proforma invoice shows it: what staff print. */
export function QuotationDocument({ quotation: q }: { quotation: Quotation }) {
  const company = useShopSettings().data?.company;
  return (
    <article className="bg-white p-4 text-sm text-ink shadow-sm ring-1 ring-stone-200 sm:p-8 print:p-0 print:shadow-none print:ring-0">
      <header className="flex flex-wrap justify-between gap-6 border-b border-stone-300 pb-6">
        <div>
          <p className="text-xl font-bold">{company?.name}</p>
          <p className="mt-1 text-muted">{company?.address}</p>
          <p className="text-muted">{company?.phones.join(' · ')}</p>
          <p className="text-muted">{company?.emails[0]}</p>
        </div>
        <div className="sm:text-right">
          <h2 className="text-2xl font-bold tracking-wide uppercase">Proforma invoice</h2>
          <p className="mt-1">
            Quotation <span className="font-mono font-semibold">{q.number}</span>
          </p>
          <p className="font-semibold">Valid until {formatQuotationDay(q.validUntil)}</p>
        </div>
      </header>
      <section className="border-b border-stone-300 py-4">
        <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">For</h3>
        <p className="mt-1 font-semibold">{q.organisation}</p>
        <p>{q.contactName}</p>
        <p className="text-muted wrap-anywhere">
          {q.email}
          {q.phone ? ` · ${q.phone}` : ''}
        </p>
      </section>
      <div className="overflow-x-auto">
        <table className="mt-4 w-full text-left">
          <thead className="border-b border-stone-300 text-xs tracking-wide text-muted uppercase">
            <tr>
              <th className="py-2 pr-2">Item</th>
              <th className="py-2 pr-2">Size</th>
              <th className="py-2 pr-2 text-right">Qty</th>
              <th className="py-2 pr-2 text-right">Unit price</th>
              <th className="py-2 text-right">Amount</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {q.lines.map((l) => (
              <tr key={`${l.productId}-${l.size}`}>
                <td className="py-2 pr-2">{l.name}</td>
                <td className="py-2 pr-2">{l.size}</td>
                <td className="py-2 pr-2 text-right">{l.quantity}</td>
                <td className="py-2 pr-2 text-right whitespace-nowrap">
                  {formatPrice(l.price)}
                  <span className="block text-xs text-muted">{perUnit(l)}</span>
                </td>
                <td className="py-2 text-right whitespace-nowrap">
                  {formatPrice(l.price * l.quantity)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-6 ml-auto grid max-w-xs grid-cols-2 gap-y-1">
        <dt className="text-muted">Subtotal</dt>
        <dd className="text-right">{formatPrice(q.subtotal)}</dd>
        <dt className="text-muted">Delivery</dt>
        <dd className="text-right">{q.deliveryFee ? formatPrice(q.deliveryFee) : 'Free'}</dd>
        <dt className="border-t border-stone-300 pt-1 font-bold">Total</dt>
        <dd className="border-t border-stone-300 pt-1 text-right font-bold">
          {formatPrice(q.total)}
        </dd>
      </dl>
      {q.notes ? <p className="mt-6 whitespace-pre-line">{q.notes}</p> : null}
    </article>
  );
}
