import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminInvoiceResponseSchema,
  errorResponseSchema,
  issueInvoiceResponseSchema,
  orderIdParamsSchema,
} from '@shop/contracts';
import { allowEmptyJson } from '../../plugins/empty-json.ts';
import { getOrderInvoice, issueInvoice } from './service.ts';
import { adminOnly } from '../../plugins/admin-guard.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};

/** An order's invoice for the staff (docs/decisions/0067-invoices-orders-csv-bulk-actions.md). */
export default async function adminInvoiceRoutes(app: FastifyInstance) {
  adminOnly(app, { area: 'invoices' });
  const r = app.withTypeProvider<ZodTypeProvider>();
  allowEmptyJson(app);

  r.get(
    '/api/admin/orders/:id/invoice',
    {
      schema: {
        tags: ['admin'],
        summary: "The order's invoice as it was issued, or null before one is issued",
        params: orderIdParamsSchema,
        response: { 200: adminInvoiceResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => getOrderInvoice(app.db, request.params.id),
  );

  r.post(
    '/api/admin/orders/:id/invoice',
    {
      config: { changes: [] },
      schema: {
        tags: ['admin'],
        summary:
          "Issue the order's invoice (next number of the year, e.g. INV-2026-000123); issuing again answers the same invoice",
        params: orderIdParamsSchema,
        response: {
          200: issueInvoiceResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => issueInvoice(app.db, request.user!.id, request.params.id),
  );
}
