import { PageFrame } from '~/components/page-frame';
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
    <PageFrame title="Order List" width="max-w-5xl" reserve="min-h-[32rem]">
      <OrdersPage />
    </PageFrame>
  );
}
