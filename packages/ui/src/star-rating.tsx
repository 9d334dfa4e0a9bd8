import { MESSAGES } from '@shop/contracts/client';

/**
 * Average rating with one decimal, or 'No ratings' when there is none (storefront.md section 2).
 * The stars are decoration; the text carries the meaning for screen readers.
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
  const filled = Math.round(average);
  return (
    <span className={`inline-flex flex-wrap items-center gap-x-1.5 text-sm ${className}`}>
      <span aria-hidden="true" className="tracking-tight text-accent-500">
        {'★★★★★'.slice(0, rated ? filled : 0)}
        <span className="text-stone-300">{'★★★★★'.slice(rated ? filled : 0)}</span>
      </span>
      <span className="whitespace-nowrap text-muted">
        {rated ? average.toFixed(1) : MESSAGES.noRatings}
      </span>
      <span className="whitespace-nowrap text-muted">· {count} reviews</span>
    </span>
  );
}
