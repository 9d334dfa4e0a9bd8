import { errorResponseSchema } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
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

/**
 * The GET route of a staff list (customers, subscribers, mail, contact messages, unanswered
 * questions): its query
 * checked by the list's schema, its answer documented, `private, no-store`. Call it inside a
 * plugin that called `adminOnly` (plugins/admin-guard.ts) first.
 */
export function staffListRoute<Query extends z.ZodType, Answer extends z.ZodType>(
  app: FastifyInstance,
  route: {
    url: string;
    summary: string;
    querystring: Query;
    response: Answer;
    list: (db: Db, query: z.infer<Query>) => Promise<z.infer<Answer>>;
  },
) {
  // Typed here by the list's own schemas: the app's zod compilers check and serialise them.
  app.get(
    route.url,
    {
      schema: {
        tags: ['admin'],
        summary: route.summary,
        querystring: route.querystring,
        response: { 200: route.response, ...staffRefusals },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', NO_STORE)
        .send(await route.list(app.db, request.query as z.infer<Query>)),
  );
}
