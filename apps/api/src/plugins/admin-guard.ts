import type { FastifyInstance } from 'fastify';

/** Every staff route lives under this path, and nothing else does. */
export const ADMIN_PREFIX = '/api/admin/';

/**
 * Staff only, for every route of the plugin that calls it
 * (docs/decisions/0025-admin-guard-and-review-limits.md): one `onRequest` hook, so the role is
 * checked before the body is read, parsed or validated (a visitor gets 401 and a customer 403,
 * never a 400 or 415 about what they sent) and no route can be forgotten in a hand-kept list.
 *
 * Call it first thing in an encapsulated plugin (a plain `async function`, never one wrapped in
 * fastify-plugin: there the hook would land on the parent and guard every route added after it).
 * The plugin may then add routes under /api/admin/ only: any other url fails the build, which is
 * also how a guard that leaked out of its plugin shows at once.
 */
export function adminOnly(app: FastifyInstance) {
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(ADMIN_PREFIX)) {
      throw new Error(`${route.url} is behind the admin guard but not under ${ADMIN_PREFIX}`);
    }
  });
}
