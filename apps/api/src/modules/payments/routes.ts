import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  airtelCallbackBodySchema,
  errorResponseSchema,
  mtnCallbackBodySchema,
  mtnCallbackQuerySchema,
  PAYMENT_MESSAGES as M,
  paymentAttemptParamsSchema,
  paymentAttemptResponseSchema,
  paymentCallbackResponseSchema,
  startPaymentRequestSchema,
} from '@shop/contracts';
import { allowEmptyJson } from '../../plugins/empty-json.ts';
import { AIRTEL_CALLBACK_PATH } from './airtel/airtel-provider.ts';
import { acceptCallback } from './callback.ts';
import { MTN_CALLBACK_PATH } from './mtn/momo-provider.ts';
import { readOwnAttempt } from './read-attempt.ts';
import { startPayment } from './start-payment.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * Mobile money paid from the customer's phone (docs/decisions/0046-mobile-money-attempts.md): the
 * customer starts a payment and the checkout polls its status; operators call back. Nothing here
 * changes what pages or cached answers show (a payment moves no stock).
 */
export default async function paymentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  allowEmptyJson(app);
  const { deps } = app.payments;

  r.post(
    '/api/payments/start',
    {
      schema: {
        tags: ['payments'],
        summary: "Ask the payer's phone to approve the payment of a mobile money order",
        body: startPaymentRequestSchema,
        response: {
          200: paymentAttemptResponseSchema,
          ...errors,
          409: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
      // Each start sends a request to the operator and a prompt to a phone.
      config: {
        changes: [],
        rateLimit: app.limits.perIp('paymentStartPerIp', M.tooManyStarts),
      },
      onRequest: app.requireUser,
      preHandler: app.limits.perAccount('paymentStartPerAccount', M.tooManyStarts),
    },
    async (request) => startPayment(deps, request.user!.id, request.body),
  );

  r.get(
    '/api/payments/:id',
    {
      schema: {
        tags: ['payments'],
        summary: "A payment attempt's status as the shop knows it (the checkout polls it)",
        params: paymentAttemptParamsSchema,
        response: { 200: paymentAttemptResponseSchema, ...errors },
      },
      config: { rateLimit: app.limits.perIp('paymentStatusPerIp', M.tooManyChecks) },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readOwnAttempt(deps, request.user!.id, request.params.id);
    },
  );

  // MTN calls back with POST (some versions PUT); the body is never read for the result.
  for (const method of ['POST', 'PUT'] as const) {
    r.route({
      method,
      url: MTN_CALLBACK_PATH,
      schema: {
        tags: ['payments'],
        summary: "MTN MoMo's callback: the shop then asks MTN for the reference's status",
        querystring: mtnCallbackQuerySchema,
        body: mtnCallbackBodySchema,
        response: { 200: paymentCallbackResponseSchema, ...errors },
      },
      config: {
        changes: [],
        rateLimit: app.limits.perIp('paymentCallbackPerIp', M.tooManyChecks),
      },
      handler: async (request) => acceptCallback(deps, 'MTN', request.query.reference),
    });
  }

  // Airtel posts to the merchant's one registered address: the body's transaction id (our
  // reference) only says which attempt to ask Airtel about (docs/decisions/0048-airtel-money.md).
  r.post(
    AIRTEL_CALLBACK_PATH,
    {
      schema: {
        tags: ['payments'],
        summary: "Airtel Money's callback: the shop then asks Airtel for the transaction's status",
        body: airtelCallbackBodySchema,
        response: { 200: paymentCallbackResponseSchema, ...errors },
      },
      config: {
        changes: [],
        rateLimit: app.limits.perIp('paymentCallbackPerIp', M.tooManyChecks),
      },
    },
    async (request) => acceptCallback(deps, 'Airtel', request.body.transaction.id),
  );
}
