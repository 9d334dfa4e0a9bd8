import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ReadinessResult } from '@shop/contracts';

/** A dependency's check: resolves when it can do its work now, rejects (or hangs) when not. */
export type ReadinessCheck = () => Promise<unknown>;

/** What a run of every check found. */
export type ReadinessReport =
  | { state: 'ready'; checks: Record<string, 'ok' | 'degraded'> }
  | { state: 'not_ready'; checks: Record<string, ReadinessResult>; failing: string[] }
  | { state: 'shutting_down'; checks: Record<string, ReadinessResult> };

export interface CheckOptions {
  /**
   * The shop works without this dependency (Redis: each process then counts its own limits): when
   * it fails the check says `degraded` and the process stays ready.
   */
  optional?: boolean;
}

export interface Readiness {
  /** Adds a check under `name` (database, redis, storage...); each name once. */
  add(name: string, check: ReadinessCheck, options?: CheckOptions): void;
  /** Runs every check at once, each within the time limit; concurrent calls share one run. */
  report(): Promise<ReadinessReport>;
  /**
   * From now on the process is shutting down: it is not ready whatever the checks say, so a load
   * balancer stops sending it new work while it still answers what it has (server.ts, on SIGTERM).
   * Also set when the app starts closing.
   */
  drain(): void;
  readonly draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export interface ReadinessOptions {
  /** How long one check may take before it counts as failed (2 s by default). */
  timeoutMs?: number;
}

export const CHECK_TIMEOUT_MS = 2_000;

const TIMED_OUT = Symbol('timed out');

/** `check`'s result within `ms`: a check that hangs (a database that never answers) fails. */
async function bounded(check: ReadinessCheck, ms: number): Promise<ReadinessResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(resolve, ms, TIMED_OUT);
  });
  try {
    const outcome = await Promise.race([Promise.resolve().then(check), late]);
    return outcome === TIMED_OUT ? 'timeout' : 'ok';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Tells the log when a check starts failing and when it recovers, once each: probes ask every few
 * seconds, and a line per probe would bury everything else during an outage.
 */
function transitions(log: FastifyBaseLogger) {
  const failing = new Set<string>();
  return (name: string, result: ReadinessResult, err?: unknown) => {
    if (result === 'ok') {
      if (failing.delete(name)) log.info(`readiness: ${name} is back`);
      return;
    }
    if (failing.has(name)) return;
    failing.add(name);
    log.warn({ err, check: name, result }, `readiness: ${name} ${result}`);
  };
}

/**
 * The registry of readiness checks behind GET /api/ready (modules/health): each dependency adds
 * its check by name, and a report runs them all in parallel, each bounded in time.
 */
export default fp(async function readiness(app: FastifyInstance, opts: ReadinessOptions) {
  const timeoutMs = opts.timeoutMs ?? CHECK_TIMEOUT_MS;
  const checks = new Map<string, ReadinessCheck & CheckOptions>();
  const note = transitions(app.log);
  let draining = false;
  let running: Promise<ReadinessReport> | null = null;

  async function runAll(): Promise<ReadinessReport> {
    const entries = [...checks];
    const results = await Promise.all(
      entries.map(async ([name, check]) => {
        let result: ReadinessResult;
        let error: unknown;
        try {
          result = await bounded(check, timeoutMs);
        } catch (err) {
          result = 'failed';
          error = err;
        }
        if (check.optional && result !== 'ok') result = 'degraded';
        note(name, result, error);
        return [name, result] as const;
      }),
    );
    const found = Object.fromEntries(results) as Record<string, ReadinessResult>;
    if (draining) return { state: 'shutting_down', checks: found };
    const failing = results
      .filter(([, result]) => result !== 'ok' && result !== 'degraded')
      .map(([name]) => name);
    return failing.length
      ? { state: 'not_ready', checks: found, failing }
      : { state: 'ready', checks: found as Record<string, 'ok' | 'degraded'> };
  }

  app.decorate('readiness', {
    add(name, check, options = {}) {
      if (checks.has(name)) throw new Error(`readiness: a check named ${name} exists already`);
      checks.set(
        name,
        Object.assign(() => check(), options),
      );
    },
    report() {
      // Shutting down: nothing to ask the dependencies, the answer is no.
      if (draining) return Promise.resolve({ state: 'shutting_down', checks: {} });
      running ??= runAll().finally(() => {
        running = null;
      });
      return running;
    },
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  } satisfies Readiness);

  app.addHook('preClose', async () => {
    draining = true;
  });
});
