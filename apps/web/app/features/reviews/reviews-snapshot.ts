import type { Review, ReviewStats } from '@shop/contracts/client';

/** What the product page's loader hands to the reviews block: the summary and the newest few. */
export interface ReviewsSnapshot {
  recent: Review[];
  stats: ReviewStats;
}

export const EMPTY_STATS: ReviewStats = {
  averageRating: 0,
  totalReviews: 0,
  ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
};
