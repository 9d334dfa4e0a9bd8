import {
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENT_MAX,
  REVIEW_MESSAGES as M,
  REVIEW_TITLE_MAX,
} from '@shop/contracts/client';

export interface ReviewFields {
  rating: number;
  title: string;
  comment: string;
}

export type ReviewErrors = Partial<Record<keyof ReviewFields, string>>;

/**
 * The spec's rules (docs/spec/storefront.md section 5), checked as the API checks them: required after
 * trimming, and at most the limit. The limit counts what the customer typed, so the counter
 * beside each field and this check never disagree.
 */
export function validateReview({ rating, title, comment }: ReviewFields): ReviewErrors {
  const errors: ReviewErrors = {};
  if (!Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) {
    errors.rating = M.ratingRange;
  }
  if (!title.trim()) errors.title = M.titleRequired;
  else if (title.length > REVIEW_TITLE_MAX) errors.title = M.titleTooLong;
  if (!comment.trim()) errors.comment = M.commentRequired;
  else if (comment.length > REVIEW_COMMENT_MAX) errors.comment = M.commentTooLong;
  return errors;
}

/** The fields in the order the form shows them, for moving focus to the first problem. */
export const FIELD_ORDER: (keyof ReviewFields)[] = ['rating', 'title', 'comment'];
