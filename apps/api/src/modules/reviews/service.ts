import {
  ADMIN_REVIEWS_PAGE_SIZE,
  API_MESSAGES,
  ARCHIVED_PRODUCT_MESSAGE,
  idSchema,
  REVIEW_MESSAGES as M,
  roleMayUse,
  type AdminReviewsResponse,
  type ProductReviewsResponse,
  type Review,
  type ReviewMessageResponse,
  type ReviewStatus,
  type UserReviewsResponse,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { lockProduct } from '../catalog/index.ts';
import { findProductById } from '../catalog/index.ts';
import {
  approvedReviewsOf,
  countByStatus,
  deleteReviewOf,
  insertReview,
  reviewById,
  reviewOwnership,
  reviewsByStatus,
  reviewsOfUser,
  reviewStatus,
  rewriteOwnReview,
  setReviewStatus,
  type ReviewText,
} from './queries.ts';
import { toAdminReview, toReview } from './review-mapper.ts';
import { ratingStats, refreshProductRating } from './stats.ts';

export type ReviewInput = ReviewText;

const notFound = () => new AppError('NOT_FOUND', M.reviewNotFound);

async function loadReview(tx: Db, id: string): Promise<Review> {
  const row = await reviewById(tx, id);
  if (!row) throw notFound();
  return toReview(row);
}

/**
 * Runs one change to a product's reviews: locks the product (so changes to it queue up), applies
 * the change, then recomputes the product's stored rating from its approved reviews, all in one
 * transaction. `change` answers the id of the review it touched, or undefined when there was none.
 */
async function changeReviews(
  db: Db,
  productId: string,
  change: (tx: Db, product: { archived: boolean }) => Promise<string | undefined>,
): Promise<string> {
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    if (!product) throw new AppError('NOT_FOUND', API_MESSAGES.productNotFound);
    const id = await change(tx, product);
    if (!id) throw notFound();
    await refreshProductRating(tx, productId);
    return id;
  });
}

/**
 * A new review waits for the staff's approval. The unique index (product, user) settles a second
 * review, also when two arrive at once: the loser's insert does nothing and answers 409.
 */
export async function createReview(
  db: Db,
  userId: string,
  input: ReviewInput & { productId: string },
): Promise<ReviewMessageResponse> {
  const id = await changeReviews(db, input.productId, async (tx, product) => {
    // No longer sold: its reviews stay editable and removable, but no new one is written.
    if (product.archived) throw new AppError('NOT_FOUND', ARCHIVED_PRODUCT_MESSAGE);
    const created = await insertReview(tx, {
      productId: input.productId,
      userId,
      rating: input.rating,
      title: input.title,
      comment: input.comment,
    });
    if (!created) throw new AppError('CONFLICT', M.alreadyReviewed);
    return created;
  });
  return { success: true, message: M.submitted, review: await loadReview(db, id) };
}

/** The public list: approved reviews only, newest first, with the summary over the same rows. */
export async function listProductReviews(
  db: Db,
  rawProductId: string,
): Promise<ProductReviewsResponse> {
  const parsed = idSchema.safeParse(rawProductId);
  if (!parsed.success) throw new AppError('BAD_REQUEST', API_MESSAGES.invalidProductId);
  const productId = parsed.data.toLowerCase();
  const product = await findProductById(db, productId);
  if (!product) throw new AppError('NOT_FOUND', API_MESSAGES.productNotFound);
  // The product page answers the same for a product no longer sold.
  if (product.archivedAt) throw new AppError('NOT_FOUND', ARCHIVED_PRODUCT_MESSAGE);
  const rows = await approvedReviewsOf(db, productId);
  return { success: true, reviews: rows.map(toReview), stats: ratingStats(rows) };
}

/** The customer's own reviews in every state (the author sees 'Pending Approval' too). */
export async function listUserReviews(
  db: Db,
  userId: string,
  productId?: string,
): Promise<UserReviewsResponse> {
  const rows = await reviewsOfUser(db, userId, productId);
  return { success: true, reviews: rows.map(toReview) };
}

/**
 * Who may change a review: its author; for deletion also the staff whose role includes reviews
 * (docs/decisions/0068-staff-roles.md). Others get a plain 404.
 */
async function reachableReview(db: Db, reviewId: string, user: SessionUser, staffToo: boolean) {
  const owner = await reviewOwnership(db, reviewId);
  if (!owner || (owner.userId !== user.id && !(staffToo && roleMayUse(user.staffRole, 'reviews'))))
    throw notFound();
  return owner;
}

/**
 * A real edit (docs/architecture.md, "Where the specifications disagree or are silent"): the text
 * changes in place and the review goes back to pending, so an approved review leaves the public
 * list and the rating until approved again.
 */
export async function updateReview(
  db: Db,
  user: SessionUser,
  input: ReviewInput & { reviewId: string },
): Promise<ReviewMessageResponse> {
  const { productId } = await reachableReview(db, input.reviewId, user, false);
  const { rating, title, comment } = input;
  const id = await changeReviews(db, productId, (tx) =>
    rewriteOwnReview(tx, input.reviewId, user.id, { rating, title, comment }),
  );
  return { success: true, message: M.updated, review: await loadReview(db, id) };
}

/**
 * The author deletes their review; the staff may delete any, and their deletion is audited with
 * what the review said.
 */
export async function deleteReview(
  db: Db,
  user: SessionUser,
  reviewId: string,
): Promise<ReviewMessageResponse> {
  const { productId, userId } = await reachableReview(db, reviewId, user, true);
  await changeReviews(db, productId, async (tx) => {
    const deleted = await deleteReviewOf(tx, reviewId, userId);
    if (deleted && user.role === 'admin') {
      await recordAudit(tx, user.id, {
        action: 'review.delete',
        entity: 'review',
        entityId: deleted.id,
        before: deleted,
      });
    }
    return deleted?.id;
  });
  return { success: true, message: M.deleted };
}

/** The staff approve (public, counted in the rating) or reject (hidden) a review; audited. */
export async function moderateReview(
  db: Db,
  actorId: string,
  reviewId: string,
  status: Exclude<ReviewStatus, 'pending'>,
): Promise<ReviewMessageResponse> {
  const owner = await reviewOwnership(db, reviewId);
  if (!owner) throw notFound();
  const id = await changeReviews(db, owner.productId, async (tx) => {
    // Read under the product's lock: no other change to this review can slip in between.
    const before = await reviewStatus(tx, reviewId);
    if (!before) return undefined;
    await setReviewStatus(tx, reviewId, status);
    await recordAudit(tx, actorId, {
      action: status === 'approved' ? 'review.approve' : 'review.reject',
      entity: 'review',
      entityId: reviewId,
      before,
      after: { status },
    });
    return reviewId;
  });
  const message = status === 'approved' ? M.approved : M.rejected;
  return { success: true, message, review: await loadReview(db, id) };
}

export async function listReviewsForStaff(
  db: Db,
  query: { status: ReviewStatus; page?: number; pageSize?: number },
): Promise<AdminReviewsResponse> {
  const pageSize = query.pageSize ?? ADMIN_REVIEWS_PAGE_SIZE;
  const offset = ((query.page ?? 1) - 1) * pageSize;
  const [rows, total] = await Promise.all([
    reviewsByStatus(db, query.status, { limit: pageSize, offset }),
    countByStatus(db, query.status),
  ]);
  return { success: true, reviews: rows.map(toAdminReview), total };
}
