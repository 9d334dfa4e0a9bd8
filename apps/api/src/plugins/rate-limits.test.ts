import { randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '@shop/contracts';
import { createTestApp, useTestApp, type TestApp } from '../test/test-app.ts';
import { signUp } from '../test/account-fixtures.ts';
import { expectRefusal } from '../test/refusals.ts';

const register = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    remoteAddress,
    headers,
    payload: {
      name: 'Lado Wani',
      email: `lado.${randomBytes(4).toString('hex')}@example.org`,
      password: 'a-long-password',
    },
  });

// Small limits so the test needs few requests; the production numbers live in DEFAULT_LIMITS.
const limits = { registerPerIp: { max: 2, minutes: 10 } };

describe('limits per client address', () => {
  const t = useTestApp({ rateLimits: { limits } });

  it('answers 429 to one address past its limit while another address goes on', async () => {
    expect((await register(t, '10.0.0.1')).statusCode).toBe(200);
    expect((await register(t, '10.0.0.1')).statusCode).toBe(200);
    const blocked = await register(t, '10.0.0.1');
    expectRefusal(blocked, 429, { code: 'RATE_LIMITED', message: M.tooManyAttempts });
    expect((await register(t, '10.0.0.2')).statusCode).toBe(200);
  });

  it("believes the storefront's forwarded visitor address only with this process's key", async () => {
    // The storefront's route actions call the API from the loopback, naming the visitor.
    const forwarded = (visitor: string, key = t.app.forwardKey) => ({
      'x-shop-client-ip': visitor,
      'x-shop-forward-key': key,
    });
    expect((await register(t, '127.0.0.1', forwarded('10.0.1.1'))).statusCode).toBe(200);
    expect((await register(t, '127.0.0.1', forwarded('10.0.1.1'))).statusCode).toBe(200);
    expect((await register(t, '127.0.0.1', forwarded('10.0.1.1'))).statusCode).toBe(429);
    expect((await register(t, '127.0.0.1', forwarded('10.0.1.2'))).statusCode).toBe(200);
    // Anyone else naming an address is counted under their own.
    expect((await register(t, '10.0.2.1', forwarded('10.0.3.1', 'guess'))).statusCode).toBe(200);
    expect((await register(t, '10.0.2.1', forwarded('10.0.3.2', 'guess'))).statusCode).toBe(200);
    expect((await register(t, '10.0.2.1', forwarded('10.0.3.3', 'guess'))).statusCode).toBe(429);
  });
});

describe('client addresses behind proxies (TRUST_PROXY)', () => {
  describe('a number of proxies', () => {
    const t = useTestApp({ trustProxy: 1, rateLimits: { limits } });

    it('counts the address the proxy saw, whatever the client wrote in front of it', async () => {
      // The proxy on the loopback appends the address it saw; a client forging entries before it
      // (a new one each time) is still counted under its own address.
      const via = (xff: string) => register(t, '127.0.0.1', { 'x-forwarded-for': xff });
      expect((await via('203.0.113.1, 10.70.0.1')).statusCode).toBe(200);
      expect((await via('203.0.113.2, 10.70.0.1')).statusCode).toBe(200);
      expect((await via('203.0.113.3, 10.70.0.1')).statusCode).toBe(429);
      expect((await via('10.70.0.1')).statusCode).toBe(429);
      // Each customer behind the proxy is counted on their own (as the load test's customers are).
      expect((await via('10.70.0.2')).statusCode).toBe(200);
      expect((await via('10.70.0.3')).statusCode).toBe(200);
    });
  });

  describe('a list of proxy addresses', () => {
    const t = useTestApp({ trustProxy: ['127.0.0.1', '10.0.0.0/8'], rateLimits: { limits } });

    it('believes X-Forwarded-For from a listed proxy only, and the right-most address it did not list', async () => {
      const from = (peer: string, xff: string) => register(t, peer, { 'x-forwarded-for': xff });
      // Through the listed proxies: each customer on their own.
      for (let i = 1; i <= 3; i++)
        expect((await from('127.0.0.1', `203.0.113.${i}`)).statusCode).toBe(200);
      expect((await from('127.0.0.1', '203.0.113.1, 10.1.1.1')).statusCode).toBe(200);
      expect((await from('127.0.0.1', '203.0.113.1')).statusCode).toBe(429);
      // A forged left-most entry does not choose the address.
      expect((await from('127.0.0.1', '198.51.100.7, 203.0.113.2')).statusCode).toBe(200);
      expect((await from('127.0.0.1', '198.51.100.8, 203.0.113.2')).statusCode).toBe(429);
      // A peer that is not a listed proxy is the client itself, whatever it writes.
      expect((await from('192.0.2.10', '203.0.113.50')).statusCode).toBe(200);
      expect((await from('192.0.2.10', '203.0.113.51')).statusCode).toBe(200);
      expect((await from('192.0.2.10', '203.0.113.52')).statusCode).toBe(429);
    });
  });
});

