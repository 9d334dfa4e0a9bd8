import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptQuotationRequestSchema,
  acceptQuotationResponseSchema,
  errorResponseSchema,
  publicQuotationResponseSchema,
  quotationLinkRequestSchema,
  requestQuotationResponseSchema,
  requestQuotationSchema,
} from '@shop/contracts';
import { NO_STORE } from '../../plugins/staff-list-route.ts';
import { acceptQuotation, requestQuotation, viewQuotation } from './service.ts';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema };
const tags = ['quotations'];
const TOO_MANY = 'Too many requests from this account; please try again in an hour.';

/**
 * The customer's side of quotations (docs/decisions/0069-quotations.md): the mailed link's page
 * reads it (the token in the body, never in an address), a signed-in customer accepts it or asks
 * for one from the cart.
 */
export default async function quotationRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = {
    db: app.db,
    mail: app.mail,
    texts: app.texts,
    publicUrl: opts.publicUrl,
    log: app.log,
  };

  r.post(
    '/api/quotation/view',
    {
      config: { changes: [] },
      schema: {
        tags,
        summary:
          "The mailed link's quotation as a proforma invoice (404 for a link that does not work)",
        body: quotationLinkRequestSchema,
        response: { 200: publicQuotationResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', NO_STORE).send(await viewQuotation(app.db, request.body.token)),
  );

  r.post(
    '/api/quotation/accept',
    {
      // The order takes stock, which product pages and lists show.
      config: {
        changes: ['catalog'] as const,
        rateLimit: app.limits.perIp('orderPerIp', TOO_MANY),
      },
      schema: {
        tags,
        summary:
          'Accept a sent quotation: one order at the quoted prices (409 cancelled or accepted, 410 expired)',
        body: acceptQuotationRequestSchema,
        response: {
          200: acceptQuotationResponseSchema,
          ...errors,
          401: errorResponseSchema,
          409: errorResponseSchema,
          410: errorResponseSchema,
        },
      },
      onRequest: app.requireUser,
      preHandler: app.limits.perAccount('orderPerAccount', TOO_MANY),
    },
    async (request) => acceptQuotation(deps, request.user!.id, request.body),
  );

  r.post(
    '/api/quotation/request',
    {
      config: {
        changes: [],
        rateLimit: app.limits.perIp('orderPerIp', TOO_MANY),
      },
      schema: {
        tags,
        summary: "Ask for a quotation of the signed-in customer's cart (a draft for staff)",
        body: requestQuotationSchema,
        response: {
          200: requestQuotationResponseSchema,
          ...errors,
          401: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
      onRequest: app.requireUser,
      preHandler: app.limits.perAccount('orderPerAccount', TOO_MANY),
    },
    async (request) => requestQuotation(app.db, request.user!.id, request.body),
  );
}
