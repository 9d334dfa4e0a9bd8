import { Suspense } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import { ConnectionNeeded } from '~/components/connection-needed';
import { CheckoutSkeleton } from '~/features/checkout/checkout-skeleton';
import { pageMeta } from '~/lib/page-meta';
import type { Route } from './+types/place-order';

// The server can only send the placeholder (the session and the cart live in the browser), so the
// checkout's own code is fetched after the first load; React keeps the placeholder meanwhile.
const CheckoutPage = lazyPart(
  () => import('~/features/checkout/checkout-page').then((m) => ({ default: m.CheckoutPage })),
  ConnectionNeeded,
);

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Complete Your Order',
    description: 'Delivery details, payment and a last look at your order.',
    path: '/place-order',
    noIndex: true,
  });
}

/**
 * Checkout. The cart and the session live in this browser, so the server sends the page's frame
 * and a placeholder; the browser fills it in, or sends a visitor to sign in and back.
 */
export default function PlaceOrder() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
        Complete Your Order
      </h1>
      <div className="mt-1 min-h-[40rem]">
        <Suspense fallback={<CheckoutSkeleton />}>
          <CheckoutPage />
        </Suspense>
      </div>
    </div>
  );
}
