import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ReviewStatus } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { products, reviews, users } from '../../db/schema.ts';
import type { AdminReviewRow, ReviewRow } from './review-mapper.ts';

// Reads join the author's public profile (and, for the staff, the product) in the same query:
// asking the users and catalogue services once per review would cost a round trip per row.
// Writes to other modules' tables go through their services (catalog/product-rating.ts).
const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  rating: reviews.rating,
  title: reviews.title,
  comment: reviews.comment,
  status: reviews.status,
  createdAt: reviews.createdAt,
  authorId: users.id,
  authorName: users.name,
  authorPicture: users.profilePicture,
};

function selectReviews(db: Db, where: SQL | undefined) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(where);
}

const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];

/** A product's public reviews, newest first (index reviews_product_status_idx). */
export function approvedReviewsOf(db: Db, productId: string): Promise<ReviewRow[]> {
  return selectReviews(
    db,
    and(eq(reviews.productId, productId), eq(reviews.status, 'approved')),
  ).orderBy(...newestFirst);
}

/** Average and count of one product's approved reviews (0 and 0 without any). */
export async function approvedAggregate(
  db: Db,
  productId: string,
): Promise<{ averageRating: number; totalReviews: number }> {
  const [row] = await db
    .select({
      averageRating: sql<number>`coalesce(avg(${reviews.rating}), 0)::float8`.mapWith(Number),
      totalReviews: count(),
    })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')));
  return row ?? { averageRating: 0, totalReviews: 0 };
}

/** One customer's reviews in every state, newest first, optionally of one product. */
export function reviewsOfUser(db: Db, userId: string, productId?: string): Promise<ReviewRow[]> {
  const where = productId
    ? and(eq(reviews.userId, userId), eq(reviews.productId, productId))
    : eq(reviews.userId, userId);
  return selectReviews(db, where).orderBy(...newestFirst);
}

export async function reviewById(db: Db, id: string): Promise<ReviewRow | undefined> {
  const [row] = await selectReviews(db, eq(reviews.id, id)).limit(1);
  return row;
}

/** Who wrote a review and about which product: enough to check access and take the lock. */
export async function reviewOwnership(
  db: Db,
  id: string,
): Promise<{ productId: string; userId: string } | undefined> {
  const [row] = await db
    .select({ productId: reviews.productId, userId: reviews.userId })
    .from(reviews)
    .where(eq(reviews.id, id))
    .limit(1);
  return row;
}

/** The staff's view of reviews: with the author's e-mail and the product's name and images. */
function selectAdminReviews(db: Db, where: SQL | undefined) {
  return db
    .select({
      ...reviewColumns,
      authorEmail: users.email,
      productName: products.name,
      productImages: products.images,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(where);
}

/**
 * The staff's list of one state: pending reviews oldest first (a queue worked from the front),
 * approved and rejected ones newest first (index reviews_status_created_idx either way).
 */
export function reviewsByStatus(
  db: Db,
  status: ReviewStatus,
  paging: { limit: number; offset: number },
): Promise<AdminReviewRow[]> {
  const order = status === 'pending' ? [asc(reviews.createdAt), asc(reviews.id)] : newestFirst;
  return selectAdminReviews(db, eq(reviews.status, status))
    .orderBy(...order)
    .limit(paging.limit)
    .offset(paging.offset);
}

/** Every review one customer wrote, in any state, with its product; newest first. */
export function adminReviewsOfUser(db: Db, userId: string): Promise<AdminReviewRow[]> {
  return selectAdminReviews(db, eq(reviews.userId, userId)).orderBy(...newestFirst);
}

export interface ReviewText {
  rating: number;
  title: string;
  comment: string;
}

/**
 * A new pending review. The unique index (product, user) settles a second one, also when two
 * arrive at once: the loser's insert does nothing and answers undefined.
 */
export async function insertReview(
  db: Db,
  review: ReviewText & { productId: string; userId: string },
): Promise<string | undefined> {
  const [created] = await db
    .insert(reviews)
    .values({ id: newId(), ...review, status: 'pending' })
    .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
    .returning({ id: reviews.id });
  return created?.id;
}

/** The author's new text, back to pending; undefined when the review is not theirs (any more). */
export async function rewriteOwnReview(
  db: Db,
  reviewId: string,
  userId: string,
  text: ReviewText,
): Promise<string | undefined> {
  const [updated] = await db
    .update(reviews)
    .set({ ...text, status: 'pending', updatedAt: sql`now()` })
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
    .returning({ id: reviews.id });
  return updated?.id;
}

/** Deletes a review of this author; answers what it said (for the audit log), if it existed. */
export async function deleteReviewOf(db: Db, reviewId: string, userId: string) {
  const [deleted] = await db
    .delete(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
    .returning({
      id: reviews.id,
      productId: reviews.productId,
      userId: reviews.userId,
      rating: reviews.rating,
      title: reviews.title,
      comment: reviews.comment,
      status: reviews.status,
    });
  return deleted;
}

export async function reviewStatus(
  db: Db,
  reviewId: string,
): Promise<{ status: string } | undefined> {
  const [row] = await db
    .select({ status: reviews.status })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  return row;
}

export async function setReviewStatus(db: Db, reviewId: string, status: ReviewStatus) {
  await db
    .update(reviews)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(reviews.id, reviewId));
}

export async function countByStatus(db: Db, status: ReviewStatus): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(eq(reviews.status, status));
  return row?.n ?? 0;
}
