import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardResponseSchema, errorResponseSchema } from '@shop/contracts';
import { getDashboard } from './admin-service.ts';
import { adminOnly } from '../../plugins/admin-guard.ts';

/** `GET /api/admin/dashboard`: sales, orders waiting, unpaid mobile money, reviews, customers. */
export default async function adminDashboardRoutes(app: FastifyInstance) {
  adminOnly(app, { area: 'dashboard' });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Sales today / 7 / 30 shop days (Juba) with a daily chart, and what waits for staff',
        response: {
          200: dashboardResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (_request, reply) =>
      // Live figures about customers: never kept by a cache on the way.
      reply.header('cache-control', 'private, no-store').send(await getDashboard(app.db)),
  );
}
