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
  type Payment,
} from './service.ts';

export interface OrderRoutesOptions {
  /** Base of links in e-mails; never taken from the request's Host header. */
  publicUrl: string;
}

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
const changeErrors = { ...errors, 404: errorResponseSchema, 409: errorResponseSchema };

/** What the customer's and the staff's order routes work with: the database, mail and links. */
export function orderDeps(app: FastifyInstance, publicUrl: string): OrderDeps {
  return { db: app.db, mail: (message) => app.mail.queue(message), publicUrl };
}

/** Both ways to place an order share headers and answers; only the body and payment differ. */
const placeSchema = {
  tags: ['orders'],
  headers: placeOrderHeadersSchema,
  response: { 200: orderResponseSchema, ...changeErrors },
};

interface PlaceRequest {
  user: { id: string } | null;
  body: Parameters<typeof placeOrder>[2];
  headers: { [IDEMPOTENCY_KEY_HEADER]?: string };
}

/** The customer's side of orders (docs/spec/account-and-company-site.md section 7; docs/architecture.md sections 5 and 6). */
export default async function orderRoutes(app: FastifyInstance, opts: OrderRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  allowEmptyJson(app);
  const deps = orderDeps(app, opts.publicUrl);
  const place = (request: PlaceRequest, payment: Payment) =>
    placeOrder(
      deps,
      request.user!.id,
      request.body,
      payment,
      request.headers[IDEMPOTENCY_KEY_HEADER],
    );

  r.post(
    '/api/order/place-cod',
    {
      schema: {
        ...placeSchema,
        summary: 'Place an order paid in cash on delivery (Idempotency-Key header optional)',
        body: placeOrderRequestSchema,
      },
      onRequest: app.requireUser,
    },
    async (request) => place(request, { method: 'cod' }),
  );

  r.post(
    '/api/order/mobile-money',
    {
      schema: {
        ...placeSchema,
        summary: 'Place an order paid by mobile money (unpaid until staff confirm the payment)',
        body: mobileMoneyOrderRequestSchema,
      },
      onRequest: app.requireUser,
    },
    async (request) =>
      place(request, {
        method: 'mobile_money',
        number: request.body.mobileNumber,
        provider: request.body.mobileProvider,
      }),
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
        response: { 200: orderResponseSchema, ...changeErrors },
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
        response: { 200: verifyPaymentResponseSchema, ...changeErrors },
      },
      onRequest: app.requireUser,
    },
    async (request) => verifyPayment(app.db, request.user!.id, request.body.orderId),
  );
}
