import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTACT_MESSAGES as M,
  contactRequestSchema,
  errorResponseSchema,
  messageResponseSchema,
} from '@shop/contracts';
import { receiveContactMessage } from './service.ts';

/** The company site's contact forms (docs/spec/account-and-company-site.md sections 2 and 4). */
export default async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the company (stored, then e-mailed with Reply-To the sender)',
        body: contactRequestSchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      // Generous per address (carrier NAT), strict per sender (docs/decisions/0019-company-site.md).
      config: { changes: [], rateLimit: app.limits.perIp('contactPerIp', M.tooMany) },
      preHandler: app.limits.perEmail('contactPerEmail', M.tooMany),
    },
    async (request) => {
      await receiveContactMessage(app.db, request.body, app.mail);
      return { success: true as const, message: M.received };
    },
  );
}
