import { MESSAGES } from '@shop/contracts/client';
import { buttonClass } from '@shop/ui';
import { Link } from 'react-router';
import { ProductCard } from '~/components/product-card';
import type { CollectionData } from './collection-data';

const GRID_IMAGE_SIZES =
  '(min-width: 1280px) 230px, (min-width: 1024px) 30vw, (min-width: 768px) 33vw, 50vw';

/**
 * The collection's cards, or the empty result with the API's words and a way back to all: with a
 * category, search or 'In stock only' narrowing the list it offers to clear them, and with only a
 * search term (no filters to blame) it names the term.
 */
export function ProductGrid({
  data: { products, error, filters: f },
  pending,
}: {
  data: CollectionData;
  /** The next results are loading: the current ones fade. */
  pending: boolean;
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
            {/* Not the specification's words: with only a search term there are no filters to blame. */}
            {f.q && !f.category && !f.subCategory && !f.inStock
              ? `No products found for '${f.q}'`
              : MESSAGES.noProducts}
          </p>
          {error && <p className="mt-2 text-sm text-muted">{error}</p>}
          {(f.category || f.q || f.inStock) && (
            <Link to="/collection" className={buttonClass('secondary', 'mt-6')}>
              Clear all filters
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
