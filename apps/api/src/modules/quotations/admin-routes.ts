import type { FastifyInstance } from 'fastify';
import {
  adminQuotationsQuerySchema,
  adminQuotationsResponseSchema,
  quotationInputSchema,
  quotationParamsSchema,
  quotationResponseSchema,
} from '@shop/contracts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { allowEmptyJson } from '../../plugins/empty-json.ts';
import { staffChangeRoute } from '../../plugins/staff-change-route.ts';
import { staffListRoute } from '../../plugins/staff-list-route.ts';
import { staffRecordRoute } from '../../plugins/staff-record-route.ts';
import {
  cancelQuotation,
  createQuotation,
  getQuotation,
  listQuotations,
  sendQuotation,
  updateQuotation,
} from './service.ts';

// Quotations change no page or answer the caches keep.
const changes = [] as const;

/** Quotations and proforma invoices for staff (docs/decisions/0069-quotations.md). */
export default async function adminQuotationRoutes(
  app: FastifyInstance,
  opts: { publicUrl: string },
) {
  adminOnly(app, { area: 'quotations' });
  allowEmptyJson(app);
  const params = quotationParamsSchema;
  const response = quotationResponseSchema;

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
    params,
    response,
    read: getQuotation,
  });

  staffChangeRoute(app, {
    method: 'POST',
    url: '/api/admin/quotations',
    summary: 'Save a new draft quotation, numbered Q-YYYY-NNNN (audited)',
    body: quotationInputSchema,
    response,
    refuses: [404],
    changes,
    change: ({ actorId, body }) => createQuotation(app.db, actorId, body),
  });

  staffChangeRoute(app, {
    method: 'PUT',
    url: '/api/admin/quotations/:id',
    summary: 'Change a draft as a whole (409 once sent; audited)',
    params,
    body: quotationInputSchema,
    response,
    refuses: [404, 409],
    changes,
    change: ({ actorId, params, body }) => updateQuotation(app.db, actorId, params.id, body),
  });

  staffChangeRoute(app, {
    method: 'POST',
    url: '/api/admin/quotations/:id/send',
    summary: 'E-mail the quotation with a new link to accept it (audited)',
    params,
    response,
    refuses: [404, 409],
    changes,
    change: ({ actorId, params }) =>
      sendQuotation(app.db, app.mail, opts.publicUrl, actorId, params.id),
  });

  staffChangeRoute(app, {
    method: 'POST',
    url: '/api/admin/quotations/:id/cancel',
    summary: 'Cancel a draft or sent quotation: its link can no longer accept it (audited)',
    params,
    response,
    refuses: [404, 409],
    changes,
    change: ({ actorId, params }) => cancelQuotation(app.db, actorId, params.id),
  });
}
