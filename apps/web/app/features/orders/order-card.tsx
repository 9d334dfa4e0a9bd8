import { formatPrice, orderNumber, type Order } from '@shop/contracts/client';
import { Spinner } from '~/components/spinner';
import { formatOrderDate, itemCount, itemsLabel } from '~/lib/order-format';
import { OrderItemRow } from './order-item-row';
import { PaymentPanel } from './payment-panel';
import { StatusTimeline } from '~/components/status-timeline';

/** One order on the Order List: its items, its progress and its payment. */
export function OrderCard({
  order,
  tracking,
  sendAtOnce,
  onTrack,
  onChange,
}: {
  order: Order;
  tracking: boolean;
  /** The checkout asked for this order's payment to be sent to the phone. */
  sendAtOnce: boolean;
  onTrack: () => void;
  onChange: (order: Order) => void;
}) {
  const number = orderNumber(order._id);
  const id = `order-${order._id}`;
  return (
    <article
      aria-labelledby={`${id}-title`}
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 bg-stone-50 px-4 py-3 sm:px-6">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-base font-bold text-brand-900 sm:text-lg">
            Order #{number}
          </h2>
          <p className="text-sm text-muted">
            Placed{' '}
            <time dateTime={new Date(order.date).toISOString()}>{formatOrderDate(order.date)}</time>{' '}
            · {itemsLabel(itemCount(order))} ·{' '}
            <span className="font-semibold whitespace-nowrap text-ink tabular-nums">
              {formatPrice(order.amount)}
            </span>
          </p>
        </div>
        <button
          type="button"
          onClick={onTrack}
          disabled={tracking}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-700 transition-colors hover:bg-brand-50 disabled:cursor-wait disabled:opacity-70"
        >
          {tracking ? <Spinner /> : null}
          Track Order<span className="sr-only"> #{number}</span>
        </button>
      </header>
      <ul
        aria-label={`Items in order #${number}`}
        className="divide-y divide-stone-200 px-4 sm:px-6"
      >
        {order.items.map((item, i) => (
          <OrderItemRow key={`${item._id}-${item.size}-${i}`} order={order} item={item} />
        ))}
      </ul>
      <div className="grid gap-6 border-t border-stone-200 px-4 py-5 sm:px-6 md:grid-cols-2 md:gap-10">
        <StatusTimeline order={order} headingId={`${id}-progress`} />
        <PaymentPanel
          order={order}
          headingId={`${id}-payment`}
          sendAtOnce={sendAtOnce}
          onSaved={onChange}
          onPaid={onTrack}
        />
      </div>
    </article>
  );
}
