import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notReadyResponseSchema, readyResponseSchema } from '@shop/contracts';
import { createTestApp, openTestDatabase, useTestApp, type TestApp } from '../../test/test-app.ts';

/** A port on 127.0.0.1 that nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const ready = (app: TestApp['app']) => app.inject({ method: 'GET', url: '/api/ready' });
const health = (app: TestApp['app']) => app.inject({ method: 'GET', url: '/api/health' });

describe('health and readiness', () => {
  const t = useTestApp();

  it('answers liveness with 200, never kept by a cache', async () => {
    const res = await health(t.app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is ready when the database and the storage answer (no Redis configured)', async () => {
    const res = await ready(t.app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      status: 'ready',
      checks: { database: 'ok', storage: 'ok' },
    });
    expect(readyResponseSchema.parse(res.json())).toBeTruthy();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('names a failing dependency in a 503, without its error', async () => {
    // A check added like any dependency's, failing with a message that must not be sent.
    let failing = false;
    t.app.readiness.add('probe-test', async () => {
      if (failing) throw new Error('password=hunter2 at 10.0.0.5:6379');
    });
    expect((await ready(t.app)).statusCode).toBe(200);
    failing = true;
    const res = await ready(t.app);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    const body = notReadyResponseSchema.parse(res.json());
    expect(body).toEqual({
      success: false,
      code: 'UNAVAILABLE',
      message: 'Not ready: probe-test is unavailable',
      status: 'not_ready',
      checks: { database: 'ok', storage: 'ok', 'probe-test': 'failed' },
      requestId: res.headers['x-request-id'],
    });
    expect(res.body).not.toMatch(/hunter2|10\.0\.0\.5|at /);
    // Liveness does not depend on it.
    expect((await health(t.app)).statusCode).toBe(200);
    failing = false;
    expect((await ready(t.app)).statusCode).toBe(200);
  });
});

describe('readiness with the database gone', () => {
  let app: TestApp | undefined;
  afterAll(() => app?.close());

  it('answers 503 naming the database while liveness stays 200', async () => {
    const { handle, drop } = await openTestDatabase(1);
    app = await createTestApp({ database: handle });
    expect((await ready(app.app)).statusCode).toBe(200);
    // The handle closed under the app: every query fails, as with a database that went away.
    await drop();
    const res = await ready(app.app);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'UNAVAILABLE',
      status: 'not_ready',
      message: 'Not ready: database is unavailable',
      checks: { database: 'failed', storage: 'ok' },
    });
    expect((await health(app.app)).statusCode).toBe(200);
  });
});

describe('readiness with Redis configured', () => {
  const TOKEN = 'metrics-token-for-the-tests-0123';
  let down: TestApp | undefined;
  beforeAll(async () => {
    // Nothing answers on Redis's port from the start: the limits and the cache announcements
    // both use it. Start-up must not wait for it (the subscription used to hold it ten seconds,
    // past the plugin's time limit).
    const redisUrl = `redis://127.0.0.1:${await closedPort()}`;
    down = await createTestApp({
      rateLimits: { redisUrl, limits: { registerPerIp: { max: 2, minutes: 10 } } },
      cache: { versions: { pollMs: 50, redisUrl } },
      metrics: { token: TOKEN },
    });
  });
  afterAll(() => down?.close());

  it('stays ready with Redis degraded when nothing answers on its port, and says so in /metrics', async () => {
    const res = await ready(down!.app);
    expect(res.statusCode).toBe(200);
    expect(readyResponseSchema.parse(res.json())).toEqual({
      success: true,
      status: 'ready',
      checks: { database: 'ok', redis: 'degraded', storage: 'ok' },
    });
    const metrics = await down!.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(metrics.body).toMatch(/^redis_up 0$/m);
  });

  it("still refuses past a limit, counting in the process's own memory", async () => {
    const register = (i: number) =>
      down!.app.inject({
        method: 'POST',
        url: '/api/user/register',
        remoteAddress: '10.44.0.1',
        payload: { name: 'Ayen Deng', email: `ayen.${i}@example.org`, password: 'a-long-password' },
      });
    expect((await register(1)).statusCode).toBe(200);
    expect((await register(2)).statusCode).toBe(200);
    expect((await register(3)).statusCode).toBe(429);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  describe.runIf(redisUrl)('and running', () => {
    const t = useTestApp({ rateLimits: { redisUrl, keyPrefix: 'shop-test-ready-' } });

    it('checks it with a PING', async () => {
      const res = await ready(t.app);
      expect(res.statusCode).toBe(200);
      expect(res.json().checks).toEqual({ database: 'ok', redis: 'ok', storage: 'ok' });
    });
  });
});

describe('readiness while shutting down', () => {
  const t = useTestApp();

  it('answers 503 once drained, while everything else is still served', async () => {
    expect((await ready(t.app)).statusCode).toBe(200);
    t.app.readiness.drain();
    const res = await ready(t.app);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      success: false,
      code: 'UNAVAILABLE',
      message: 'Shutting down: no new work is taken',
      status: 'shutting_down',
      checks: {},
      requestId: res.headers['x-request-id'],
    });
    expect((await health(t.app)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(200);
  });
});
