import { MESSAGES, type Product } from '@shop/contracts/client';
import { buttonClass } from '@shop/ui';
import { Link } from 'react-router';
import { ProductCard } from '~/components/product-card';

/** Not the specification's words: with only a search term there are no filters to blame. */
const noProductsFor = (q: string) => `No products found for '${q}'`;

const GRID_IMAGE_SIZES =
  '(min-width: 1280px) 230px, (min-width: 1024px) 30vw, (min-width: 768px) 33vw, 50vw';

/** The collection's cards, or the empty result with the API's words and a way back to all. */
export function ProductGrid({
  products,
  pending,
  error,
  filtered,
  searchOnly,
}: {
  products: Product[];
  /** The next results are loading: the current ones fade. */
  pending: boolean;
  error: string | null;
  /** A category, search or 'In stock only' narrows the list (the empty result offers to clear it). */
  filtered: boolean;
  /** The search term when nothing else narrows the list: the empty result names it. */
  searchOnly?: string;
}) {
  return (
    <div
      aria-busy={pending}
      className={`mt-4 transition-opacity duration-200 ${pending ? 'opacity-50' : ''}`}
    >
      {products.length > 0 ? (
        // Two columns from the narrowest phone up, as the big marketplaces show them: the cards
        // tighten to fit (product-card.tsx).
        <ul className="grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3 xl:grid-cols-4">
          {products.map((p, i) => (
            <li key={p._id}>
              <ProductCard product={p} priority={i === 0} sizes={GRID_IMAGE_SIZES} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-xl bg-white px-6 py-16 text-center shadow-sm ring-1 ring-stone-200">
          <p className="text-lg font-semibold">
            {searchOnly ? noProductsFor(searchOnly) : MESSAGES.noProducts}
          </p>
          {error && <p className="mt-2 text-sm text-muted">{error}</p>}
          {filtered && (
            <Link to="/collection" className={buttonClass('secondary', 'mt-6')}>
              Clear all filters
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
