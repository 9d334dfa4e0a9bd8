import type { FastifyInstance } from 'fastify';
import {
  adminInvoiceResponseSchema,
  issueInvoiceResponseSchema,
  orderIdParamsSchema,
} from '@shop/contracts';
import { allowEmptyJson } from '../../plugins/empty-json.ts';
import { getOrderInvoice, issueInvoice } from './service.ts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { staffChangeRoute } from '../../plugins/staff-change-route.ts';
import { staffRecordRoute } from '../../plugins/staff-record-route.ts';

/** An order's invoice for the staff (docs/decisions/0067-invoices-orders-csv-bulk-actions.md). */
export default async function adminInvoiceRoutes(app: FastifyInstance) {
  adminOnly(app, { area: 'invoices' });
  allowEmptyJson(app);

  staffRecordRoute(app, {
    url: '/api/admin/orders/:id/invoice',
    summary: "The order's invoice as it was issued, or null before one is issued",
    params: orderIdParamsSchema,
    response: adminInvoiceResponseSchema,
    read: getOrderInvoice,
  });

  staffChangeRoute(app, {
    method: 'POST',
    url: '/api/admin/orders/:id/invoice',
    summary:
      "Issue the order's invoice (next number of the year, e.g. INV-2026-000123); issuing again answers the same invoice",
    params: orderIdParamsSchema,
    response: issueInvoiceResponseSchema,
    refuses: [404, 409],
    changes: [],
    change: ({ actorId, params }) => issueInvoice(app.db, actorId, params.id),
  });
}
