import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  favoritesResponseSchema,
  messageResponseSchema,
  toggleFavoriteRequestSchema,
  toggleFavoriteResponseSchema,
} from '@shop/contracts';
import { allowEmptyJson } from '../../plugins/empty-json.ts';
import { clearFavorites, listFavorites, toggleFavorite } from './service.ts';
import { accountReadRoute } from '../../plugins/account-read-route.ts';

export default async function favoriteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  allowEmptyJson(app);
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

  r.post(
    '/api/user/toggle-favorite',
    {
      config: { changes: [] },
      schema: {
        tags: ['favorites'],
        summary: 'Add a product to the favourites, or remove it',
        body: toggleFavoriteRequestSchema,
        response: { 200: toggleFavoriteResponseSchema, 404: errorResponseSchema, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => toggleFavorite(app.db, request.user!.id, request.body.productId),
  );

  accountReadRoute(app, {
    url: '/api/user/favorites',
    tags: ['favorites'],
    summary: 'The favourite products, newest first',
    response: favoritesResponseSchema,
    refusals: { 400: errorResponseSchema },
    read: listFavorites,
  });

  r.post(
    '/api/user/clear-favorites',
    {
      config: { changes: [] },
      schema: {
        tags: ['favorites'],
        summary: 'Remove every favourite',
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request) => clearFavorites(app.db, request.user!.id),
  );
}