// Two instances behind a load balancer must share one budget: the counters live in Redis.
// CI sets TEST_REDIS_URL (the machine's Redis); without it there is no Redis to test against.
// Each run writes under a key prefix of its own and removes its keys afterwards.
const redisUrl = process.env.TEST_REDIS_URL;
const keyPrefix = `shop-test-${randomBytes(6).toString('hex')}-`;
afterAll(async () => {
  if (!redisUrl) return;
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${keyPrefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

const login = (t: TestApp, remoteAddress: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress,
    payload: { email, password },
  });

describe.runIf(redisUrl)('limits shared through Redis', () => {
  const apps: TestApp[] = [];
  const address = '10.9.0.1';
  beforeAll(async () => {
    for (let i = 0; i < 2; i++)
      apps.push(await createTestApp({ rateLimits: { redisUrl, keyPrefix, limits } }));
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('counts requests to both instances against one limit', async () => {
    expect((await register(apps[0]!, address)).statusCode).toBe(200);
    expect((await register(apps[1]!, address)).statusCode).toBe(200);
    expect((await register(apps[0]!, address)).statusCode).toBe(429);
    expect((await register(apps[1]!, address)).statusCode).toBe(429);
  });

  it("counts an account's sign-ins from many addresses on every instance", async () => {
    const email = `nobody.${randomBytes(4).toString('hex')}@example.org`;
    // The account's 20 attempts (DEFAULT_THROTTLES), each from an address of its own.
    for (let i = 0; i < 20; i++)
      expect((await login(apps[i % 2]!, `10.8.0.${i + 1}`, email, `guess-${i}`)).statusCode).toBe(
        401,
      );
    expect((await login(apps[0]!, '10.8.1.1', email, 'guess')).statusCode).toBe(429);
    expect((await login(apps[1]!, '10.8.1.2', email, 'guess')).statusCode).toBe(429);
  });

  it('lets at most 5 of 30 parallel guesses from one address through, across instances', async () => {
    const email = `nobody.${randomBytes(4).toString('hex')}@example.org`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(apps[i % 2]!, '10.8.2.1', email, `guess-${i}`)),
    );
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(25);
  });
});

/** A TCP relay to Redis that the test can cut and restore, standing for Redis going away. */
function redisRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  let port = 0;
  return {
    get url() {
      return `redis://127.0.0.1:${port}`;
    },
    async open() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
    },
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

/** Resolves on `event`, or fails after `ms` (a bounded wait, never a timed assertion). */
function eventOf(emitter: EventEmitter, event: string, ms = 10_000) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    emitter.once(event, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

describe.runIf(redisUrl)('when Redis goes away', () => {
  const relay = redisRelay(new URL(redisUrl ?? 'redis://127.0.0.1:6379'));
  let t: TestApp;
  beforeAll(async () => {
    await relay.open();
    t = await createTestApp({
      rateLimits: {
        redisUrl: relay.url,
        keyPrefix,
        limits: { registerPerIp: { max: 100, minutes: 10 }, loginPerIp: { max: 3, minutes: 1 } },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await relay.cut();
  });

  it('skips the limits (logged) while it is away and counts again once it is back', async () => {
    const owner = await signUp(t.app, 'Redis Owner');
    const redis = t.app.limits.redis!;
    expect(redis.status).toBe('ready');
    const guesses = (address: string, n: number) =>
      Promise.all(Array.from({ length: n }, (_, i) => login(t, address, owner.email, `g-${i}`)));
    expect((await guesses('10.9.1.1', 4)).map((r) => r.statusCode).sort()).toEqual([
      401, 401, 401, 429,
    ]);

    const warn = vi.spyOn(t.app.log, 'warn');
    const closed = eventOf(redis, 'close');
    await relay.cut();
    await closed;
    // Past every limit, and still no 500: the guesses are checked, the owner signs in.
    for (const res of await guesses('10.9.1.1', 8)) expect(res.statusCode).toBe(401);
    expect((await login(t, '10.9.1.1', owner.email, owner.password)).statusCode).toBe(200);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email: owner.email },
    });
    expect(forgot.statusCode).toBe(200);
    expect(warn).toHaveBeenCalledWith(
      expect.anything(),
      expect.stringContaining('limits are skipped until it is back'),
    );

    const ready = eventOf(redis, 'ready');
    await relay.open();
    await ready;
    expect((await guesses('10.9.2.1', 4)).map((r) => r.statusCode).sort()).toEqual([
      401, 401, 401, 429,
    ]);
  });
});
