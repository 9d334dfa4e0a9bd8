import { unitName, type TrackedOrder } from '@shop/contracts/client';
import { StatusBadge } from '@shop/ui';
import { useEffect, useRef } from 'react';
import { ProductImage } from '~/components/product-image';
import { StatusTimeline } from '~/components/status-timeline';
import { formatOrderDate, itemsLabel } from '~/lib/order-format';

/**
 * The order a visitor tracked: its number, date, status and progress, and what it holds. Nothing
 * of the customer (name, address, payment) is shown or even sent by the API.
 */
export function TrackedOrderCard({ order }: { order: TrackedOrder }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [order.number]);
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <article
      aria-labelledby="tracked-order-title"
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 bg-stone-50 px-4 py-3 sm:px-6">
        <div className="min-w-0">
          <h2
            id="tracked-order-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-base font-bold text-brand-900 outline-none sm:text-lg"
          >
            Order #{order.number}
          </h2>
          <p className="text-sm text-muted">
            Placed{' '}
            <time dateTime={new Date(order.date).toISOString()}>{formatOrderDate(order.date)}</time>{' '}
            · {itemsLabel(count)}
          </p>
        </div>
        <p>
          <span className="sr-only">Status: </span>
          <StatusBadge status={order.status} />
        </p>
      </header>
      <div className="grid gap-6 px-4 py-5 sm:px-6 md:grid-cols-2 md:gap-10">
        <StatusTimeline order={order} headingId="tracked-order-progress" />
        <div>
          <h3 id="tracked-order-items" className="text-sm font-semibold text-ink">
            Items
          </h3>
          <ul aria-labelledby="tracked-order-items" className="mt-3 divide-y divide-stone-200">
            {order.items.map((item, i) => (
              <li key={`${item.name}-${item.size}-${i}`} className="flex items-center gap-3 py-3">
                <ProductImage
                  src={item.image}
                  alt=""
                  sizes="56px"
                  width={240}
                  className="size-14 shrink-0 rounded-lg ring-1 ring-stone-200"
                />
                <div className="min-w-0 text-sm">
                  <p className="leading-snug font-semibold text-ink">{item.name}</p>
                  <p className="text-muted">
                    Size {item.size} · {item.quantity} × {unitName(item)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}
