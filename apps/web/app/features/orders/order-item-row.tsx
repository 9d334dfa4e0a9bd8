import { PAYMENT_METHOD_LABELS, perUnit, type Order } from '@shop/contracts/client';
import { PriceTag, StatusBadge } from '@shop/ui';
import { Link } from 'react-router';
import { ProductImage } from '~/components/product-image';
import { formatOrderDate } from '~/lib/order-format';

type Item = Order['items'][number];

/**
 * One ordered item (docs/spec/account-and-company-site.md section 2, Order list): image, name, price,
 * quantity, size, date, payment method and status.
 */
export function OrderItemRow({ order, item }: { order: Order; item: Item }) {
  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      <Link to={`/product/${item._id}`} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <ProductImage
          src={item.image[0]}
          alt=""
          sizes="80px"
          width={240}
          className="size-16 rounded-lg ring-1 ring-stone-200 sm:size-20"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <p className="leading-snug font-semibold text-ink">
            <Link to={`/product/${item._id}`} className="hover:text-brand-700 hover:underline">
              {item.name}
            </Link>
          </p>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-muted">
            <div className="flex gap-1">
              <dt className="sr-only">Price</dt>
              <dd>
                <span className="font-semibold text-brand-800">
                  <PriceTag amount={item.price} />
                </span>{' '}
                {perUnit(item)}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>Quantity:</dt>
              <dd className="font-medium text-ink tabular-nums">{item.quantity}</dd>
            </div>
            <div className="flex gap-1">
              <dt>Size:</dt>
              <dd className="font-medium text-ink">{item.size}</dd>
            </div>
          </dl>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-muted">
            <div className="flex gap-1">
              <dt>Date:</dt>
              <dd className="text-ink">
                <time dateTime={new Date(order.date).toISOString()}>
                  {formatOrderDate(order.date)}
                </time>
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>Payment:</dt>
              <dd className="text-ink">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
            </div>
          </dl>
        </div>
        <div className="shrink-0">
          <span className="sr-only">Status: </span>
          <StatusBadge status={order.status} />
        </div>
      </div>
    </li>
  );
}
