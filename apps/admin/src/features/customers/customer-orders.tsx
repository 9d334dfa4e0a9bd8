import type { Order } from '@shop/contracts';
import { StatusBadge } from '@shop/ui';
import { OrderLink } from '../../components/order-link';
import { CardTable } from '../../components/table';
import { formatDateTime, formatPrice } from '../../lib/format';

/** The customer's orders, newest first, each opening the admin's order page. */
export function CustomerOrders({ orders }: { orders: Order[] }) {
  if (orders.length === 0) return <p className="text-sm text-muted">No orders yet.</p>;
  return (
    <CardTable
      caption="Orders"
      minWidth="min-w-[28rem]"
      columns={['Order', 'Placed', 'Status', { label: 'Total', right: true }]}
    >
      {orders.map((order) => (
        <tr key={order._id}>
          <td className="py-2 pr-3">
            <OrderLink id={order._id} />
          </td>
          <td className="px-3 py-2 whitespace-nowrap text-muted">{formatDateTime(order.date)}</td>
          <td className="px-3 py-2">
            <StatusBadge status={order.status} />
          </td>
          <td className="py-2 pl-3 text-right font-medium whitespace-nowrap">
            {formatPrice(order.amount)}
          </td>
        </tr>
      ))}
    </CardTable>
  );
}
