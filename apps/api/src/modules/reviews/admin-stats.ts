// What other modules' staff screens need from reviews (the dashboard's pending count, a
// customer's reviews on their detail page), so they never read the reviews table themselves.
import type { AdminReview } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { adminReviewsOfUser, countByStatus } from './queries.ts';
import { toAdminReview } from './review-mapper.ts';

/** Reviews waiting in the moderation queue. */
export function pendingReviewCount(db: Db): Promise<number> {
  return countByStatus(db, 'pending');
}

/** Every review one customer wrote, in any state, with its product; newest first. */
export async function reviewsOfCustomer(db: Db, userId: string): Promise<AdminReview[]> {
  const rows = await adminReviewsOfUser(db, userId);
  return rows.map(toAdminReview);
}
