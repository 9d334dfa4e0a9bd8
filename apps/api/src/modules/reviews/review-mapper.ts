import type { AdminReview, Review, ReviewStatus } from '@shop/contracts';

/** A review row joined with its author's public profile (see queries.ts). */
export interface ReviewRow {
  id: string;
  productId: string;
  rating: number;
  title: string;
  comment: string;
  status: ReviewStatus;
  createdAt: Date;
  authorId: string;
  authorName: string;
  authorPicture: string;
}

/** The same, with what the staff's moderation list also shows. */
export interface AdminReviewRow extends ReviewRow {
  authorEmail: string;
  productName: string;
  productImages: string[];
}

/** Database row to the spec's review shape: the author travels as `userId: { _id, name, ... }`. */
export function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    productId: row.productId,
    userId: { _id: row.authorId, name: row.authorName, profilePicture: row.authorPicture },
    rating: row.rating,
    title: row.title,
    comment: row.comment,
    isVerified: row.status === 'approved',
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminReview(row: AdminReviewRow): AdminReview {
  return {
    ...toReview(row),
    product: { _id: row.productId, name: row.productName, image: row.productImages },
    author: { _id: row.authorId, name: row.authorName, email: row.authorEmail },
  };
}
