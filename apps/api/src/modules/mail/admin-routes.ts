import type { FastifyInstance } from 'fastify';
import {
  adminMailListResponseSchema,
  adminMailParamsSchema,
  adminMailQuerySchema,
  adminMailResponseSchema,
  adminMailRetryResponseSchema,
} from '@shop/contracts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { allowEmptyJson } from '../../plugins/empty-json.ts';
import { staffChangeRoute } from '../../plugins/staff-change-route.ts';
import { staffListRoute } from '../../plugins/staff-list-route.ts';
import { staffRecordRoute } from '../../plugins/staff-record-route.ts';
import { getMail, listMail, retryMail } from './admin-service.ts';

/** The outbox as staff see it: pending, sent and failed e-mails, and Retry (decision 0033). */
export default async function adminMailRoutes(app: FastifyInstance) {
  adminOnly(app, { area: 'mail' });
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

  staffChangeRoute(app, {
    method: 'POST',
    url: '/api/admin/mail/:id/retry',
    summary:
      'Send a failed e-mail again (409 for one sent, still pending, or whose link was removed; audited)',
    params: adminMailParamsSchema,
    response: adminMailRetryResponseSchema,
    refuses: [404, 409],
    changes: [],
    change: async ({ actorId, params }) => {
      const answer = await retryMail(app.db, actorId, params.id);
      app.mail.wake();
      return answer;
    },
  });
}
