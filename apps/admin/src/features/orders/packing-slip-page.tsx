import { orderNumber, PAYMENT_METHOD_LABELS, perUnit } from '@shop/contracts';
import { Button } from '@shop/ui';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { QueryState } from '../../components/query-state';
import { formatDate, formatPrice } from '../../lib/format';
import { useShopSettings } from '../../lib/use-shop-settings';
import { useAdminOrder } from './api/get-order';
import { AddressBlock } from './address-block';

/** A printable packing slip and invoice: company, customer, items, totals, payment. */
export function PackingSlipPage() {
  const { id = '' } = useParams();
  const order = useAdminOrder(id);
  const settings = useShopSettings();
  const data = order.data;
  const company = settings.data?.company;

  return (
    <QueryState
      query={{
        isPending: order.isPending || settings.isPending,
        error: order.error ?? settings.error,
      }}
    >
      {data && company ? (
        <>
          <div className="no-print mb-4 flex flex-wrap items-center justify-between gap-3">
            <BackLink to={`/orders/${data._id}`}>Back to the order</BackLink>
            <Button onClick={() => window.print()}>Print</Button>
          </div>
          <article className="mx-auto max-w-3xl bg-white p-6 text-sm text-ink shadow-sm ring-1 ring-stone-200 sm:p-10 print:max-w-none print:p-0 print:shadow-none print:ring-0">
            <header className="flex flex-wrap justify-between gap-6 border-b border-stone-300 pb-6">
              <div>
                <p className="text-xl font-bold">{company.name}</p>
                <p className="mt-1 text-muted">{company.address}</p>
                <p className="text-muted">{company.phones.join(' · ')}</p>
                <p className="text-muted">{company.emails[0]}</p>
              </div>
              <div className="text-right">
                <h1 className="text-2xl font-bold tracking-wide uppercase">Invoice</h1>
                <p className="mt-1">
                  Order <span className="font-mono font-semibold">#{orderNumber(data._id)}</span>
                </p>
                <p className="text-muted">{formatDate(data.date)}</p>
              </div>
            </header>
            <section className="grid gap-6 border-b border-stone-300 py-6 sm:grid-cols-2">
              <div>
                <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">
                  Deliver to
                </h2>
                <div className="mt-1">
                  <AddressBlock address={data.address} />
                </div>
              </div>
              <div>
                <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">
                  Payment
                </h2>
                <p className="mt-1">{PAYMENT_METHOD_LABELS[data.paymentMethod]}</p>
                <p>{data.payment ? 'Paid' : 'To be paid'}</p>
                {data.transactionId ? <p className="font-mono">{data.transactionId}</p> : null}
              </div>
            </section>
            <table className="mt-6 w-full text-left">
              <thead className="border-b border-stone-300 text-xs tracking-wide text-muted uppercase">
                <tr>
                  <th className="py-2 pr-2">Packed</th>
                  <th className="py-2 pr-2">Item</th>
                  <th className="py-2 pr-2">Size</th>
                  <th className="py-2 pr-2 text-right">Qty</th>
                  <th className="py-2 pr-2 text-right">Price</th>
                  <th className="py-2 text-right">Total</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200">
                {data.items.map((item) => (
                  <tr key={`${item._id}-${item.size}`}>
                    <td className="py-2 pr-2">
                      <span
                        aria-hidden="true"
                        className="inline-block size-4 border border-stone-500"
                      />
                      <span className="sr-only">Checkbox to tick when packed</span>
                    </td>
                    <td className="py-2 pr-2">{item.name}</td>
                    <td className="py-2 pr-2">{item.size}</td>
                    <td className="py-2 pr-2 text-right">{item.quantity}</td>
                    <td className="py-2 pr-2 text-right whitespace-nowrap">
                      {formatPrice(item.price)}
                      <span className="block text-xs text-muted">{perUnit(item)}</span>
                    </td>
                    <td className="py-2 text-right whitespace-nowrap">
                      {formatPrice(item.price * item.quantity)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="mt-6 ml-auto grid max-w-xs grid-cols-2 gap-y-1">
              <dt className="text-muted">Subtotal</dt>
              <dd className="text-right">{formatPrice(data.subtotal)}</dd>
              <dt className="text-muted">Delivery</dt>
              <dd className="text-right">{formatPrice(data.deliveryFee)}</dd>
              <dt className="border-t border-stone-300 pt-1 font-bold">Total</dt>
              <dd className="border-t border-stone-300 pt-1 text-right font-bold">
                {formatPrice(data.amount)}
              </dd>
            </dl>
            <footer className="mt-10 border-t border-stone-300 pt-4 text-xs text-muted">
              Thank you for buying from {company.name}. Questions about this order:{' '}
              {company.phones[0]}.
            </footer>
          </article>
        </>
      ) : null}
    </QueryState>
  );
}
