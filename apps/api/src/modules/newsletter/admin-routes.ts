import type { FastifyInstance } from 'fastify';
import { adminSubscribersQuerySchema, adminSubscribersResponseSchema } from '@shop/contracts';
import { datedCsvName } from '../../lib/csv.ts';
import { exportSubscribersCsv } from './admin-export.ts';
import { listSubscribers } from './admin-service.ts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { staffCsvRoute } from '../../plugins/staff-csv-route.ts';
import { staffListRoute } from '../../plugins/staff-list-route.ts';

/** The newsletter's addresses for the staff: list, search and CSV export. */
export default async function adminSubscriberRoutes(app: FastifyInstance) {
  adminOnly(app, { area: 'subscribers' });

  staffListRoute(app, {
    url: '/api/admin/subscribers',
    summary: 'Newsletter addresses newest first; status filters, q searches the address',
    querystring: adminSubscribersQuerySchema,
    response: adminSubscribersResponseSchema,
    list: listSubscribers,
  });

  staffCsvRoute(app, {
    url: '/api/admin/subscribers/export.csv',
    summary:
      'The matching addresses as CSV (email, status, subscribed, confirmed, unsubscribed), UTF-8 with a BOM',
    querystring: adminSubscribersQuerySchema.pick({ status: true, q: true }),
    file: (db, query) => ({
      name: datedCsvName('subscribers'),
      body: exportSubscribersCsv(db, { status: query.status, q: query.q || undefined }),
    }),
  });
}
