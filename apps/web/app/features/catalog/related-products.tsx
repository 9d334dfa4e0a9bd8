import { RELATED_PRODUCTS_MAX, type Product } from '@shop/contracts/client';
import { ProductCard } from '~/components/product-card';

const SIZES = '(min-width: 1280px) 230px, (min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw';

/** Up to 5 products of the same category and subcategory. */
export function RelatedProducts({
  products,
  title = 'Related Products',
}: {
  products: Product[];
  title?: string;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-16">
      <h2
        id="related-heading"
        className="text-xl font-bold tracking-tight text-brand-900 sm:text-2xl"
      >
        {title}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-6 lg:grid-cols-5">
        {products.slice(0, RELATED_PRODUCTS_MAX).map((p) => (
          <li key={p._id}>
            <ProductCard product={p} sizes={SIZES} />
          </li>
        ))}
      </ul>
    </section>
  );
}
