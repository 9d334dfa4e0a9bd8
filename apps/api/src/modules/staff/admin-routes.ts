import type { FastifyInstance } from 'fastify';
import {
  addStaffRequestSchema,
  changeStaffRoleRequestSchema,
  removeStaffResponseSchema,
  staffChangeResponseSchema,
  staffListResponseSchema,
  staffParamsSchema,
} from '@shop/contracts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { staffChangeRoute } from '../../plugins/staff-change-route.ts';
import { staffReadRoute } from '../../plugins/staff-read-route.ts';
import { addStaff, changeStaffRole, listStaff, removeStaff, type StaffDeps } from './service.ts';

export interface StaffRoutesOptions {
  /** Base of the set-password link in a new staff member's e-mail. */
  publicUrl: string;
}

// Staff accounts show on no page and in no cached answer.
const changes = [] as const;

/** The Staff page (docs/decisions/0068-staff-roles.md): owners only, every change audited. */
export default async function adminStaffRoutes(app: FastifyInstance, opts: StaffRoutesOptions) {
  adminOnly(app, { area: 'staff' });
  const deps = (): StaffDeps => ({ db: app.db, publicUrl: opts.publicUrl, mail: app.mail });

  staffReadRoute(app, {
    url: '/api/admin/staff',
    summary: 'Every staff account with its role, owners first',
    response: staffListResponseSchema,
    read: listStaff,
  });

  staffChangeRoute(app, {
    method: 'POST',
    url: '/api/admin/staff',
    summary:
      'Add a staff member: a new address is e-mailed a link to choose a password; a customer account keeps its own',
    body: addStaffRequestSchema,
    response: staffChangeResponseSchema,
    refuses: [404, 409],
    changes,
    change: ({ actorId, body }) => addStaff(deps(), actorId, body),
  });

  staffChangeRoute(app, {
    method: 'PUT',
    url: '/api/admin/staff/:id/role',
    summary: "Change a staff member's role (never the last owner's); ends their sessions",
    params: staffParamsSchema,
    body: changeStaffRoleRequestSchema,
    response: staffChangeResponseSchema,
    refuses: [404, 409],
    changes,
    change: ({ actorId, params, body }) => changeStaffRole(app.db, actorId, params.id, body.role),
  });

  staffChangeRoute(app, {
    method: 'DELETE',
    url: '/api/admin/staff/:id',
    summary: "Remove staff access (never the last owner's); the account stays a customer's",
    params: staffParamsSchema,
    response: removeStaffResponseSchema,
    refuses: [404, 409],
    changes,
    change: ({ actorId, params }) => removeStaff(app.db, actorId, params.id),
  });
}
