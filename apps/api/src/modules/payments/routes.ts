import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  airtelCallbackBodySchema,
  cashOnDeliveryRequestSchema,
  errorResponseSchema,
  mtnCallbackBodySchema,
  mtnCallbackQuerySchema,
  orderPaymentParamsSchema,
  orderPaymentResponseSchema,
  orderResponseSchema,
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
import { chooseCashOnDelivery, readOrderPayment } from './order-payment.ts';
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

  // The order list reads a payment's state often while the phone decides: never kept anywhere.
  const statusRead = {
    config: { rateLimit: app.limits.perIp('paymentStatusPerIp', M.tooManyChecks) },
    onRequest: app.requireUser,
    onSend: async (_request: unknown, reply: { header(name: string, value: string): unknown }) => {
      reply.header('cache-control', 'private, no-store');
    },
  };

  r.get(
    '/api/payments/:id',
    {
      schema: {
        tags: ['payments'],
        summary: "A payment attempt's status as the shop knows it (the order list polls it)",
        params: paymentAttemptParamsSchema,
        response: { 200: paymentAttemptResponseSchema, ...errors },
      },
      ...statusRead,
    },
    async (request) => readOwnAttempt(deps, request.user!.id, request.params.id),
  );

  // The order list's side of a mobile money order (docs/decisions/0049-paying-from-the-order-list.md).
  r.get(
    '/api/payments/order/:orderId',
    {
      schema: {
        tags: ['payments'],
        summary: "An order's phone payment: whether one can be sent, and the latest request",
        params: orderPaymentParamsSchema,
        response: { 200: orderPaymentResponseSchema, ...errors },
      },
      ...statusRead,
    },
    async (request) => readOrderPayment(deps, request.user!.id, request.params.orderId),
  );

  r.post(
    '/api/order/cash-on-delivery',
    {
      schema: {
        tags: ['orders'],
        summary: 'Pay an unpaid mobile money order in cash on delivery instead',
        body: cashOnDeliveryRequestSchema,
        response: { 200: orderResponseSchema, ...errors, 409: errorResponseSchema },
      },
      // The order's payment changes; no page or cached answer shows it but the customer's own.
      config: { changes: [] },
      onRequest: app.requireUser,
    },
    async (request) => chooseCashOnDelivery(deps, request.user!.id, request.body.orderId),
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
