import { RECENT_REVIEWS_SHOWN, type Review } from '@shop/contracts/client';
import { Button } from '@shop/ui';
import { useEffect, useState } from 'react';
import { ReviewCard } from './review-card';
import { fetchProductReviews } from './reviews-api';

/**
 * The newest reviews (6, docs/spec/storefront.md section 9) and a button that shows them all. The page
 * brought only the newest few; the whole list is fetched when asked for.
 */
export function ReviewList({
  productId,
  recent,
  total,
}: {
  productId: string;
  recent: Review[];
  total: number;
}) {
  const [all, setAll] = useState<Review[] | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [loading, setLoading] = useState(false);

  // New recent reviews (after a change was saved) make the fetched full list stale.
  const [recentSeen, setRecentSeen] = useState(recent);
  if (recentSeen !== recent) {
    setRecentSeen(recent);
    setAll(null);
    setExpanded(false);
  }

  useEffect(() => {
    if (!expanded || all) return;
    const controller = new AbortController();
    setLoading(true);
    fetchProductReviews(productId, { signal: controller.signal })
      .then(({ reviews }) => setAll(reviews))
      .catch((error: unknown) => {
        // Review fetch failures are only logged (docs/spec/storefront.md section 8).
        if (controller.signal.aborted) return;
        console.error('Reviews not loaded:', error);
        setExpanded(false);
      })
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, [expanded, all, productId]);

  const shown = expanded && all ? all : recent.slice(0, RECENT_REVIEWS_SHOWN);
  const more = total > RECENT_REVIEWS_SHOWN;

  return (
    <div>
      <h3 className="text-lg font-bold text-ink">Recent reviews</h3>
      {shown.length === 0 ? (
        <p className="mt-3 text-muted">No reviews yet. Be the first to review this product.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {shown.map((review) => (
            <li key={review._id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
      {more && (
        <Button
          variant="secondary"
          className="mt-5 w-full sm:w-auto"
          aria-expanded={expanded && !!all}
          disabled={loading}
          onClick={() => setExpanded((open) => !open)}
        >
          {loading
            ? 'Loading reviews…'
            : expanded && all
              ? 'Show fewer reviews'
              : `Show all ${total} reviews`}
        </Button>
      )}
    </div>
  );
}
