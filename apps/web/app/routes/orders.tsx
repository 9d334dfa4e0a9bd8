import { OrdersPage } from '~/features/orders/orders-page';
import { pageMeta } from '~/lib/page-meta';
import type { Route } from './+types/orders';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Order List',
    description: 'Your orders, their status and their payment.',
    path: '/orders',
    noIndex: true,
  });
}

/** The customer's orders; rendered in the browser, where the session lives. */
export default function Orders() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
        Order List
      </h1>
      <div className="min-h-[32rem]">
        <OrdersPage />
      </div>
    </div>
  );
}
