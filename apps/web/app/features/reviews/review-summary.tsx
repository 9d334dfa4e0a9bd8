import { formatAverageRating, type ReviewStats } from '@shop/contracts/client';
import { Stars } from './stars';
import { distributionRows, reviewCount } from './review-format';

/** The average, the count and one bar per star level, 5 first (storefront.md sections 2, 3). */
export function ReviewSummary({ stats }: { stats: ReviewStats }) {
  const rated = stats.totalReviews > 0 && stats.averageRating > 0;
  return (
    <div>
      <div className="flex items-end gap-3">
        <p className="text-4xl leading-none font-extrabold text-ink">
          {rated && <span className="sr-only">Average rating </span>}
          {formatAverageRating(stats.averageRating, stats.totalReviews)}
          {rated && <span className="sr-only"> out of 5</span>}
        </p>
        <div className="flex flex-col gap-1 pb-0.5">
          <Stars value={rated ? stats.averageRating : 0} className="text-lg tracking-tight" />
          <p className="text-sm text-muted">{reviewCount(stats.totalReviews)}</p>
        </div>
      </div>
      <ul aria-label="Ratings by stars" className="mt-5 space-y-2">
        {distributionRows(stats).map(({ stars, count, percent }) => (
          <li key={stars} className="flex items-center gap-3 text-sm">
            <span className="w-12 shrink-0 whitespace-nowrap text-ink">
              {stars}
              <span aria-hidden="true" className="ml-0.5 text-accent-500">
                ★
              </span>
              <span className="sr-only">{stars === 1 ? ' star: ' : ' stars: '}</span>
            </span>
            {/* The bar repeats the numbers beside it; the text is what assistive technology reads. */}
            <span
              aria-hidden="true"
              className="h-2.5 flex-1 overflow-hidden rounded-full bg-stone-200"
            >
              <span
                className="block h-full rounded-full bg-accent-500"
                style={{ width: `${percent}%` }}
              />
            </span>
            <span className="w-16 shrink-0 text-right text-muted tabular-nums">
              {count}
              <span className="sr-only"> {count === 1 ? 'review' : 'reviews'},</span> ({percent}%)
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
