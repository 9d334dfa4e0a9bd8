import { Suspense } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import { PageFrame } from '~/components/page-frame';
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
    <PageFrame
      title="Complete Your Order"
      width="max-w-7xl"
      intro={
        <p className="mt-1 mb-6 text-sm text-muted">
          Fields marked <span className="text-red-700">*</span> are required.
        </p>
      }
      reserve="min-h-[40rem]"
    >
      <Suspense fallback={<CheckoutSkeleton />}>
        <CheckoutPage />
      </Suspense>
    </PageFrame>
  );
}
