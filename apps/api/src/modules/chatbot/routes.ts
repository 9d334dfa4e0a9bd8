import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CHAT_MESSAGES as M,
  chatbotQueryRequestSchema,
  chatbotQueryResponseSchema,
  errorResponseSchema,
} from '@shop/contracts';
import { tokenOf } from '../../plugins/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import { countCacheOf } from '../catalog/index.ts';
import { recordUnanswered } from '../questions/index.ts';
import { answerMessage } from './service.ts';

/** A message is at most 500 characters: a body this large is no chat message. */
const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The shopping assistant (docs/spec/account-and-company-site.md section 7; decision 0020). Signing in
 * is optional: a valid `token` header lets order questions read that customer's orders; a
 * missing, expired or forged one reads as signed out (never a 401 here). The body's `userId` is
 * the client's word only and is not used.
 */
export default async function chatbotRoutes(app: FastifyInstance) {
  const counts = countCacheOf(app.db);

  /** The signed-in customer, or null: the session is checked as on every customer route. */
  async function customerId(request: FastifyRequest, reply: FastifyReply) {
    if (!tokenOf(request)) return null;
    try {
      await app.requireUser(request, reply);
    } catch (err) {
      if (err instanceof AppError && err.code === 'UNAUTHENTICATED') return null;
      throw err;
    }
    return request.user?.id ?? null;
  }

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/chatbot/query',
    {
      schema: {
        tags: ['assistant'],
        summary:
          "The shopping assistant's reply: products from the catalogue (typo-tolerant), delivery and payment from the settings, the signed-in customer's orders",
        body: chatbotQueryRequestSchema,
        response: {
          200: chatbotQueryResponseSchema,
          400: errorResponseSchema,
          413: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      bodyLimit: BODY_LIMIT_BYTES,
      // Generous per address: many customers share a carrier's NAT address
      // (docs/architecture.md, "Security and accessibility"); a person types far fewer than one
      // message a second.
      config: {
        changes: [],
        rateLimit: app.limits.perIp('chatbotPerIp', M.tooMany),
        tooLargeMessage: M.messageTooLong,
      },
    },
    async (request, reply) =>
      answerMessage(
        {
          db: app.db,
          counts,
          recordUnanswered: (message) => recordUnanswered(app, request, message, 'assistant'),
          customerId: () => customerId(request, reply),
        },
        request.body.message,
      ),
  );
}
