import type { FastifyInstance } from 'fastify';
import { adminAuditQuerySchema, adminAuditResponseSchema } from '@shop/contracts';
import { listAudit } from './service.ts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { staffListRoute } from '../../plugins/staff-list-route.ts';

/** The audit log staff can read: every change made through the admin site. */
export default async function adminAuditRoutes(app: FastifyInstance) {
  // No area: the audit log is for owners only (docs/decisions/0068-staff-roles.md).
  adminOnly(app);
  staffListRoute(app, {
    url: '/api/admin/audit',
    summary: 'Changes made through the admin site, newest first',
    querystring: adminAuditQuerySchema,
    response: adminAuditResponseSchema,
    list: listAudit,
  });
}
