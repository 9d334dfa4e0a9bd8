import type { FastifyInstance } from 'fastify';
import {
  adminReviewsQuerySchema,
  adminReviewsResponseSchema,
  reviewIdParamsSchema,
  reviewMessageResponseSchema,
} from '@shop/contracts';
import { allowEmptyJson } from '../../plugins/empty-json.ts';
import { listReviewsForStaff, moderateReview } from './service.ts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { staffChangeRoute } from '../../plugins/staff-change-route.ts';
import { staffListRoute } from '../../plugins/staff-list-route.ts';

/**
 * Review moderation for the staff (docs/architecture.md, "API conventions": fixed names the admin
 * site relies on).
 */
export default async function adminReviewRoutes(app: FastifyInstance) {
  adminOnly(app, { area: 'reviews' });
  // The admin site posts approve and reject without a body.
  allowEmptyJson(app);

  staffListRoute(app, {
    url: '/api/admin/reviews',
    summary: 'Reviews in one state: pending (default, oldest first), approved or rejected',
    querystring: adminReviewsQuerySchema,
    response: adminReviewsResponseSchema,
    list: listReviewsForStaff,
  });

  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    staffChangeRoute(app, {
      method: 'POST',
      url: `/api/admin/reviews/:id/${action}`,
      summary:
        status === 'approved'
          ? 'Approve a review: it becomes public and counts in the rating'
          : 'Reject a review: it leaves the public list and the rating',
      params: reviewIdParamsSchema,
      response: reviewMessageResponseSchema,
      refuses: [404],
      // A review's state changes a product's page and its rating in lists.
      changes: ['catalog'],
      change: ({ actorId, params }) => moderateReview(app.db, actorId, params.id, status),
    });
  }
}
