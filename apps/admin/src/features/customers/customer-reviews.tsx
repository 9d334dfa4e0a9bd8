import type { AdminReview, ReviewStatus } from '@shop/contracts';
import { Link } from 'react-router';
import { ReviewedProductLink } from '../../components/reviewed-product-link';
import { formatDate, formatStars } from '../../lib/format';

const STATUS_LABELS: Record<ReviewStatus, { text: string; className: string }> = {
  pending: { text: 'Waiting', className: 'bg-amber-50 text-amber-900 ring-amber-600/30' },
  approved: { text: 'Approved', className: 'bg-green-100 text-green-800 ring-green-600/25' },
  rejected: { text: 'Rejected', className: 'bg-stone-100 text-stone-700 ring-stone-500/25' },
};

/** What the customer wrote, in every state; titles are rendered as text, never as HTML. */
export function CustomerReviews({ reviews }: { reviews: AdminReview[] }) {
  if (reviews.length === 0) return <p className="text-sm text-muted">No reviews yet.</p>;
  return (
    <ul className="divide-y divide-stone-100">
      {reviews.map((review) => {
        const status = STATUS_LABELS[review.status];
        return (
          <li key={review._id} className="py-3 first:pt-0 last:pb-0">
            <div className="flex items-start justify-between gap-2">
              <ReviewedProductLink
                product={review.product}
                className="min-w-0 flex-1 break-words"
              />
              <span
                className={`inline-flex shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${status.className}`}
              >
                {status.text}
              </span>
            </div>
            <p className="mt-1 text-sm text-ink">
              <span className="text-accent-600" aria-label={`Rated ${review.rating} out of 5`}>
                <span aria-hidden="true">{formatStars(review.rating)}</span>
              </span>{' '}
              <span className="font-medium break-words">{review.title}</span>
            </p>
            <p className="mt-0.5 text-xs text-muted">
              {formatDate(Date.parse(review.createdAt))}
              {review.status === 'pending' ? (
                <>
                  {' · '}
                  <Link to="/reviews" className="text-brand-700 hover:underline">
                    Moderate
                  </Link>
                </>
              ) : null}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
