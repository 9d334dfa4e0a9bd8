import { Suspense } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import { ConnectionNeeded } from '~/components/connection-needed';
import { CartSkeleton } from '~/features/cart/cart-skeleton';
import { pageMeta } from '~/lib/page-meta';
import type { Route } from './+types/cart';

// The server can only send the placeholder (the cart lives in the browser), so the cart's own
// code is fetched after the first load; React keeps the server's placeholder until it arrives.
const CartView = lazyPart(
  () => import('~/features/cart/cart-view').then((m) => ({ default: m.CartView })),
  ConnectionNeeded,
);

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ matches, title: 'Shopping Cart', path: '/cart', noIndex: true });
}

/**
 * The visitor's cart lives in this browser (localStorage): the server sends the page's frame and
 * a placeholder, and the browser fills it in with the cart's products.
 */
export default function Cart() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
        Shopping Cart
      </h1>
      {/* Room for the placeholder and for what replaces it (often the empty cart), so the
          footer does not jump when the browser fills the cart in. */}
      <div className="min-h-[32rem]">
        <Suspense fallback={<CartSkeleton />}>
          <CartView />
        </Suspense>
      </div>
    </div>
  );
}
