import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCustomerDetailResponseSchema,
  adminCustomerParamsSchema,
  adminCustomersQuerySchema,
  adminCustomersResponseSchema,
  changeRoleRequestSchema,
  changeRoleResponseSchema,
  errorResponseSchema,
} from '@shop/contracts';
import { changeRole, getCustomer, listCustomers } from './admin-service.ts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { staffListRoute } from '../../plugins/staff-list-route.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
// Staff screens show personal data: nothing on the way may keep a copy.
const NO_STORE = 'private, no-store';

/** Customers for the staff: list and search, one account with its orders and reviews, role. */
export default async function adminCustomerRoutes(app: FastifyInstance) {
  adminOnly(app, { area: 'customers' });
  const r = app.withTypeProvider<ZodTypeProvider>();

  staffListRoute(app, {
    url: '/api/admin/customers',
    summary: 'Accounts, newest first; q searches name, e-mail and phone (20 a page)',
    querystring: adminCustomersQuerySchema,
    response: adminCustomersResponseSchema,
    list: listCustomers,
  });

  r.get(
    '/api/admin/customers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One account: profile, order totals, orders and reviews',
        params: adminCustomerParamsSchema,
        response: { 200: adminCustomerDetailResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', NO_STORE).send(await getCustomer(app.db, request.params.id)),
  );

  r.post(
    '/api/admin/customers/:id/role',
    {
      // Counted as a catalogue change, as before: a customer's reviews show on product pages.
      // Making someone staff is the owner's (docs/decisions/0068-staff-roles.md).
      config: { changes: ['catalog'], staffArea: 'staff' },
      schema: {
        tags: ['admin'],
        summary: "Promote to admin or demote to customer (not one's own); ends their sessions",
        params: adminCustomerParamsSchema,
        body: changeRoleRequestSchema,
        response: {
          200: changeRoleResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => changeRole(app.db, request.user!.id, request.params.id, request.body.role),
  );
}
