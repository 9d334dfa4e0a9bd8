import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addStaffRequestSchema,
  changeStaffRoleRequestSchema,
  errorResponseSchema,
  removeStaffResponseSchema,
  staffChangeResponseSchema,
  staffListResponseSchema,
  staffParamsSchema,
} from '@shop/contracts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { addStaff, changeStaffRole, listStaff, removeStaff, type StaffDeps } from './service.ts';

export interface StaffRoutesOptions {
  /** Base of the set-password link in a new staff member's e-mail. */
  publicUrl: string;
}

const tags = ['admin'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const changeErrors = { ...errors, 404: errorResponseSchema, 409: errorResponseSchema };

/** The Staff page (docs/decisions/0068-staff-roles.md): owners only, every change audited. */
export default async function adminStaffRoutes(app: FastifyInstance, opts: StaffRoutesOptions) {
  adminOnly(app, { area: 'staff' });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = (): StaffDeps => ({ db: app.db, publicUrl: opts.publicUrl, mail: app.mail });

  r.get(
    '/api/admin/staff',
    {
      schema: {
        tags,
        summary: 'Every staff account with its role, owners first',
        response: { 200: staffListResponseSchema, ...errors },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'private, no-store').send(await listStaff(app.db)),
  );

  r.post(
    '/api/admin/staff',
    {
      config: { changes: [] },
      schema: {
        tags,
        summary:
          'Add a staff member: a new address is e-mailed a link to choose a password; a customer account keeps its own',
        body: addStaffRequestSchema,
        response: { 200: staffChangeResponseSchema, ...changeErrors },
      },
    },
    async (request) => addStaff(deps(), request.user!.id, request.body),
  );

  r.put(
    '/api/admin/staff/:id/role',
    {
      config: { changes: [] },
      schema: {
        tags,
        summary: "Change a staff member's role (never the last owner's); ends their sessions",
        params: staffParamsSchema,
        body: changeStaffRoleRequestSchema,
        response: { 200: staffChangeResponseSchema, ...changeErrors },
      },
    },
    async (request) =>
      changeStaffRole(app.db, request.user!.id, request.params.id, request.body.role),
  );

  r.delete(
    '/api/admin/staff/:id',
    {
      config: { changes: [] },
      schema: {
        tags,
        summary: "Remove staff access (never the last owner's); the account stays a customer's",
        params: staffParamsSchema,
        response: { 200: removeStaffResponseSchema, ...changeErrors },
      },
    },
    async (request) => removeStaff(app.db, request.user!.id, request.params.id),
  );
}
