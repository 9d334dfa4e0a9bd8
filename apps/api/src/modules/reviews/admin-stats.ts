// What other modules' staff screens need from reviews (the dashboard's pending count, a
// customer's reviews on their detail page), so they never read the reviews table themselves.
import { desc, eq } from 'drizzle-orm';
import type { AdminReview } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { products, reviews, users } from '../../db/schema.ts';
import { countByStatus } from './queries.ts';
import { toAdminReview } from './review-mapper.ts';

/** Reviews waiting in the moderation queue. */
export function pendingReviewCount(db: Db): Promise<number> {
  return countByStatus(db, 'pending');
}

/** Every review one customer wrote, in any state, with its product; newest first. */
export async function reviewsOfCustomer(db: Db, userId: string): Promise<AdminReview[]> {
  const rows = await db
    .select({
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
      authorEmail: users.email,
      productName: products.name,
      productImages: products.images,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(toAdminReview);
}
