import type {
  CreateReviewRequest,
  ProductReviewsResponse,
  Review,
  UpdateReviewRequest,
} from '@shop/contracts/client';
import { authFetch, sessionStore } from '~/lib/session';
import { apiFetch } from '~/lib/api';

// The review calls of storefront.md section 7 (and the edit call of DESIGN.md section 6).

/** Approved reviews of a product, newest first, and its rating summary. */
export function fetchProductReviews(
  productId: string,
  init: { context?: unknown; signal?: AbortSignal } = {},
): Promise<ProductReviewsResponse> {
  return apiFetch<ProductReviewsResponse>(
    `/api/reviews/product/${encodeURIComponent(productId)}`,
    init,
  );
}

/** The signed-in customer's review of this product in any status, or null when there is none. */
export async function fetchOwnReview(
  productId: string,
  signal?: AbortSignal,
): Promise<Review | null> {
  const { reviews } = await authFetch<{ reviews: Review[] }>(
    `/api/reviews/user?productId=${encodeURIComponent(productId)}`,
    { signal },
  );
  // The spec's client keeps the one matching the product, whatever else the answer holds.
  return reviews.find((r) => r.productId === productId) ?? null;
}

/** What a write call answered, whatever its status: the screens choose the words to show. */
export interface ReviewAnswer {
  ok: boolean;
  status: number;
  success: boolean;
  message?: string;
  review?: Review;
}

/**
 * A write call with the session's token. Throws only when the server could not be reached; a 401
 * (session ended elsewhere) also forgets the session, so the form asks the visitor to sign in.
 */
async function send(method: 'POST' | 'DELETE', path: string, body: unknown): Promise<ReviewAnswer> {
  const session = sessionStore.getSnapshot();
  const response = await fetch(path, {
    method,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(session ? { token: session.token } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as Partial<ReviewAnswer> | null;
  if (response.status === 401 && session) sessionStore.signOut();
  return {
    ok: response.ok,
    status: response.status,
    success: response.ok && json?.success === true,
    message: typeof json?.message === 'string' ? json.message : undefined,
    review: json?.review,
  };
}

export const createReview = (payload: CreateReviewRequest) =>
  send('POST', '/api/reviews/create', payload);

export const updateReview = (payload: UpdateReviewRequest) =>
  send('POST', '/api/reviews/update', payload);

/** The spec's delete call carries the id in a JSON body. */
export const deleteReview = (reviewId: string) =>
  send('DELETE', '/api/reviews/delete', { reviewId });
