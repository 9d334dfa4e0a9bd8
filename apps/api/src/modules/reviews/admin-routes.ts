import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminReviewsQuerySchema,
  adminReviewsResponseSchema,
  errorResponseSchema,
  reviewIdParamsSchema,
  reviewMessageResponseSchema,
} from '@shop/contracts';
import { allowEmptyJson } from '../../plugins/empty-json.ts';
import { listReviewsForStaff, moderateReview } from './service.ts';
import { adminOnly } from '../../plugins/admin-guard.ts';

/**
 * Review moderation for the staff (docs/architecture.md, "API conventions": fixed names the admin
 * site relies on).
 */
export default async function adminReviewRoutes(app: FastifyInstance) {
  adminOnly(app, { area: 'reviews' });
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The admin site posts approve and reject without a body.
  allowEmptyJson(app);
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

  r.get(
    '/api/admin/reviews',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reviews in one state: pending (default, oldest first), approved or rejected',
        querystring: adminReviewsQuerySchema,
        response: { 200: adminReviewsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const list = await listReviewsForStaff(app.db, request.query);
      return reply.header('cache-control', 'private, no-store').send(list);
    },
  );

  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    r.post(
      `/api/admin/reviews/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary:
            status === 'approved'
              ? 'Approve a review: it becomes public and counts in the rating'
              : 'Reject a review: it leaves the public list and the rating',
          params: reviewIdParamsSchema,
          response: { 200: reviewMessageResponseSchema, 404: errorResponseSchema, ...errors },
        },
        // A review's state changes a product's page and its rating in lists.
        config: { changes: ['catalog'] },
      },
      async (request) => moderateReview(app.db, request.user!.id, request.params.id, status),
    );
  }
}
