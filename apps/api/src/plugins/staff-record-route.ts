import { errorResponseSchema } from '@shop/contracts';
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
 * The GET route of one record on a staff screen (`/api/admin/<records>/:id`: a customer, an
 * order, an e-mail, a message, a campaign, a blog post): its id checked by `params`, 404 when
 * there is none, `private, no-store`. Call it inside a plugin that called `adminOnly` first.
 */
export function staffRecordRoute<
  Params extends z.ZodType<{ id: string }>,
  Answer extends z.ZodType,
>(
  app: FastifyInstance,
  route: StaffRoute & {
    params: Params;
    response: Answer;
    read: (db: Db, id: string) => Promise<z.infer<Answer>>;
  },
) {
  app.get(
    route.url,
    staffRouteOptions(route, {
      params: route.params,
      response: { 200: route.response, ...staffRefusals, 404: errorResponseSchema },
    }),
    async (request, reply) =>
      sendPrivately(reply, route.read(app.db, (request.params as z.infer<Params>).id)),
  );
}
