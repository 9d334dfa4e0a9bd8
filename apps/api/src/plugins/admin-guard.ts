import type { FastifyInstance, FastifyRequest } from 'fastify';
import { roleMayUse, STAFF_MESSAGES, type StaffArea } from '@shop/contracts';
import { AppError } from '../lib/app-error.ts';

/** Every staff route lives under this path, and nothing else does. */
export const ADMIN_PREFIX = '/api/admin/';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The part of the admin this one route belongs to, when it differs from its plugin's
     * (docs/decisions/0068-staff-roles.md): a stock adjustment among the product editor's routes.
     */
    staffArea?: StaffArea;
  }
}

export interface AdminOnlyOptions {
  /**
   * The part of the admin (packages/contracts/src/staff-rules.ts) the plugin's routes belong to,
   * which says the staff roles that may call them. Left out, only an owner may: a plugin added
   * later without a thought about roles is safe.
   */
  area?: StaffArea;
}

/** The area a request's route declares: its own, else its plugin's, else none (owners only). */
function areaOf(request: FastifyRequest, pluginArea: StaffArea | undefined) {
  return request.routeOptions.config.staffArea ?? pluginArea;
}

/**
 * Staff only, for every route of the plugin that calls it
 * (docs/decisions/0025-admin-guard-and-review-limits.md): one `onRequest` hook, so the role is
 * checked before the body is read, parsed or validated (a visitor gets 401 and a customer 403,
 * never a 400 or 415 about what they sent) and no route can be forgotten in a hand-kept list.
 * The same hook checks the staff role against the route's area
 * (docs/decisions/0068-staff-roles.md): a role the area does not include gets a 403 that names
 * the role and the area; an owner may call every route, and no other role a route without area.
 *
 * Call it first thing in an encapsulated plugin (a plain `async function`, never one wrapped in
 * fastify-plugin: there the hook would land on the parent and guard every route added after it).
 * The plugin may then add routes under /api/admin/ only: any other url fails the build, which is
 * also how a guard that leaked out of its plugin shows at once.
 */
export function adminOnly(app: FastifyInstance, opts: AdminOnlyOptions = {}) {
  app.addHook('onRequest', async (request, reply) => {
    await app.requireAdmin(request, reply);
    const role = request.user?.staffRole;
    const area = areaOf(request, opts.area);
    if (!roleMayUse(role, area)) {
      throw new AppError(
        'FORBIDDEN',
        role ? STAFF_MESSAGES.roleExcludes(role, area) : STAFF_MESSAGES.noStaffRole,
      );
    }
  });
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(ADMIN_PREFIX)) {
      throw new Error(`${route.url} is behind the admin guard but not under ${ADMIN_PREFIX}`);
    }
  });
}
