import type { ReviewStats } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { setProductRating } from '../catalog/index.ts';
import { approvedAggregate } from './queries.ts';

/** One decimal, as every screen shows it (the product row keeps full precision). */
export const roundRating = (average: number) => Math.round(average * 10) / 10;

/**
 * Recomputes one product's stored rating from its approved reviews. Called inside the
 * transaction that changed a review, after lockProduct, so concurrent changes to the same
 * product cannot leave a stale average behind.
 */
export async function refreshProductRating(tx: Db, productId: string): Promise<void> {
  await setProductRating(tx, productId, await approvedAggregate(tx, productId));
}

/**
 * The review summary of one product, counted per request over the very approved reviews the
 * list answers (all of them), so the summary and the list always agree.
 */
export function ratingStats(approved: readonly { rating: number }[]): ReviewStats {
  const ratingDistribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let sum = 0;
  for (const { rating } of approved) {
    ratingDistribution[rating as keyof typeof ratingDistribution] += 1;
    sum += rating;
  }
  const total = approved.length;
  return {
    averageRating: total ? roundRating(sum / total) : 0,
    totalReviews: total,
    ratingDistribution,
  };
}
