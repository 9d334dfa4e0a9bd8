import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminMailListResponseSchema,
  adminMailParamsSchema,
  adminMailQuerySchema,
  adminMailResponseSchema,
  adminMailRetryResponseSchema,
  errorResponseSchema,
} from '@shop/contracts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { allowEmptyJson } from '../../plugins/empty-json.ts';
import { staffListRoute } from '../../plugins/staff-list-route.ts';
import { staffRecordRoute } from '../../plugins/staff-record-route.ts';
import { getMail, listMail, retryMail } from './admin-service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const withNotFound = { ...errors, 404: errorResponseSchema };
// Customers' addresses, reset links and what visitors wrote: nothing on the way may keep a copy.
const NO_STORE = 'private, no-store';
const tags = ['admin'];

/** The outbox as staff see it: pending, sent and failed e-mails, and Retry (decision 0033). */
export default async function adminMailRoutes(app: FastifyInstance) {
  adminOnly(app, { area: 'mail' });
  const r = app.withTypeProvider<ZodTypeProvider>();
  allowEmptyJson(app);

  staffListRoute(app, {
    url: '/api/admin/mail',
    summary:
      'E-mails newest first: pending (with those being sent), sent or failed; counts per tab',
    querystring: adminMailQuerySchema,
    response: adminMailListResponseSchema,
    list: listMail,
  });

  staffRecordRoute(app, {
    url: '/api/admin/mail/:id',
    summary: 'One e-mail in full: text, HTML source, headers, tries and last error',
    params: adminMailParamsSchema,
    response: adminMailResponseSchema,
    read: getMail,
  });

  r.post(
    '/api/admin/mail/:id/retry',
    {
      config: { changes: [] },
      schema: {
        tags,
        summary:
          'Send a failed e-mail again (409 for one sent, still pending, or whose link was removed; audited)',
        params: adminMailParamsSchema,
        response: { 200: adminMailRetryResponseSchema, ...withNotFound, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await retryMail(app.db, request.user!.id, request.params.id);
      app.mail.wake();
      return reply.header('cache-control', NO_STORE).send(answer);
    },
  );
}
