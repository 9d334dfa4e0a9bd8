// What operators' probes read (docs/decisions/0034-operator-signals.md): GET /api/health says the
// process serves, GET /api/ready says whether it can do its work right now.
import { z } from 'zod';
import { errorResponseSchema } from './api.ts';

/** GET /api/health (liveness): 200 while the process answers at all; it checks nothing else. */
export const healthResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * What one readiness check found: `ok`, `failed` (the dependency answered with an error or not
 * at all), `timeout` (no answer within the check's time) or `degraded` (a dependency the shop
 * works without, such as Redis, failed or timed out: the process is still ready).
 */
export const READINESS_RESULTS = ['ok', 'degraded', 'failed', 'timeout'] as const;
export type ReadinessResult = (typeof READINESS_RESULTS)[number];

/**
 * GET /api/ready, 200: the database and the storage answered; Redis (when configured) is `ok`,
 * or `degraded` while it is away and each process counts its limits on its own.
 */
export const readyResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('ready'),
  checks: z.record(z.string(), z.enum(['ok', 'degraded'])),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;

/**
 * GET /api/ready, 503: the error model's fields, `status` (a check failed, or the process is
 * shutting down and takes no new work) and each check's result; a failing check is named in
 * `message` too. Never a stack or an address: probes and their logs are not private.
 */
export const notReadyResponseSchema = errorResponseSchema.extend({
  status: z.enum(['not_ready', 'shutting_down']),
  checks: z.record(z.string(), z.enum(READINESS_RESULTS)),
});
export type NotReadyResponse = z.infer<typeof notReadyResponseSchema>;
