import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BARE_LIST_MAX,
  errorResponseSchema,
  MAX_PAGE_SIZE,
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
        summary: `Products: the newest ${BARE_LIST_MAX} (no query) or filtered, sorted and paged`,
        description:
          `With no parameter at all: the newest ${BARE_LIST_MAX} products, newest first, as page 1 ` +
          `of that size (pageSize ${BARE_LIST_MAX}), and \`total\` counting every product; a ` +
          `catalogue of up to ${BARE_LIST_MAX} products comes whole. The rest is read by paging: ` +
          `page=${BARE_LIST_MAX / MAX_PAGE_SIZE + 1}&pageSize=${MAX_PAGE_SIZE} follows on. Any ` +
          'parameter switches to filtering (category, subCategory, popular, q), sorting and ' +
          'paging (page, pageSize, 10 by default); `ids` (at most 100) answers just those ' +
          'products. A search that finds nothing adds up to 3 `suggestions`.',
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
