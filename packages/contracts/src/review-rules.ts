// Review rules and texts shared by the API and the product page (docs/spec/storefront.md sections 4, 5, 8
// and 9). Zod-free, so the browser can use them.
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_COMMENT_MAX = 500;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_DEFAULT = 5;
export const RECENT_REVIEWS_SHOWN = 6;
/** Reviews per page of the staff's moderation list when the request names no page size. */
export const ADMIN_REVIEWS_PAGE_SIZE = 20;
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_MESSAGES = {
  loginToReview: 'Please login to submit a review',
  submitted: 'Review submitted! Pending admin approval.',
  updated: 'Review updated! Pending admin approval.',
  submitFailed: 'Failed to submit review',
  deleted: 'Review deleted successfully!',
  deleteFailed: 'Failed to delete review',
  titleRequired: 'Please enter a title for your review',
  titleTooLong: `Title must be at most ${REVIEW_TITLE_MAX} characters`,
  commentRequired: 'Please write your review',
  commentTooLong: `Review must be at most ${REVIEW_COMMENT_MAX} characters`,
  ratingRange: `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`,
  tooManyReviews:
    'You have written or edited many reviews in a short time. Please wait a while and try again.',
  alreadyReviewed: 'You have already reviewed this product. You can edit your review instead.',
  reviewNotFound: 'Review not found.',
  reviewIdMissing: 'Please say which review this is about (reviewId).',
  approved: 'Review approved',
  rejected: 'Review rejected',
  verified: 'Verified',
  pending: 'Pending Approval',
  writeReview: 'Write a Review',
} as const;

/** '4.3' for a rated product, 'No ratings' otherwise (docs/spec/storefront.md section 2). */
export function formatAverageRating(average: number, total: number): string {
  return total > 0 && average > 0 ? average.toFixed(1) : 'No ratings';
}
