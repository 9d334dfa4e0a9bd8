import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cashOnDeliveryRequestSchema,
  errorResponseSchema,
  orderPaymentParamsSchema,
  orderPaymentResponseSchema,
  orderResponseSchema,
  PAYMENT_MESSAGES as M,
} from '@shop/contracts';
import { chooseCashOnDelivery, readOrderPayment } from './order-payment.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * The order list's side of a mobile money order (docs/decisions/0049-paying-from-the-order-list.md):
 * how its phone payment stands, and paying in cash on delivery instead.
 */
export default async function orderPaymentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app.payments;

  r.get(
    '/api/payments/order/:orderId',
    {
      schema: {
        tags: ['payments'],
        summary: "An order's phone payment: whether one can be sent, and the latest request",
        params: orderPaymentParamsSchema,
        response: { 200: orderPaymentResponseSchema, ...errors },
      },
      config: { rateLimit: app.limits.perIp('paymentStatusPerIp', M.tooManyChecks) },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readOrderPayment(deps, request.user!.id, request.params.orderId);
    },
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
}
