import type { FastifyInstance } from 'fastify';
import { dashboardResponseSchema } from '@shop/contracts';
import { getDashboard } from './admin-service.ts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { staffReadRoute } from '../../plugins/staff-read-route.ts';

/** `GET /api/admin/dashboard`: sales, orders waiting, unpaid mobile money, reviews, customers. */
export default async function adminDashboardRoutes(app: FastifyInstance) {
  adminOnly(app, { area: 'dashboard' });
  // Live figures about customers: never kept by a cache on the way.
  staffReadRoute(app, {
    url: '/api/admin/dashboard',
    summary: 'Sales today / 7 / 30 shop days (Juba) with a daily chart, and what waits for staff',
    response: dashboardResponseSchema,
    read: (db) => getDashboard(db),
  });
}
