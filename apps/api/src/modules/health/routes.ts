import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  healthResponseSchema,
  notReadyResponseSchema,
  readyResponseSchema,
  type NotReadyResponse,
} from '@shop/contracts';
import { AppError, errorBody } from '../../lib/app-error.ts';
import type { ReadinessReport } from '../../plugins/readiness.ts';
import { addDependencyChecks } from './checks.ts';

/** Seconds a probe or client is asked to wait before asking again. */
const RETRY_AFTER_SECONDS = 5;

function notReady(report: Exclude<ReadinessReport, { state: 'ready' }>): NotReadyResponse {
  const message =
    report.state === 'shutting_down'
      ? 'Shutting down: no new work is taken'
      : `Not ready: ${report.failing.join(', ')} ${report.failing.length === 1 ? 'is' : 'are'} unavailable`;
  return {
    ...errorBody(new AppError('UNAVAILABLE', message)),
    status: report.state,
    checks: report.checks,
  };
}

/**
 * What operators' probes ask (docs/decisions/0034-operator-signals.md). /api/health is liveness:
 * 200 while the process answers, whatever its dependencies do, so a supervisor restarts only a
 * process that is stuck. /api/ready is readiness: 200 while the database and the image storage
 * answer (Redis, when configured, is `ok` or `degraded`: the shop works without it,
 * docs/decisions/0042-counters-without-redis.md), 503 naming the failing one, and 503 while
 * shutting down, so a load balancer sends work only where it can be done.
 */
export default async function healthRoutes(app: FastifyInstance) {
  addDependencyChecks(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 while the process serves',
        response: { 200: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, status: 'ok' as const };
    },
  );

  r.get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: the database and the storage answer (Redis ok or degraded); 503 naming what does not',
        response: { 200: readyResponseSchema, 503: notReadyResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const report = await app.readiness.report();
      if (report.state === 'ready')
        return { success: true as const, status: 'ready' as const, checks: report.checks };
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(notReady(report));
    },
  );
}
