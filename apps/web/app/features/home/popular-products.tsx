import type { Product } from '@shop/contracts/client';
import { ProductCard } from '~/components/product-card';

const SIZES =
  '(min-width: 1280px) 230px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw';

/** Popular Products: 1, 2, 3, 4, 5 columns as the screen widens (docs/spec/storefront.md section 2). */
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
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
          {products.map((product) => (
            <li key={product._id}>
              <ProductCard product={product} sizes={SIZES} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
