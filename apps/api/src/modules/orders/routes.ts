import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  campaignCookieValue,
  errorResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  mobileMoneyOrderRequestSchema,
  orderResponseSchema,
  placeOrderHeadersSchema,
  placeOrderRequestSchema,
  submitTransactionRequestSchema,
  TRACK_MESSAGES,
  trackOrderRequestSchema,
  trackOrderResponseSchema,
  userOrdersResponseSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from '@shop/contracts';
import { allowEmptyJson } from '../../plugins/empty-json.ts';
import { ORDER_ERRORS } from './messages.ts';
import { trackingLimits } from './tracking-limits.ts';
import { trackOrder } from './tracking.ts';
import {
  isRetryOfPlacedOrder,
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
  return { db: app.db, mail: app.mail, texts: app.texts, publicUrl, log: app.log };
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
  raw: { headers: { cookie?: string } };
}

/**
 * Whether this place-order request retries an order already placed with the same Idempotency-Key
 * (after a lost answer): it answers that order and mails nothing, so the limits do not count it
 * (its first request was counted). One look-up per request, shared by both limits. Requests sent
 * at the same moment, before the first order exists, each count.
 */
function retryCheck(app: FastifyInstance) {
  const known = new WeakMap<FastifyRequest, Promise<boolean>>();
  return (request: FastifyRequest): Promise<boolean> => {
    let answer = known.get(request);
    if (!answer) {
      // Headers are validated after this (in onRequest); an invalid key is refused there.
      const key = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
      const userId = request.user?.id;
      answer =
        key.success && userId
          ? isRetryOfPlacedOrder(app.db, userId, key.data)
          : Promise.resolve(false);
      known.set(request, answer);
    }
    return answer;
  };
}

/**
 * The customer's side of orders (docs/spec/account-and-company-site.md section 7;
 * docs/architecture.md, "API conventions" and "Where the specifications disagree or are silent").
 */
export default async function orderRoutes(app: FastifyInstance, opts: OrderRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  allowEmptyJson(app);
  const deps = orderDeps(app, opts.publicUrl);
  // Each order and each reported transaction id mails the shop: limits per account (strict) and
  // per client address (generous, carriers' NAT), docs/decisions/0023-order-mail-and-payment-limits.md.
  const isRetry = retryCheck(app);
  const orderPerAccount = app.limits.perAccount('orderPerAccount', ORDER_ERRORS.tooManyOrders);
  const placeLimits = {
    config: {
      // An order takes stock, which product pages and lists show.
      changes: ['catalog'] as const,
      rateLimit: {
        ...app.limits.perIp('orderPerIp', ORDER_ERRORS.tooManyOrders),
        allowList: isRetry,
      },
    },
    onRequest: app.requireUser,
    preHandler: async (request: FastifyRequest) => {
      if (!(await isRetry(request))) await orderPerAccount(request);
    },
  };
  const place = (request: PlaceRequest, payment: Payment) =>
    placeOrder(
      deps,
      request.user!.id,
      request.body,
      payment,
      request.headers[IDEMPOTENCY_KEY_HEADER],
      // The raw header: the validated headers keep only what the schema names.
      campaignCookieValue(request.raw.headers.cookie),
    );

  r.post(
    '/api/order/place-cod',
    {
      schema: {
        ...placeSchema,
        summary: 'Place an order paid in cash on delivery (Idempotency-Key header optional)',
        body: placeOrderRequestSchema,
      },
      ...placeLimits,
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
      ...placeLimits,
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
      config: { changes: [] },
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
      config: {
        changes: [],
        rateLimit: app.limits.perIp('transactionPerIp', ORDER_ERRORS.tooManyTransactions),
      },
      onRequest: app.requireUser,
      preHandler: app.limits.perAccount('transactionPerAccount', ORDER_ERRORS.tooManyTransactions),
    },
    async (request) => submitTransaction(deps, request.user!.id, request.body),
  );

  r.post(
    '/api/order/verifystripe',
    {
      config: { changes: [] },
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

  // Without an account: limited per client address (generous), and failed tries per order number
  // and per phone, at one address (strict) and from every address (ceilings),
  // docs/decisions/0041-device-cookies-and-tracking-limits.md.
  const failedLookups = trackingLimits(app);
  r.post(
    '/api/order/track',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Track an order without an account: its number and the delivery phone (same 404 for either wrong)',
        body: trackOrderRequestSchema,
        response: {
          200: trackOrderResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      config: { changes: [], rateLimit: app.limits.perIp('trackPerIp', TRACK_MESSAGES.tooMany) },
      preHandler: failedLookups.attempt,
    },
    async (request) => {
      const answer = await trackOrder(app.db, request.body);
      await failedLookups.succeeded(request);
      return answer;
    },
  );
}
