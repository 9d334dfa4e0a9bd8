import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError, errorBody } from '../../plugins/errors.ts';

/** 200 once the database answers; load balancers take an instance out on anything else. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], summary: 'Liveness and database check' } },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { success: true, status: 'ok' };
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send(errorBody(new AppError('UNAVAILABLE', 'Database unreachable')));
      }
    },
  );
}
