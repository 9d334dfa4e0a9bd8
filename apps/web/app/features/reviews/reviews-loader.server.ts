import { RECENT_REVIEWS_SHOWN } from '@shop/contracts/client';
import { ApiError } from '~/lib/api';
import { fetchProductReviews } from './reviews-api';
import type { ReviewsSnapshot } from './reviews-snapshot';

/**
 * The product page's reviews, fetched by its loader next to the product (in parallel): the
 * summary and the recent reviews arrive in the first HTML, so a phone on a slow network reads
 * them without waiting for JavaScript and a further round trip, and nothing moves when the
 * interactive block takes over. Only the shown reviews travel (in the HTML and its data);
 * 'Show all' fetches the rest in the browser. A failure only gets logged (docs/spec/storefront.md
 * section 8): the page still renders and the browser tries again.
 */
export async function loadReviewsSnapshot(
  productId: string,
  context: unknown,
  signal: AbortSignal,
): Promise<ReviewsSnapshot | null> {
  try {
    const { reviews, stats } = await fetchProductReviews(productId, { context, signal });
    return { recent: reviews.slice(0, RECENT_REVIEWS_SHOWN), stats };
  } catch (error) {
    // An unknown product is the page's own 404, not a reviews problem worth a log line.
    const missing = error instanceof ApiError && (error.status === 400 || error.status === 404);
    if (!signal.aborted && !missing) {
      console.error(`Reviews of product ${productId} not loaded:`, error);
    }
    return null;
  }
}
