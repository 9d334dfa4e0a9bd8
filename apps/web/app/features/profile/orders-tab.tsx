import {
  formatPrice,
  ORDER_MESSAGES as M,
  orderNumber,
  PAYMENT_METHOD_LABELS,
  type Order,
} from '@shop/contracts/client';
import { Button, buttonClass, Skeleton, StatusBadge } from '@shop/ui';
import { Link } from 'react-router';
import { formatOrderDate, itemCount, itemsLabel } from '~/lib/order-format';
import { useUserOrders } from '~/stores/use-user-orders';
import { EmptyState } from '~/components/empty-state';
import { Spinner } from '~/components/spinner';
import { PackageIcon } from '~/components/account-icons';

function OrderSummaryCard({ order }: { order: Order }) {
  const number = orderNumber(order._id);
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-bold text-brand-900">Order #{number}</h3>
          <p className="text-sm text-muted">
            Placed{' '}
            <time dateTime={new Date(order.date).toISOString()}>{formatOrderDate(order.date)}</time>
          </p>
        </div>
        <StatusBadge status={order.status} />
      </div>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <dl className="grid flex-1 grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted">Payment</dt>
            <dd className="font-medium text-ink">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
          </div>
          <div>
            <dt className="text-muted">Items</dt>
            <dd className="font-medium text-ink">{itemsLabel(itemCount(order))}</dd>
          </div>
          <div className="col-span-2 sm:col-span-1">
            <dt className="text-muted">Total</dt>
            <dd className="font-bold text-brand-800 tabular-nums">{formatPrice(order.amount)}</dd>
          </div>
        </dl>
        <Link
          to="/orders"
          prefetch="intent"
          className={buttonClass('secondary', 'w-full shrink-0 sm:w-auto')}
        >
          View Details<span className="sr-only"> of order #{number}</span>
        </Link>
      </div>
    </li>
  );
}

/**
 * The Orders tab (docs/spec/account-and-company-site.md section 2): each order's number (last 6 characters
 * of its id), placed date, status, payment method, total, item count and View Details.
 */
export default function OrdersTab() {
  const { load, reloading, reload } = useUserOrders(true);

  if (load.status === 'loading') {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading your orders…
        </p>
        <ul className="space-y-4">
          {[0, 1].map((i) => (
            <li key={i} className="rounded-xl bg-white p-5 ring-1 ring-stone-200">
              <Skeleton className="space-y-4" lines={['h-6 w-1/3', 'h-12 w-full', 'h-11 w-36']} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (load.status === 'error') {
    return (
      <div
        role="alert"
        className="rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-stone-200"
      >
        <h3 className="text-lg font-bold text-ink">We could not load your orders</h3>
        <p className="mt-1 text-sm text-muted">{load.message}</p>
        <Button className="mt-6" onClick={reload} disabled={reloading}>
          {reloading ? <Spinner /> : null}
          Try again
        </Button>
      </div>
    );
  }

  if (load.orders.length === 0) {
    return (
      <EmptyState
        icon={<PackageIcon size={30} />}
        title={M.noOrders}
        text="When you place an order, you can follow it here."
        action="Start Shopping"
        to="/collection"
      />
    );
  }

  return (
    <ul className="space-y-4">
      {load.orders.map((order) => (
        <OrderSummaryCard key={order._id} order={order} />
      ))}
    </ul>
  );
}
