import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  MESSAGES,
  newsletterRequestSchema,
  messageResponseSchema,
} from '@shop/contracts';
import { subscribe } from './service.ts';

export default async function newsletterRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the newsletter',
        body: newsletterRequestSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      await subscribe(app.db, request.body.email);
      return { success: true as const, message: MESSAGES.newsletterThanks };
    },
  );
}
