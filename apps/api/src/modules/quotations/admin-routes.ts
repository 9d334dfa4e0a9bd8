import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminQuotationsQuerySchema,
  adminQuotationsResponseSchema,
  errorResponseSchema,
  quotationInputSchema,
  quotationParamsSchema,
  quotationResponseSchema,
} from '@shop/contracts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { allowEmptyJson } from '../../plugins/empty-json.ts';
import { NO_STORE, staffListRoute } from '../../plugins/staff-list-route.ts';
import { staffRecordRoute } from '../../plugins/staff-record-route.ts';
import {
  cancelQuotation,
  createQuotation,
  getQuotation,
  listQuotations,
  sendQuotation,
  updateQuotation,
} from './service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const withConflict = { ...errors, 404: errorResponseSchema, 409: errorResponseSchema };
const tags = ['admin'];
// Quotations change no page or answer the caches keep.
const config = { changes: [] };

/** Quotations and proforma invoices for staff (docs/decisions/0069-quotations.md). */
export default async function adminQuotationRoutes(
  app: FastifyInstance,
  opts: { publicUrl: string },
) {
  adminOnly(app, { area: 'quotations' });
  const r = app.withTypeProvider<ZodTypeProvider>();
  allowEmptyJson(app);

  staffListRoute(app, {
    url: '/api/admin/quotations',
    summary: 'Quotations newest first; a status filter (expired: sent and past its validity date)',
    querystring: adminQuotationsQuerySchema,
    response: adminQuotationsResponseSchema,
    list: listQuotations,
  });

  staffRecordRoute(app, {
    url: '/api/admin/quotations/:id',
    summary: 'One quotation: its lines, amounts, status and, once accepted, its order',
    params: quotationParamsSchema,
    response: quotationResponseSchema,
    read: getQuotation,
  });

  r.post(
    '/api/admin/quotations',
    {
      config,
      schema: {
        tags,
        summary: 'Save a new draft quotation, numbered Q-YYYY-NNNN (audited)',
        body: quotationInputSchema,
        response: { 200: quotationResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', NO_STORE)
        .send(await createQuotation(app.db, request.user!.id, request.body)),
  );

  r.put(
    '/api/admin/quotations/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a draft as a whole (409 once sent; audited)',
        params: quotationParamsSchema,
        body: quotationInputSchema,
        response: { 200: quotationResponseSchema, ...withConflict },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', NO_STORE)
        .send(await updateQuotation(app.db, request.user!.id, request.params.id, request.body)),
  );

  r.post(
    '/api/admin/quotations/:id/send',
    {
      config,
      schema: {
        tags,
        summary: 'E-mail the quotation with a new link to accept it (audited)',
        params: quotationParamsSchema,
        response: { 200: quotationResponseSchema, ...withConflict },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', NO_STORE)
        .send(
          await sendQuotation(
            app.db,
            app.mail,
            opts.publicUrl,
            request.user!.id,
            request.params.id,
          ),
        ),
  );

  r.post(
    '/api/admin/quotations/:id/cancel',
    {
      config,
      schema: {
        tags,
        summary: 'Cancel a draft or sent quotation: its link can no longer accept it (audited)',
        params: quotationParamsSchema,
        response: { 200: quotationResponseSchema, ...withConflict },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', NO_STORE)
        .send(await cancelQuotation(app.db, request.user!.id, request.params.id)),
  );
}
