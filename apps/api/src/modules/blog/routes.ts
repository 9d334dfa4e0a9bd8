import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  blogListResponseSchema,
  blogParamsSchema,
  blogSchema,
  errorResponseSchema,
} from '@shop/contracts';
import { getBlog, listBlogs } from './service.ts';

// The specification's exception to the envelope: the list is a plain array, a post the object.
export default async function blogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/blogs',
    {
      schema: {
        tags: ['blog'],
        summary: 'All blog posts, newest first',
        response: { 200: blogListResponseSchema },
      },
    },
    async () => listBlogs(app.db),
  );

  r.get(
    '/api/blogs/:id',
    {
      schema: {
        tags: ['blog'],
        summary: 'One blog post',
        params: blogParamsSchema,
        response: { 200: blogSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => getBlog(app.db, request.params.id),
  );
}
