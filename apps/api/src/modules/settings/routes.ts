import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { settingsResponseSchema } from '@shop/contracts';
import { getShopSettings } from './service.ts';

export default async function settingsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Currency, delivery fee, free-delivery threshold and company profile',
        response: { 200: settingsResponseSchema },
      },
    },
    async () => ({ success: true as const, ...(await getShopSettings(app.db)) }),
  );
}
