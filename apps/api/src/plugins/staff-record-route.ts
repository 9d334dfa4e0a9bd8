import { errorResponseSchema } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { NO_STORE, staffRefusals } from './staff-list-route.ts';

/**
 * The GET route of one record on a staff screen (`/api/admin/<records>/:id`: a customer, an
 * e-mail, a message, a campaign, a blog post): its id checked by `params`, 404 when there is none, `private,
 * no-store`. Call it inside a plugin that called `adminOnly` first.
 */
export function staffRecordRoute<
  Params extends z.ZodType<{ id: string }>,
  Answer extends z.ZodType,
>(
  app: FastifyInstance,
  route: {
    url: string;
    summary: string;
    params: Params;
    response: Answer;
    read: (db: Db, id: string) => Promise<z.infer<Answer>>;
  },
) {
  app.get(
    route.url,
    {
      schema: {
        tags: ['admin'],
        summary: route.summary,
        params: route.params,
        response: { 200: route.response, ...staffRefusals, 404: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', NO_STORE)
        .send(await route.read(app.db, (request.params as z.infer<Params>).id)),
  );
}
