import { errorResponseSchema } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';

/**
 * The GET route of something signed-in customers read of their own account (profile, saved
 * addresses, favourites, a waiting e-mail change): no input but the session, 401 without one.
 */
export function accountReadRoute<Answer extends z.ZodType>(
  app: FastifyInstance,
  route: {
    url: string;
    tags: string[];
    summary: string;
    response: Answer;
    /** Other refusals to document besides 401. */
    refusals?: Record<number, typeof errorResponseSchema>;
    read: (db: Db, userId: string) => Promise<z.infer<Answer>>;
  },
) {
  app.get(
    route.url,
    {
      schema: {
        tags: route.tags,
        summary: route.summary,
        response: { 200: route.response, 401: errorResponseSchema, ...route.refusals },
      },
      preHandler: app.requireUser,
    },
    async (request) => route.read(app.db, request.user!.id),
  );
}
