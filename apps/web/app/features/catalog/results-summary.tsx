import { filtersToSearch, type CollectionFilters } from './collection-filters';
import { DidYouMean } from './did-you-mean';

/** 'Showing 1–24 of 80 products for “chair”', or 'No results', and the API's suggestions. */
export function ResultsSummary({
  filters: f,
  total,
  page,
  pageSize,
  suggestions,
}: {
  filters: CollectionFilters;
  total: number;
  page: number;
  pageSize: number;
  suggestions: string[] | undefined;
}) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <div className="mt-4 min-h-6 space-y-1">
      <p id="results-count" role="status" className="text-sm text-muted">
        {total > 0
          ? `Showing ${first}–${last} of ${total} ${total === 1 ? 'product' : 'products'}${f.q ? ` for “${f.q}”` : ''}`
          : f.q
            ? `No results for “${f.q}”`
            : ''}
      </p>
      {suggestions && (
        <DidYouMean
          suggestions={suggestions}
          hrefFor={(q) => `/collection${filtersToSearch({ ...f, q, page: 1 })}`}
        />
      )}
    </div>
  );
}
