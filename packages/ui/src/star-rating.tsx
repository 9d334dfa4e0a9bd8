import { MESSAGES } from '@shop/contracts/client';

/**
 * Average rating with one decimal, or 'No ratings' when there is none, and '{n} reviews'
 * (docs/spec/storefront.md section 2), on product cards and the product page. The stars are decoration;
 * the text carries the meaning for screen readers ('4.3 out of 5, 12 reviews').
 *
 * It is on every page, so every byte counts: its words come from messages.ts (already in the
 * shared chunk; contracts' formatAverageRating would pull all of review-rules.ts into every
 * page), and the reviews block draws its larger stars itself.
 */
export function StarRating({
  average,
  count,
  className = '',
}: {
  average: number;
  count: number;
  className?: string;
}) {
  const rated = count > 0 && average > 0;
  const filled = rated ? Math.round(average) : 0;
  return (
    <span className={`inline-flex flex-wrap items-center gap-x-1.5 text-sm ${className}`}>
      <span aria-hidden="true" className="tracking-tight text-accent-500">
        {'★★★★★'.slice(0, filled)}
        <span className="text-stone-300">{'★★★★★'.slice(filled)}</span>
      </span>
      <span className="whitespace-nowrap text-muted">
        {rated ? average.toFixed(1) : MESSAGES.noRatings}
        {rated && <span className="sr-only"> out of 5,</span>}
      </span>
      <span className="whitespace-nowrap text-muted">· {count} reviews</span>
    </span>
  );
}
