import { formatAverageRating, type ReviewStats } from '@shop/contracts/client';
import { Stars } from './stars';
import { distributionRows, reviewCount } from './review-format';

/** The average, the count and one bar per star level, 5 first (docs/spec/storefront.md sections 2, 3). */
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
          <Stars value={rated ? stats.averageRating : 0} className="text-lg" />
          <p className="text-sm text-muted">{reviewCount(stats.totalReviews)}</p>
        </div>
      </div>
      {/* A chart named by its caption (a name on the list itself is poorly supported,
          html-validate's aria-label-misuse). */}
      <figure className="mt-5">
        <figcaption className="sr-only">Ratings by stars</figcaption>
        <ul className="space-y-2">
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
              <progress
                aria-hidden="true"
                value={percent}
                max={100}
                className="h-2.5 min-w-0 flex-1 appearance-none overflow-hidden rounded-full border-0 bg-stone-200 [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-accent-500 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-accent-500"
              />
              <span className="w-16 shrink-0 text-right text-muted tabular-nums">
                {count}
                <span className="sr-only"> {count === 1 ? 'review' : 'reviews'},</span> ({percent}%)
              </span>
            </li>
          ))}
        </ul>
      </figure>
    </div>
  );
}
