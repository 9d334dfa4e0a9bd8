import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BARE_LIST_MAX,
  errorResponseSchema,
  MAX_PAGE_SIZE,
  productDetailResponseSchema,
  productGoneResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  productParamsSchema,
} from '@shop/contracts';
import { plainJsonSerializer } from '../../lib/plain-json.ts';
import { keepOutOfAnswerCache } from '../../plugins/answer-cache.ts';
import { recordUnanswered } from '../questions/index.ts';
import { countCacheOf, type CountCache } from './count-cache.ts';
import { liveNameIndexOf } from './name-index/live-name-index.ts';
import { getProduct, listProducts } from './service.ts';

let instances = 0;

export default async function catalogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const shared = countCacheOf(app.db);
  const names = liveNameIndexOf(app.db, app.log);
  const instance = ++instances;
  /**
   * Totals kept under this instance's generation of the catalogue (plugins/cache-versions.ts),
   * taken before the handler reads anything: a total counted before a change, even one made on
   * another instance, is never read after this instance has seen that change, so it can never be
   * stamped current in a cached answer (plugins/answer-cache.ts). Old generations' totals simply
   * age out of the count cache.
   */
  const counts = (): CountCache => {
    const generation = `${instance}:${app.cacheVersions.snapshot().catalog}|`;
    return { ...shared, keyOf: (filters) => generation + shared.keyOf(filters) };
  };

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
          'products. `q` finds names holding the text and, when a word names a category or ' +
          'sub-category, the products there too; a search that finds nothing is tried again with ' +
          'its misspelt words corrected and, if that finds products, answers them with ' +
          '`correctedQuery`. A search that finds nothing either way adds up to 3 `suggestions`.',
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, 400: errorResponseSchema },
      },
      serializerCompiler: plainJsonSerializer,
    },
    async (request) =>
      listProducts(
        app.db,
        request.query,
        counts(),
        (q) => {
          // Each asking of a search that finds nothing is recorded for the staff ('Unanswered
          // questions' counts how often a question comes), so its answer is never cached: every
          // asking reaches this handler. Answers with products, and later pages, are cached.
          keepOutOfAnswerCache(request);
          recordUnanswered(app, request, q, 'search');
        },
        names,
      ),
  );

  r.get(
    '/api/product/:productId',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product and up to 5 related products',
        description:
          'An archived product answers 410 with its name and categories and up to 5 products ' +
          'like it still on sale; an id that never existed answers 404.',
        params: productParamsSchema,
        response: {
          200: productDetailResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          410: productGoneResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await getProduct(app.db, request.params.productId);
      return answer.success ? answer : reply.code(410).send(answer);
    },
  );
}
