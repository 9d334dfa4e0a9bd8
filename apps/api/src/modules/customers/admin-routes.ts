import type { FastifyInstance } from 'fastify';
import {
  adminCustomerDetailResponseSchema,
  adminCustomerParamsSchema,
  adminCustomersQuerySchema,
  adminCustomersResponseSchema,
  changeRoleRequestSchema,
  changeRoleResponseSchema,
} from '@shop/contracts';
import { changeRole, getCustomer, listCustomers } from './admin-service.ts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { staffChangeRoute } from '../../plugins/staff-change-route.ts';
import { staffListRoute } from '../../plugins/staff-list-route.ts';
import { staffRecordRoute } from '../../plugins/staff-record-route.ts';

/** Customers for the staff: list and search, one account with its orders and reviews, role. */
export default async function adminCustomerRoutes(app: FastifyInstance) {
  adminOnly(app, { area: 'customers' });

  staffListRoute(app, {
    url: '/api/admin/customers',
    summary: 'Accounts, newest first; q searches name, e-mail and phone (20 a page)',
    querystring: adminCustomersQuerySchema,
    response: adminCustomersResponseSchema,
    list: listCustomers,
  });

  staffRecordRoute(app, {
    url: '/api/admin/customers/:id',
    summary: 'One account: profile, order totals, orders and reviews',
    params: adminCustomerParamsSchema,
    response: adminCustomerDetailResponseSchema,
    read: getCustomer,
  });

  staffChangeRoute(app, {
    method: 'POST',
    url: '/api/admin/customers/:id/role',
    summary: "Promote to admin or demote to customer (not one's own); ends their sessions",
    params: adminCustomerParamsSchema,
    body: changeRoleRequestSchema,
    response: changeRoleResponseSchema,
    refuses: [404, 409],
    // Counted as a catalogue change, as before: a customer's reviews show on product pages.
    changes: ['catalog'],
    // Making someone staff is the owner's (docs/decisions/0068-staff-roles.md).
    staffArea: 'staff',
    change: ({ actorId, params, body }) => changeRole(app.db, actorId, params.id, body.role),
  });
}
