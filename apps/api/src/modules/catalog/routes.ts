import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  productDetailResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  productParamsSchema,
} from '@shop/contracts';
import { recordUnanswered } from '../chatbot/question-log.ts';
import { countCacheOf } from './count-cache.ts';
import { getProduct, listProducts } from './service.ts';

export default async function catalogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const counts = countCacheOf(app.db);

  r.get(
    '/api/product/list',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products: all (no query) or filtered, sorted and paged',
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) =>
      listProducts(app.db, request.query, counts, (q) =>
        recordUnanswered(app.db, request.log, q, 'search'),
      ),
  );

  r.get(
    '/api/product/:productId',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product and up to 5 related products',
        params: productParamsSchema,
        response: {
          200: productDetailResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => getProduct(app.db, request.params.productId),
  );
}
