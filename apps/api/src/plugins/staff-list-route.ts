import { errorResponseSchema, type StaffArea } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';

// Staff screens show personal data (names, addresses, what visitors wrote): nothing on the way
// may keep a copy.
export const NO_STORE = 'private, no-store';
/** What every staff read may answer besides its record: a bad query, not signed in, not staff. */
export const staffRefusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};

/** What every staff route helper is told besides its own schemas. */
export interface StaffRoute {
  url: string;
  summary: string;
  /** The part of the admin this route belongs to, when it is not its plugin's. */
  staffArea?: StaffArea;
}

/**
 * The options the staff route helpers (this file, staff-record-route.ts, staff-read-route.ts,
 * staff-csv-route.ts, staff-change-route.ts) give Fastify: the route's own area when it has one,
 * and its schemas under the admin tag with its summary.
 */
export function staffRouteOptions(route: StaffRoute, schema: FastifySchema) {
  return {
    // Left undefined, the admin guard takes the plugin's area.
    config: { staffArea: route.staffArea },
    schema: { tags: ['admin'], summary: route.summary, ...schema },
  };
}

/** Sends a staff answer that nothing on the way may keep. */
export async function sendPrivately(reply: FastifyReply, answer: Promise<unknown>) {
  return reply.header('cache-control', NO_STORE).send(await answer);
}

/**
 * The GET route of a staff list (customers, subscribers, mail, contact messages, unanswered
 * questions, the reports): its query checked by the list's schema, its answer documented,
 * `private, no-store`. Call it inside a plugin that called `adminOnly` (plugins/admin-guard.ts)
 * first.
 */
export function staffListRoute<Query extends z.ZodType, Answer extends z.ZodType>(
  app: FastifyInstance,
  route: StaffRoute & {
    querystring: Query;
    response: Answer;
    list: (db: Db, query: z.infer<Query>) => Promise<z.infer<Answer>>;
  },
) {
  // Typed here by the list's own schemas: the app's zod compilers check and serialise them.
  app.get(
    route.url,
    staffRouteOptions(route, {
      querystring: route.querystring,
      response: { 200: route.response, ...staffRefusals },
    }),
    async (request, reply) =>
      sendPrivately(reply, route.list(app.db, request.query as z.infer<Query>)),
  );
}
