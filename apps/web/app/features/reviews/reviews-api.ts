import type {
  CreateReviewRequest,
  DeleteReviewRequest,
  ProductReviewsResponse,
  Review,
  ReviewMessageResponse,
  UpdateReviewRequest,
  UserReviewsResponse,
  UserReviewsQuery,
} from '@shop/contracts/client';
import { api } from '~/lib/api';

// The review calls of docs/spec/storefront.md section 7 (and the edit call of docs/architecture.md,
// "Where the specifications disagree or are silent"). Each throws ApiError when refused; a 401 on
// the signed-in calls also ends the session.

/** Approved reviews of a product, newest first, and its rating summary. */
export function fetchProductReviews(
  productId: string,
  opts: { context?: unknown; signal?: AbortSignal } = {},
): Promise<ProductReviewsResponse> {
  return api<ProductReviewsResponse>(`/api/reviews/product/${encodeURIComponent(productId)}`, opts);
}

/** The signed-in customer's review of this product in any status, or null when there is none. */
export async function fetchOwnReview(
  productId: string,
  signal?: AbortSignal,
): Promise<Review | null> {
  const query: UserReviewsQuery = { productId };
  const { reviews } = await api<UserReviewsResponse>('/api/reviews/user', {
    query,
    signal,
    auth: true,
  });
  // The spec's client keeps the one matching the product, whatever else the answer holds.
  return reviews.find((r) => r.productId === productId) ?? null;
}

export const createReview = (body: CreateReviewRequest) =>
  api<ReviewMessageResponse>('/api/reviews/create', { body, auth: true });

export const updateReview = (body: UpdateReviewRequest) =>
  api<ReviewMessageResponse>('/api/reviews/update', { body, auth: true });

/** The spec's delete call carries the id in a JSON body. */
export const deleteReview = (reviewId: string) => {
  const body: DeleteReviewRequest = { reviewId };
  return api<ReviewMessageResponse>('/api/reviews/delete', { method: 'DELETE', body, auth: true });
};
