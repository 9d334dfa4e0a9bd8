import { Suspense } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import { PageFrame } from '~/components/page-frame';
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
    // Room for the placeholder and for what replaces it (often the empty cart), so the footer
    // does not jump when the browser fills the cart in.
    <PageFrame title="Shopping Cart" width="max-w-7xl" reserve="min-h-[32rem]">
      <Suspense fallback={<CartSkeleton />}>
        <CartView />
      </Suspense>
    </PageFrame>
  );
}
