import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  blogListResponseSchema,
  blogNeighboursResponseSchema,
  blogPageQuerySchema,
  blogPageResponseSchema,
  blogParamsSchema,
  blogSchema,
  errorResponseSchema,
} from '@shop/contracts';
import { watchScheduledPosts } from './schedule.ts';
import { getBlog, getBlogNeighbours, listBlogPage, listBlogs } from './service.ts';

// The specification's exception to the envelope: the list is a plain array, a post the object.
// Drafts and posts scheduled for later are in none of these answers (decision 0059).
export default async function blogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  watchScheduledPosts(app);

  r.get(
    '/api/blogs',
    {
      schema: {
        tags: ['blog'],
        summary: 'All published blog posts, newest first',
        response: { 200: blogListResponseSchema },
      },
    },
    async () => listBlogs(app.db),
  );

  r.get(
    '/api/blogs/list',
    {
      schema: {
        tags: ['blog'],
        summary: 'One page of the published posts, newest first, without their texts',
        description:
          'Each post with its excerpt and reading time. A page past the last answers no posts ' +
          '(`totalPages` says how many there are).',
        querystring: blogPageQuerySchema,
        response: { 200: blogPageResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => listBlogPage(app.db, request.query),
  );

  r.get(
    '/api/blogs/:id',
    {
      schema: {
        tags: ['blog'],
        summary: 'One published blog post',
        params: blogParamsSchema,
        response: { 200: blogSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => getBlog(app.db, request.params.id),
  );

  r.get(
    '/api/blogs/:id/neighbours',
    {
      schema: {
        tags: ['blog'],
        summary: 'The published posts just before and after one, by publish date',
        params: blogParamsSchema,
        response: {
          200: blogNeighboursResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => getBlogNeighbours(app.db, request.params.id),
  );
}
