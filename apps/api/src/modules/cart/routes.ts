import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cartAddRequestSchema,
  cartMergeRequestSchema,
  cartResponseSchema,
  cartUpdateRequestSchema,
  errorResponseSchema,
} from '@shop/contracts';
import { allowEmptyJson } from '../../plugins/empty-json.ts';
import { addToCart, getCart, mergeCart, updateCart } from './service.ts';

/** The signed-in customer's cart: product id → size → quantity (docs/spec/storefront.md section 7). */
export default async function cartRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  allowEmptyJson(app);
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
  // A line's change: the product may be gone (404) or have too few left (409).
  const lineChange = {
    200: cartResponseSchema,
    404: errorResponseSchema,
    409: errorResponseSchema,
    ...errors,
  };

  r.post(
    '/api/cart/add',
    {
      config: { changes: [] },
      schema: {
        tags: ['cart'],
        summary: 'One more of a product in a size (at most what is left, and the bound per line)',
        body: cartAddRequestSchema,
        response: lineChange,
      },
      preHandler: app.requireUser,
    },
    async (request) => addToCart(app.db, request.user!.id, request.body.itemId, request.body.size),
  );

  r.post(
    '/api/cart/update',
    {
      config: { changes: [] },
      schema: {
        tags: ['cart'],
        summary: 'Set the quantity of a line (0 removes it)',
        body: cartUpdateRequestSchema,
        response: lineChange,
      },
      preHandler: app.requireUser,
    },
    async (request) => updateCart(app.db, request.user!.id, request.body),
  );

  r.post(
    '/api/cart/get',
    {
      config: { changes: [] },
      schema: {
        tags: ['cart'],
        summary: 'The cart (empty body)',
        response: { 200: cartResponseSchema, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => getCart(app.db, request.user!.id),
  );

  r.post(
    '/api/cart/merge',
    {
      config: { changes: [] },
      schema: {
        tags: ['cart'],
        summary: "Add the browser's cart into the account's at sign-in",
        body: cartMergeRequestSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => mergeCart(app.db, request.user!.id, request.body.cartData),
  );
}
