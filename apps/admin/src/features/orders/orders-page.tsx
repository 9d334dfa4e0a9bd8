import { PAYMENT_METHOD_LABELS, type AdminOrder, type AdminOrdersQuery } from '@shop/contracts';
import { StatusBadge } from '@shop/ui';
import { useSearchParams } from 'react-router';
import { CardsOrTable } from '../../components/cards-or-table';
import { OrderLink } from '../../components/order-link';
import { PageHeader } from '../../components/page-header';
import { Pager, usePageParam } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { Table, td } from '../../components/table';
import { formatDateTime, formatPrice } from '../../lib/format';
import { useAdminOrders } from './api/get-orders';
import { FILTER_KEYS, OrderFilters } from './order-filters';
import { PaidBadge } from './paid-badge';

const PAGE_SIZE = 20;

/** Pieces ordered, of every line together. */
const itemCount = (order: AdminOrder) => order.items.reduce((n, item) => n + item.quantity, 0);

/** Every order, newest first, filtered by status, payment, dates or a search. */
export function OrdersPage() {
  const [params] = useSearchParams();
  const [page, setPage] = usePageParam();
  const query: AdminOrdersQuery = { page, pageSize: PAGE_SIZE };
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) Object.assign(query, { [key]: value });
  }
  const orders = useAdminOrders(query);
  const answer = orders.data;

  return (
    <>
      <PageHeader title="Orders" description="Newest first. Open an order to move it along." />
      <OrderFilters values={query} />
      <QueryState
        query={orders}
        isEmpty={answer?.orders.length === 0}
        empty="No orders match these filters."
      >
        <CardsOrTable
          label="Orders"
          cards={answer?.orders.map((order) => (
            <li key={order._id} className="px-4 py-3">
              <div className="flex items-start justify-between gap-3">
                <span className="min-w-0">
                  <OrderLink id={order._id} />
                  <span className="block text-sm font-medium break-words text-ink">
                    {order.address.firstName} {order.address.lastName}
                  </span>
                </span>
                <span className="text-right">
                  <span className="block font-semibold whitespace-nowrap text-ink">
                    {formatPrice(order.amount)}
                  </span>
                  <StatusBadge status={order.status} className="mt-1" />
                </span>
              </div>
              <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
                <span className="whitespace-nowrap">{formatDateTime(order.date)}</span>
                <span className="whitespace-nowrap">
                  {itemCount(order)} {itemCount(order) === 1 ? 'item' : 'items'}
                </span>
                <span className="whitespace-nowrap">
                  {PAYMENT_METHOD_LABELS[order.paymentMethod]}
                </span>
                <PaidBadge paid={order.payment} />
              </p>
            </li>
          ))}
          table={
            <Table
              caption="Orders"
              columns={[
                'Order',
                'Placed',
                'Customer',
                'Items',
                { label: 'Total', right: true },
                'Payment',
                'Status',
              ]}
            >
              {answer?.orders.map((order) => (
                <tr key={order._id} className="hover:bg-stone-50">
                  <td className={td}>
                    <OrderLink id={order._id} />
                  </td>
                  <td className={`${td} whitespace-nowrap text-muted`}>
                    {formatDateTime(order.date)}
                  </td>
                  <td className={td}>
                    <span className="block font-medium whitespace-nowrap text-ink">
                      {order.address.firstName} {order.address.lastName}
                    </span>
                    <span className="block text-xs whitespace-nowrap text-muted">
                      {order.address.phone}
                    </span>
                  </td>
                  <td className={td}>{itemCount(order)}</td>
                  <td className={`${td} text-right font-medium whitespace-nowrap`}>
                    {formatPrice(order.amount)}
                  </td>
                  <td className={td}>
                    <span className="block whitespace-nowrap">
                      {PAYMENT_METHOD_LABELS[order.paymentMethod]}
                    </span>
                    <PaidBadge paid={order.payment} />
                  </td>
                  <td className={td}>
                    <StatusBadge status={order.status} />
                  </td>
                </tr>
              ))}
            </Table>
          }
        />
        <Pager of={answer} onPage={setPage} />
      </QueryState>
    </>
  );
}
