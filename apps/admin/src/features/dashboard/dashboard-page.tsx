import { orderNumber, ORDER_STATUSES, type SalesPeriod } from '@shop/contracts';
import { StatusBadge } from '@shop/ui';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { formatDate, formatDateTime, formatPrice } from '../../lib/format';
import { useDashboard } from './api/get-dashboard';
import { LowStockList } from '../../components/low-stock-list';
import { SalesChart } from '../../components/sales-chart';
import { MessagesFigures } from './messages-figures';
import { NewsletterFigures } from './newsletter-figures';

/** A panel's one figure, large, with what it means: `none` at zero, `some` beside any other. */
function Count({ count, none, some }: { count: number; none: string; some: string }) {
  return (
    <>
      <p className="text-3xl font-bold text-ink">{count}</p>
      <p className="text-sm text-muted">{count === 0 ? none : some}</p>
    </>
  );
}

function Panel({
  title,
  action,
  className = '',
  children,
}: {
  title: string;
  action?: ReactNode;
  /** Grid placement, e.g. 'lg:col-span-2' for a long list. */
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      // min-w-0: a grid item is otherwise at least as wide as its longest unbreakable line, and
      // a long address in Newest customers (truncated on purpose) widened a phone's page.
      className={`min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5 ${className}`}
    >
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id={titleId} className="text-base font-bold text-ink">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Period({ label, period }: { label: string; period: SalesPeriod }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold text-ink">{formatPrice(period.revenue)}</p>
      <p className="text-sm text-muted">
        {period.orders} {period.orders === 1 ? 'order' : 'orders'}
      </p>
    </div>
  );
}

const more = (to: string, text: string) => (
  <Link to={to} className="text-sm font-medium text-brand-700 hover:underline">
    {text}
  </Link>
);

/** What needs doing today, and how the shop is selling. */
export function DashboardPage() {
  const dashboard = useDashboard();
  const d = dashboard.data;
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Sales count every order placed except cancelled ones. Days run midnight to midnight, Juba time."
      />
      <QueryState query={dashboard}>
        {d ? (
          <div className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-3">
              <Period label="Today" period={d.sales.today} />
              <Period label="Last 7 days" period={d.sales.last7Days} />
              <Period label="Last 30 days" period={d.sales.last30Days} />
            </div>
            <Panel title="Revenue, last 30 days">
              <SalesChart daily={d.daily} />
            </Panel>
            <div className="grid gap-4 lg:grid-cols-2">
              <Panel title="Orders by status" action={more('/orders', 'All orders')}>
                <ul className="divide-y divide-stone-100">
                  {ORDER_STATUSES.map((status) => (
                    <li key={status}>
                      <Link
                        to={`/orders?status=${encodeURIComponent(status)}`}
                        className="flex items-center justify-between py-2 hover:bg-stone-50"
                      >
                        <StatusBadge status={status} />
                        <span className="font-semibold text-ink">
                          {d.ordersByStatus[status] ?? 0}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </Panel>
              <Panel
                title={`Unpaid mobile money (${d.unpaidMobileMoney.count})`}
                action={more('/orders?paymentMethod=mobile_money&paid=false', 'See all')}
              >
                {d.unpaidMobileMoney.orders.length === 0 ? (
                  <p className="text-sm text-muted">Every mobile money payment is confirmed.</p>
                ) : (
                  <ul className="divide-y divide-stone-100">
                    {d.unpaidMobileMoney.orders.map((o) => (
                      <li key={o._id} className="py-2">
                        <Link
                          to={`/orders/${o._id}`}
                          className="flex flex-wrap justify-between gap-x-3 hover:underline"
                        >
                          <span className="font-mono font-semibold text-brand-700">
                            #{orderNumber(o._id)}
                          </span>
                          <span className="font-medium">{formatPrice(o.amount)}</span>
                        </Link>
                        <p className="text-xs text-muted">
                          {o.customerName} · {o.mobileProvider ?? 'Mobile money'} ·{' '}
                          {formatDateTime(o.date)}
                          {o.transactionId
                            ? ` · transaction ${o.transactionId}`
                            : ' · no transaction id yet'}
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
              </Panel>
              <Panel
                title={`Low stock (${d.lowStock.count})`}
                action={more('/settings', 'Change the threshold')}
                className="lg:col-span-2"
              >
                <LowStockList lowStock={d.lowStock} />
              </Panel>
              <Panel title="Reviews waiting" action={more('/reviews', 'Moderate')}>
                <Count
                  count={d.pendingReviews.count}
                  none="Nothing to moderate."
                  some="shown on the shop once approved"
                />
              </Panel>
              <Panel
                title="Unread messages"
                action={more('/messages?status=unread', 'Open the inbox')}
              >
                <Count
                  count={d.unreadMessages.count}
                  none="Every message has been read."
                  some="sent from the contact forms, waiting for an answer"
                />
              </Panel>
              <Panel title="Messages sent this month" action={more('/mail', 'All messages')}>
                <MessagesFigures />
              </Panel>
              <Panel title="Newsletter" action={more('/campaigns', 'All campaigns')}>
                <NewsletterFigures subscribers={d.subscribers} lastCampaign={d.lastCampaign} />
              </Panel>
              <Panel title="Newest customers" action={more('/customers', 'All customers')}>
                {d.newestCustomers.length === 0 ? (
                  <p className="text-sm text-muted">No customers yet.</p>
                ) : (
                  <ul className="divide-y divide-stone-100">
                    {d.newestCustomers.map((c) => (
                      <li
                        key={c._id}
                        className="flex flex-wrap justify-between gap-x-3 py-2 text-sm"
                      >
                        <Link
                          to={`/customers/${c._id}`}
                          className="font-medium text-brand-700 hover:underline"
                        >
                          {c.name}
                        </Link>
                        <span className="text-muted">{formatDate(Date.parse(c.joinedDate))}</span>
                        <span className="w-full truncate text-xs text-muted">{c.email}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </Panel>
            </div>
          </div>
        ) : null}
      </QueryState>
    </>
  );
}
