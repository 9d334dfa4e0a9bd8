import { useLocation } from 'react-router';
import type { OrdersPageState } from '~/lib/orders-page-state';
import { useRequireAccount } from '~/lib/use-require-account';
import { OrderCard } from './order-card';
import { formatTimeOfDay } from '~/lib/order-format';
import { OrdersEmpty, OrdersError, OrdersSkeleton } from './orders-states';
import { useUserOrders } from '~/stores/use-user-orders';

/**
 * The Order List (docs/spec/account-and-company-site.md section 2): the signed-in customer's orders, newest
 * first, one row per ordered item; Track Order reads the list again.
 */
export function OrdersPage() {
  const session = useRequireAccount();
  const { load, reloading, reload, replaceOrder } = useUserOrders(session !== null);
  const payFromPhone = (useLocation().state as OrdersPageState | null)?.payFromPhone;

  if (!session || load.status === 'loading') return <OrdersSkeleton />;
  if (load.status === 'error')
    return <OrdersError message={load.message} retrying={reloading} onRetry={reload} />;
  if (load.orders.length === 0) return <OrdersEmpty />;

  const count = load.orders.length;
  return (
    <div className="space-y-6">
      <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-muted">
        <span>{count === 1 ? '1 order' : `${count} orders`}, newest first</span>
        <span role="status">
          {reloading ? 'Checking for updates…' : `Updated at ${formatTimeOfDay(load.updatedAt)}`}
        </span>
      </p>
      {load.orders.map((order) => (
        <OrderCard
          key={order._id}
          order={order}
          tracking={reloading}
          sendAtOnce={order._id === payFromPhone}
          onTrack={reload}
          onChange={replaceOrder}
        />
      ))}
    </div>
  );
}
