import {
  orderNumber,
  PAYMENT_METHOD_LABELS,
  type AdminOrder,
  type AdminOrdersQuery,
} from '@shop/contracts';
import { StatusBadge } from '@shop/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DownloadButton } from '../../components/download-button';
import { CardsOrTable } from '../../components/cards-or-table';
import { OrderLink } from '../../components/order-link';
import { PageHeader } from '../../components/page-header';
import { PagedResults } from '../../components/paged-results';
import { usePageParam } from '../../components/pager';
import { td } from '../../components/table';
import { formatDate, formatDateTime, formatPrice, formatTime } from '../../lib/format';
import { useMayUse } from '../../lib/staff-role';
import { downloadOrdersCsv } from './api/export-orders';
import { useAdminOrders } from './api/get-orders';
import { BulkBar } from './bulk-bar';
import { FILTER_KEYS, OrderFilters } from './order-filters';
import { PaidBadge } from './paid-badge';

const PAGE_SIZE = 20;

/** Pieces ordered, of every line together. */
const itemCount = (order: AdminOrder) => order.items.reduce((n, item) => n + item.quantity, 0);

/** The box that ticks one order for the bulk actions. */
function ChooseBox({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className="size-5 accent-brand-700"
      aria-label={`Choose order #${orderNumber(id)}`}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/**
 * Every order, newest first, filtered by status, payment, dates or a search; ticked orders can be
 * moved or their packing slips printed together, and the filtered list exported as CSV.
 */
export function OrdersPage() {
  const [params] = useSearchParams();
  const [page, setPage] = usePageParam();
  const query: AdminOrdersQuery = { page, pageSize: PAGE_SIZE };
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) Object.assign(query, { [key]: value });
  }
  const orders = useAdminOrders(query);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // The CSV is a report of every order's customer and amount (the API asks the same).
  const mayExport = useMayUse('reports');
  // Entering orders is the sales' and owners' (docs/decisions/0070-staff-orders.md).
  const mayEnter = useMayUse('orderEntry');
  const pageIds = orders.data?.orders.map((order) => order._id) ?? [];
  const choose = (id: string) => (checked: boolean) =>
    setSelected((was) => {
      const next = new Set(was);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  // The same box in a card and in a row.
  const chooseBox = (id: string) => (
    <ChooseBox id={id} checked={selected.has(id)} onChange={choose(id)} />
  );
  const { page: _page, pageSize: _size, ...filters } = query;

  return (
    <>
      <PageHeader
        title="Orders"
        description="Newest first. Open an order to move it along, or tick several to move them together."
        create={mayEnter ? { to: '/orders/new', label: 'New order' } : undefined}
        actions={
          mayExport ? (
            <DownloadButton download={() => downloadOrdersCsv(filters)}>Export CSV</DownloadButton>
          ) : undefined
        }
      />
      <OrderFilters values={query} />
      <BulkBar pageIds={pageIds} selected={selected} onSelect={setSelected} />
      <PagedResults
        query={orders}
        items={(answer) => answer.orders}
        empty="No orders match these filters."
        onPage={setPage}
      >
        {(answer) => (
          <CardsOrTable
            label="Orders"
            cards={answer.orders.map((order) => (
              <li key={order._id} className="flex gap-3 px-4 py-3">
                <span className="pt-0.5">{chooseBox(order._id)}</span>
                <div className="min-w-0 flex-1">
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
                </div>
              </li>
            ))}
            columns={[
              { label: 'Choose', hidden: true, width: 'w-10' },
              'Order',
              'Placed',
              'Customer',
              'Items',
              { label: 'Total', right: true },
              'Payment',
              'Status',
            ]}
            rows={answer.orders.map((order) => (
              <tr
                key={order._id}
                className={selected.has(order._id) ? 'bg-brand-50' : 'hover:bg-stone-50'}
              >
                <td className="w-10 py-3 pr-0 pl-4 align-top">{chooseBox(order._id)}</td>
                <td className={td}>
                  <OrderLink id={order._id} />
                </td>
                <td className={`${td} text-muted`}>
                  <span className="block whitespace-nowrap">{formatDate(order.date)}</span>
                  <span className="block text-xs whitespace-nowrap">{formatTime(order.date)}</span>
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
          />
        )}
      </PagedResults>
    </>
  );
}
