import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSubscribersQuerySchema, adminSubscribersResponseSchema } from '@shop/contracts';
import { datedCsvName } from '../../lib/csv.ts';
import { exportSubscribersCsv } from './admin-export.ts';
import { listSubscribers } from './admin-service.ts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { staffListRoute } from '../../plugins/staff-list-route.ts';

// Addresses of people: nothing on the way may keep a copy.
const NO_STORE = 'private, no-store';
const tags = ['admin'];

/** The newsletter's addresses for the staff: list, search and CSV export. */
export default async function adminSubscriberRoutes(app: FastifyInstance) {
  adminOnly(app, { area: 'subscribers' });
  const r = app.withTypeProvider<ZodTypeProvider>();

  staffListRoute(app, {
    url: '/api/admin/subscribers',
    summary: 'Newsletter addresses newest first; status filters, q searches the address',
    querystring: adminSubscribersQuerySchema,
    response: adminSubscribersResponseSchema,
    list: listSubscribers,
  });

  r.get(
    '/api/admin/subscribers/export.csv',
    {
      schema: {
        tags,
        summary:
          'The matching addresses as CSV (email, status, subscribed, confirmed, unsubscribed), UTF-8 with a BOM',
        querystring: adminSubscribersQuerySchema.pick({ status: true, q: true }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${datedCsvName('subscribers')}"`)
        .header('cache-control', NO_STORE)
        .send(
          exportSubscribersCsv(app.db, {
            status: request.query.status,
            q: request.query.q || undefined,
          }),
        ),
  );
}
