import { formatQuotationDay, perUnit, type Quotation } from '@shop/contracts';
import {
  DocumentHeader,
  documentHeading,
  DocumentLines,
  DocumentTotals,
  PriceCells,
} from '../../components/printed-document';
import { formatPrice } from '../../lib/format';
import { useShopSettings } from '../../lib/use-shop-settings';

/** The quotation as the customer's proforma invoice shows it: what staff print. */
export function QuotationDocument({ quotation: q }: { quotation: Quotation }) {
  const company = useShopSettings().data?.company;
  return (
    <article className="bg-white p-4 text-sm text-ink shadow-sm ring-1 ring-stone-200 sm:p-8 print:p-0 print:shadow-none print:ring-0">
      <DocumentHeader
        from={{
          name: company?.name ?? '',
          address: company?.address ?? '',
          phones: company?.phones ?? [],
          email: company?.emails[0],
        }}
        title="Proforma invoice"
        level="h2"
      >
        <p className="mt-1">
          Quotation <span className="font-mono font-semibold">{q.number}</span>
        </p>
        <p className="font-semibold">Valid until {formatQuotationDay(q.validUntil)}</p>
      </DocumentHeader>
      <section className="border-b border-stone-300 py-4">
        <h3 className={documentHeading}>For</h3>
        <p className="mt-1 font-semibold">{q.organisation}</p>
        <p>{q.contactName}</p>
        <p className="text-muted wrap-anywhere">
          {q.email}
          {q.phone ? ` · ${q.phone}` : ''}
        </p>
      </section>
      <div className="overflow-x-auto">
        <DocumentLines
          caption={`Lines of quotation ${q.number}`}
          className="mt-4"
          columns={[
            'Item',
            'Size',
            { label: 'Qty', right: true },
            { label: 'Unit price', right: true },
            { label: 'Amount', right: true },
          ]}
        >
          {q.lines.map((l) => (
            <tr key={`${l.productId}-${l.size}`}>
              <td className="py-2 pr-2">{l.name}</td>
              <td className="py-2 pr-2">{l.size}</td>
              <td className="py-2 pr-2 text-right">{l.quantity}</td>
              <PriceCells
                price={formatPrice(l.price)}
                per={perUnit(l)}
                amount={formatPrice(l.price * l.quantity)}
              />
            </tr>
          ))}
        </DocumentLines>
      </div>
      <DocumentTotals
        rows={[
          ['Subtotal', formatPrice(q.subtotal)],
          ['Delivery', q.deliveryFee ? formatPrice(q.deliveryFee) : 'Free'],
        ]}
        total={formatPrice(q.total)}
      />
      {q.notes ? <p className="mt-6 whitespace-pre-line">{q.notes}</p> : null}
    </article>
  );
}
