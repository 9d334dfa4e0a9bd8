import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createReviewRequestSchema,
  deleteReviewRequestSchema,
  errorResponseSchema,
  productParamsSchema,
  productReviewsResponseSchema,
  REVIEW_MESSAGES as M,
  reviewMessageResponseSchema,
  updateReviewRequestSchema,
  userReviewsQuerySchema,
  userReviewsResponseSchema,
} from '@shop/contracts';
import { allowEmptyJson } from '../../plugins/empty-json.ts';
import {
  createReview,
  deleteReview,
  listProductReviews,
  listUserReviews,
  updateReview,
} from './service.ts';

// Browsers revalidate the public list every time (a 304 through the ETag is cheap); shared caches
// may keep it 30 s. Authors see their own changes at once in /api/reviews/user, which no one caches.
const PUBLIC_LIST_CACHE = 'public, max-age=0, s-maxage=30';
const PRIVATE = 'private, no-store';

/** Product reviews (docs/spec/storefront.md sections 4-9): public list, and the author's own reviews. */
export default async function reviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // DELETE /api/reviews/delete carries a JSON body; an empty one reads as {} and fails
  // validation with a 400 that names the missing field.
  allowEmptyJson(app);
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
  const missing = { 404: errorResponseSchema };
  const limited = { 429: errorResponseSchema };
  // New reviews and edits share one count per account: each puts text in the staff's
  // moderation queue (docs/decisions/0025-admin-guard-and-review-limits.md).
  const writeLimit = app.limits.perAccount('reviewPerAccount', M.tooManyReviews);

  r.post(
    '/api/reviews/create',
    {
      config: { changes: ['catalog'] },
      schema: {
        tags: ['reviews'],
        summary: 'Write a review of a product (pending until the staff approve it)',
        body: createReviewRequestSchema,
        response: {
          201: reviewMessageResponseSchema,
          409: errorResponseSchema,
          ...missing,
          ...errors,
          ...limited,
        },
      },
      preHandler: [app.requireUser, writeLimit],
    },
    async (request, reply) => {
      const created = await createReview(app.db, request.user!.id, request.body);
      return reply.code(201).header('cache-control', PRIVATE).send(created);
    },
  );

  r.get(
    '/api/reviews/product/:productId',
    {
      schema: {
        tags: ['reviews'],
        summary: "A product's approved reviews, newest first, with their summary",
        params: productParamsSchema,
        response: { 200: productReviewsResponseSchema, 400: errorResponseSchema, ...missing },
      },
    },
    async (request, reply) => {
      const list = await listProductReviews(app.db, request.params.productId);
      return reply.header('cache-control', PUBLIC_LIST_CACHE).send(list);
    },
  );

  r.get(
    '/api/reviews/user',
    {
      schema: {
        tags: ['reviews'],
        summary: "The signed-in customer's reviews in every state (optionally of one product)",
        querystring: userReviewsQuerySchema,
        response: { 200: userReviewsResponseSchema, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const list = await listUserReviews(app.db, request.user!.id, request.query.productId);
      return reply.header('cache-control', PRIVATE).send(list);
    },
  );

  r.post(
    '/api/reviews/update',
    {
      config: { changes: ['catalog'] },
      schema: {
        tags: ['reviews'],
        summary: 'Edit your review; it waits for approval again',
        body: updateReviewRequestSchema,
        response: { 200: reviewMessageResponseSchema, ...missing, ...errors, ...limited },
      },
      preHandler: [app.requireUser, writeLimit],
    },
    async (request, reply) => {
      const updated = await updateReview(app.db, request.user!, request.body);
      return reply.header('cache-control', PRIVATE).send(updated);
    },
  );

  r.delete(
    '/api/reviews/delete',
    {
      config: { changes: ['catalog'] },
      schema: {
        tags: ['reviews'],
        summary: 'Delete your review (the staff may delete any)',
        body: deleteReviewRequestSchema,
        response: { 200: reviewMessageResponseSchema, ...missing, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const deleted = await deleteReview(app.db, request.user!, request.body.reviewId);
      return reply.header('cache-control', PRIVATE).send(deleted);
    },
  );
}
