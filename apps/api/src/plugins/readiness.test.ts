import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import readiness from './readiness.ts';

let app: ReturnType<typeof Fastify> | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function withChecks(timeoutMs = 50) {
  app = Fastify({ logger: false });
  await app.register(readiness, { timeoutMs });
  return app;
}

describe('readiness checks', () => {
  it('are ready when every check resolves, and name each one', async () => {
    const app = await withChecks();
    app.readiness.add('database', async () => 1);
    app.readiness.add('storage', async () => undefined);
    expect(await app.readiness.report()).toEqual({
      state: 'ready',
      checks: { database: 'ok', storage: 'ok' },
    });
  });

  it('name what failed or took too long, and still report the others', async () => {
    const app = await withChecks(50);
    app.readiness.add('database', async () => 1);
    app.readiness.add('redis', () => Promise.reject(new Error('ECONNREFUSED')));
    app.readiness.add('storage', () => new Promise(() => {}));
    app.readiness.add('throws', () => {
      throw new Error('at once');
    });
    // Bounded by the time limit, not by the check that never answers: on a clock the test moves,
    // the report is still out 1 ms before the limit and in at the limit, however slow the machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let report: unknown;
      void app.readiness.report().then((r: unknown) => (report = r));
      await vi.advanceTimersByTimeAsync(49);
      expect(report).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(report).toEqual({
        state: 'not_ready',
        checks: { database: 'ok', redis: 'failed', storage: 'timeout', throws: 'failed' },
        failing: ['redis', 'storage', 'throws'],
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('call an optional dependency that fails degraded, and stay ready unless another fails', async () => {
    const app = await withChecks(50);
    let databaseUp = true;
    app.readiness.add('database', async () => {
      if (!databaseUp) throw new Error('ECONNREFUSED');
    });
    app.readiness.add('redis', () => Promise.reject(new Error('ECONNREFUSED')), {
      optional: true,
    });
    app.readiness.add('slow-optional', () => new Promise(() => {}), { optional: true });
    expect(await app.readiness.report()).toEqual({
      state: 'ready',
      checks: { database: 'ok', redis: 'degraded', 'slow-optional': 'degraded' },
    });
    databaseUp = false;
    expect(await app.readiness.report()).toEqual({
      state: 'not_ready',
      checks: { database: 'failed', redis: 'degraded', 'slow-optional': 'degraded' },
      failing: ['database'],
    });
  });

  it('share one run between probes that ask at the same time', async () => {
    const app = await withChecks(1_000);
    let runs = 0;
    app.readiness.add('database', async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    const reports = await Promise.all([1, 2, 3].map(() => app.readiness.report()));
    expect(runs).toBe(1);
    for (const report of reports) expect(report.state).toBe('ready');
    await app.readiness.report();
    expect(runs).toBe(2);
  });

  it('refuse a second check of the same name', async () => {
    const app = await withChecks();
    app.readiness.add('database', async () => 1);
    expect(() => app.readiness.add('database', async () => 1)).toThrow(/exists already/);
  });

  it('say shutting down once drained or closing, without asking the dependencies', async () => {
    const app = await withChecks();
    let asked = 0;
    app.readiness.add('database', async () => (asked += 1));
    expect(app.readiness.draining).toBe(false);
    app.readiness.drain();
    expect(app.readiness.draining).toBe(true);
    expect(await app.readiness.report()).toEqual({ state: 'shutting_down', checks: {} });
    expect(asked).toBe(0);

    const closing = Fastify({ logger: false });
    await closing.register(readiness, {});
    await closing.ready();
    await closing.close();
    expect(closing.readiness.draining).toBe(true);
  });
});
