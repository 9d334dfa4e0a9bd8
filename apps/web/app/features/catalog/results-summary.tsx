import { Suspense } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import type { CollectionData } from './collection-data';
import { filtersToSearch } from './collection-filters';

// Shown only when a search found nothing: its code comes then, not with every collection page
// (decision 0005); a page that arrives with it keeps the server's HTML until the code is there.
const DidYouMean = lazyPart(() =>
  import('./did-you-mean').then((m) => ({ default: m.DidYouMean })),
);

/**
 * 'Showing 1–24 of 80 products for “chair”', or 'No results', and the API's suggestions. When the
 * API corrected a misspelt search ('chiar'), the results are for its correction, and say so.
 */
export function ResultsSummary({
  data: { filters: f, total, page, pageSize, suggestions, correctedQuery },
}: {
  data: CollectionData;
}) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const searched = correctedQuery ?? f.q;
  return (
    <div className="mt-4 min-h-6 space-y-1">
      {correctedQuery && <p>Showing results for {correctedQuery}</p>}
      <p id="results-count" role="status" className="text-sm text-muted">
        {total > 0
          ? `Showing ${first}–${last} of ${total} ${total === 1 ? 'product' : 'products'}${searched ? ` for “${searched}”` : ''}`
          : f.q
            ? `No results for “${f.q}”`
            : ''}
      </p>
      {suggestions && (
        <Suspense fallback={null}>
          <DidYouMean
            suggestions={suggestions}
            hrefFor={(q) => `/collection${filtersToSearch({ ...f, q, page: 1 })}`}
          />
        </Suspense>
      )}
    </div>
  );
}
