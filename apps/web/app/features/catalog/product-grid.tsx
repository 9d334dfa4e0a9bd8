import { Suspense } from 'react';
import { ProductCard } from '~/components/product-card';
import type { CollectionData } from './collection-data';
import { lazyPart } from '~/lib/lazy-part';

// Rare on a first load, so its code comes only when shown (decision 0005); its links work as
// plain links until then.
const EmptyResults = lazyPart(() =>
  import('./empty-results').then((m) => ({ default: m.EmptyResults })),
);

const GRID_IMAGE_SIZES =
  '(min-width: 1280px) 230px, (min-width: 1024px) 30vw, (min-width: 768px) 33vw, 50vw';

/** The collection's cards, or the empty result (empty-results.tsx). */
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
        <Suspense
          fallback={
            <div className="min-h-56 rounded-xl bg-white shadow-sm ring-1 ring-stone-200" />
          }
        >
          <EmptyResults filters={f} error={error} />
        </Suspense>
      )}
    </div>
  );
}
