import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  errorResponseSchema,
} from '@shop/contracts';
import { listAudit } from './service.ts';
import { adminOnly } from '../../plugins/admin-guard.ts';

/** The audit log staff can read: every change made through the admin site. */
export default async function adminAuditRoutes(app: FastifyInstance) {
  // No area: the audit log is for owners only (docs/decisions/0068-staff-roles.md).
  adminOnly(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'Changes made through the admin site, newest first',
        querystring: adminAuditQuerySchema,
        response: {
          200: adminAuditResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );
}
