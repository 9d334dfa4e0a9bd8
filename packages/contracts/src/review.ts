import { z } from 'zod';
import { idSchema, messageResponseWith, requiredText } from './api.ts';
import {
  RATING_DEFAULT,
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENT_MAX,
  REVIEW_MESSAGES as M,
  REVIEW_STATUSES,
  REVIEW_TITLE_MAX,
} from './review-rules.ts';

const reviewFields = {
  rating: z
    .number({ message: M.ratingRange })
    .int(M.ratingRange)
    .min(RATING_MIN, M.ratingRange)
    .max(RATING_MAX, M.ratingRange)
    .default(RATING_DEFAULT),
  // Stored as written (trimmed); screens render it as text, so markup stays harmless.
  title: requiredText(M.titleRequired, REVIEW_TITLE_MAX, M.titleTooLong),
  comment: requiredText(M.commentRequired, REVIEW_COMMENT_MAX, M.commentTooLong),
};
const lowerId = idSchema.transform((v) => v.toLowerCase());
const reviewId = z.string({ message: M.reviewIdMissing }).pipe(lowerId);

export const createReviewRequestSchema = z.object({ productId: lowerId, ...reviewFields });
export type CreateReviewRequest = z.input<typeof createReviewRequestSchema>;
/**
 * A real edit of one's own review; it goes back to pending (docs/architecture.md, "Where the
 * specifications disagree or are silent").
 */
export const updateReviewRequestSchema = z.object({ reviewId, ...reviewFields });
export type UpdateReviewRequest = z.input<typeof updateReviewRequestSchema>;
export const deleteReviewRequestSchema = z.object({ reviewId }, { message: M.reviewIdMissing });
/** `GET /api/reviews/user?productId=`: the spec's client keeps the one review of that product. */
export const userReviewsQuerySchema = z.object({ productId: lowerId.optional() });
/** `/api/admin/reviews/:id/approve` and `/reject`. */
export const reviewIdParamsSchema = z.object({ id: lowerId });

export const reviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  userId: z.object({ _id: z.string(), name: z.string(), profilePicture: z.string() }),
  rating: z.number().int(),
  title: z.string(),
  comment: z.string(),
  /** True once approved by staff. */
  isVerified: z.boolean(),
  status: z.enum(REVIEW_STATUSES),
  /** ISO time. */
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewStatsSchema = z.object({
  averageRating: z.number(),
  totalReviews: z.number().int(),
  ratingDistribution: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
});
export type ReviewStats = z.infer<typeof reviewStatsSchema>;

export const productReviewsResponseSchema = z.object({
  success: z.literal(true),
  reviews: z.array(reviewSchema),
  stats: reviewStatsSchema,
});
export type ProductReviewsResponse = z.infer<typeof productReviewsResponseSchema>;
export const userReviewsResponseSchema = z.object({
  success: z.literal(true),
  reviews: z.array(reviewSchema),
});
export type UserReviewsResponse = z.infer<typeof userReviewsResponseSchema>;
export const reviewMessageResponseSchema = messageResponseWith('review', reviewSchema.optional());
export type ReviewMessageResponse = z.infer<typeof reviewMessageResponseSchema>;

// Staff (under /api/admin, docs/architecture.md, "API conventions").
export const adminReviewsQuerySchema = z.object({
  status: z
    .enum(REVIEW_STATUSES, { message: 'status must be pending, approved or rejected' })
    .default('pending'),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export const adminReviewSchema = reviewSchema.extend({
  product: z.object({ _id: z.string(), name: z.string(), image: z.array(z.string()) }),
  author: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewsResponseSchema = z.object({
  success: z.literal(true),
  reviews: z.array(adminReviewSchema),
  total: z.number().int(),
});
export type AdminReviewsResponse = z.infer<typeof adminReviewsResponseSchema>;

// Inferred shapes of this module's requests and responses, for the clients.
export type DeleteReviewRequest = z.input<typeof deleteReviewRequestSchema>;
export type UserReviewsQuery = z.input<typeof userReviewsQuerySchema>;
export type ReviewIdParams = z.input<typeof reviewIdParamsSchema>;
export type AdminReviewsQuery = z.input<typeof adminReviewsQuerySchema>;
