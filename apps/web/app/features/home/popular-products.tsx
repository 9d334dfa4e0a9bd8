import type { Product } from '@shop/contracts/client';
import { Suspense } from 'react';
import { lazyPart } from '~/lib/lazy-part';

// The cards load after the page's first load (product-lists.tsx).
const PopularGrid = lazyPart(() =>
  import('./product-lists').then((m) => ({ default: m.PopularGrid })),
);

/** Popular Products (docs/spec/storefront.md section 2). */
export function PopularProducts({ products }: { products: Product[] }) {
  return (
    <section
      aria-labelledby="popular-heading"
      className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 sm:pt-20"
    >
      <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">
        Customer favourites
      </p>
      <h2 id="popular-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-ink">
        Popular Products
      </h2>
      {products.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center text-muted">
          Our most popular products will appear here soon.
        </p>
      ) : (
        <Suspense fallback={null}>
          <PopularGrid products={products} />
        </Suspense>
      )}
    </section>
  );
}
