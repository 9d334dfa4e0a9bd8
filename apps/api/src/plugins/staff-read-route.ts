import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import {
  sendPrivately,
  staffRefusals,
  staffRouteOptions,
  type StaffRoute,
} from './staff-list-route.ts';

/**
 * The GET route of something a staff screen reads whole, with no input (the settings, the staff,
 * the blog's posts, the numbers that opted out): its answer documented, `private, no-store`.
 * Call it inside a plugin that called `adminOnly` (plugins/admin-guard.ts) first.
 */
export function staffReadRoute<Answer extends z.ZodType>(
  app: FastifyInstance,
  route: StaffRoute & { response: Answer; read: (db: Db) => Promise<z.infer<Answer>> },
) {
  app.get(
    route.url,
    staffRouteOptions(route, { response: { 200: route.response, ...staffRefusals } }),
    async (_request, reply) => sendPrivately(reply, route.read(app.db)),
  );
}
