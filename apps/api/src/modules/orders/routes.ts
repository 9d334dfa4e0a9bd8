import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  mobileMoneyOrderRequestSchema,
  orderResponseSchema,
  placeOrderHeadersSchema,
  placeOrderRequestSchema,
  submitTransactionRequestSchema,
  userOrdersResponseSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from '@shop/contracts';
import { allowEmptyJson } from '../../plugins/empty-json.ts';
import {
  listUserOrders,
  placeOrder,
  submitTransaction,
  verifyPayment,
  type OrderDeps,
} from './service.ts';

export interface OrderRoutesOptions {
  /** Base of links in e-mails; never taken from the request's Host header. */
  publicUrl: string;
}

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
const placeErrors = { ...errors, 404: errorResponseSchema, 409: errorResponseSchema };

/** The customer's side of orders (docs/spec/account-and-company-site.md section 7; docs/architecture.md sections 5 and 6). */
export default async function orderRoutes(app: FastifyInstance, opts: OrderRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  allowEmptyJson(app);
  const deps: OrderDeps = {
    db: app.db,
    mail: (message) => app.mail.queue(message),
    publicUrl: opts.publicUrl,
  };

  r.post(
    '/api/order/place-cod',
    {
      schema: {
        tags: ['orders'],
        summary: 'Place an order paid in cash on delivery (Idempotency-Key header optional)',
        headers: placeOrderHeadersSchema,
        body: placeOrderRequestSchema,
        response: { 200: orderResponseSchema, ...placeErrors },
      },
      onRequest: app.requireUser,
    },
    async (request) =>
      placeOrder(
        deps,
        request.user!.id,
        request.body,
        { method: 'cod' },
        request.headers[IDEMPOTENCY_KEY_HEADER],
      ),
  );

  r.post(
    '/api/order/mobile-money',
    {
      schema: {
        tags: ['orders'],
        summary: 'Place an order paid by mobile money (unpaid until staff confirm the payment)',
        headers: placeOrderHeadersSchema,
        body: mobileMoneyOrderRequestSchema,
        response: { 200: orderResponseSchema, ...placeErrors },
      },
      onRequest: app.requireUser,
    },
    async (request) =>
      placeOrder(
        deps,
        request.user!.id,
        request.body,
        {
          method: 'mobile_money',
          number: request.body.mobileNumber,
          provider: request.body.mobileProvider,
        },
        request.headers[IDEMPOTENCY_KEY_HEADER],
      ),
  );

  r.post(
    '/api/order/userorders',
    {
      schema: {
        tags: ['orders'],
        summary: "The signed-in customer's orders, newest first (empty body)",
        response: { 200: userOrdersResponseSchema, ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => listUserOrders(app.db, request.user!.id),
  );

  r.post(
    '/api/order/transaction',
    {
      schema: {
        tags: ['orders'],
        summary: 'Report the mobile money transaction id of an unpaid order',
        body: submitTransactionRequestSchema,
        response: {
          200: orderResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...errors,
        },
      },
      onRequest: app.requireUser,
    },
    async (request) => submitTransaction(deps, request.user!.id, request.body),
  );

  r.post(
    '/api/order/verifystripe',
    {
      schema: {
        tags: ['orders'],
        summary: "Payment return check: 200 only when the customer's order is really paid",
        body: verifyPaymentRequestSchema,
        response: {
          200: verifyPaymentResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...errors,
        },
      },
      onRequest: app.requireUser,
    },
    async (request) => verifyPayment(app.db, request.user!.id, request.body.orderId),
  );
}
