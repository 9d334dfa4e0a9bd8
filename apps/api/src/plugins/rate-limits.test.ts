import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '@shop/contracts';
import { createTestApp, useTestApp, type TestApp } from '../test/test-app.ts';
import { signUp } from '../test/account-fixtures.ts';
import { expectRefusal } from '../test/refusals.ts';
import { eventOf, redisRelay } from '../test/redis-relay.ts';
import { testRedis } from '../test/redis-fixtures.ts';

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
const { redisUrl, keyPrefix } = testRedis('limits');

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

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123';
const redisUp = async (t: TestApp) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return /^redis_up (\d)$/m.exec(res.body)?.[1];
};
/** The statuses of `n` requests sent one after the other. */
const statuses = async (n: number, send: (i: number) => Promise<{ statusCode: number }>) => {
  const answers: number[] = [];
  for (let i = 0; i < n; i++) answers.push((await send(i)).statusCode);
  return answers;
};
const readiness = async (t: TestApp) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
  return { status: res.statusCode, checks: res.json().checks };
};

// Redis is a shared counter, not the shop's data (docs/decisions/0042-counters-without-redis.md):
// while it is away the process stays ready and every limit counts in its own memory.
describe.runIf(redisUrl)('when Redis goes away', () => {
  const relay = redisRelay(new URL(redisUrl ?? 'redis://127.0.0.1:6379'));
  const goneLimits = {
    registerPerIp: { max: 2, minutes: 10 },
    forgotPerEmail: { max: 2, minutes: 15 },
  };
  // `cut` reaches Redis through the relay; `direct` shares its Redis without it.
  let cut: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    await relay.open();
    cut = await createTestApp({
      rateLimits: { redisUrl: relay.url, keyPrefix, limits: goneLimits },
      metrics: { token: METRICS_TOKEN },
    });
    direct = await createTestApp({ rateLimits: { redisUrl, keyPrefix, limits: goneLimits } });
  });
  afterAll(async () => {
    await cut?.close();
    await direct?.close();
    await relay.cut();
  });

  it('counts in the process while it is away (ready, degraded), then in Redis again', async () => {
    const owner = await signUp(cut.app, 'Redis Owner');
    const redis = cut.app.limits.redis!;
    expect(redis.status).toBe('ready');
    expect(await readiness(cut)).toEqual({
      status: 200,
      checks: { database: 'ok', redis: 'ok', storage: 'ok' },
    });
    expect(await redisUp(cut)).toBe('1');

    const warn = vi.spyOn(cut.app.log, 'warn');
    const gone = eventOf(redis, 'reconnecting');
    await relay.cut();
    await gone;
    expect(await readiness(cut)).toEqual({
      status: 200,
      checks: { database: 'ok', redis: 'degraded', storage: 'ok' },
    });
    expect(await redisUp(cut)).toBe('0');
    expect(warn).toHaveBeenCalledWith(
      expect.anything(),
      expect.stringContaining('each process counts on its own'),
    );

    // Every kind of counter still refuses past its limit, from the process's memory.
    // A route's limit per address:
    expect(await statuses(3, () => register(cut, '10.9.3.1'))).toEqual([200, 200, 429]);
    // A limit per e-mail (createRateLimit):
    const forgot = () =>
      cut.app.inject({
        method: 'POST',
        url: '/api/user/forgot-password',
        remoteAddress: '10.9.3.2',
        payload: { email: owner.email },
      });
    expect(await statuses(3, forgot)).toEqual([200, 200, 429]);
    // The sign-in throttle (5 free attempts per account and address):
    const guess = (i: number) => login(cut, '10.9.3.3', owner.email, `guess-${i}`);
    expect(await statuses(6, guess)).toEqual([401, 401, 401, 401, 401, 429]);
    // No lock-out: the owner signs in from elsewhere.
    expect((await login(cut, '10.9.3.4', owner.email, owner.password)).statusCode).toBe(200);

    const back = eventOf(redis, 'ready');
    await relay.open();
    await back;
    expect(await readiness(cut)).toEqual({
      status: 200,
      checks: { database: 'ok', redis: 'ok', storage: 'ok' },
    });
    expect(await redisUp(cut)).toBe('1');
    // The counts are shared in Redis again: two instances, one budget.
    expect((await register(cut, '10.9.4.1')).statusCode).toBe(200);
    expect((await register(direct, '10.9.4.1')).statusCode).toBe(200);
    expect((await register(cut, '10.9.4.1')).statusCode).toBe(429);
    expect((await register(direct, '10.9.4.1')).statusCode).toBe(429);
    // What was counted in memory during the outage was dropped, not merged (decision 0042).
    expect((await register(cut, '10.9.3.1')).statusCode).toBe(200);
  });

  it('counts in the process while Redis hangs (its commands time out), then in Redis again', async () => {
    expect(cut.app.limits.redis!.status).toBe('ready');
    relay.pause();
    try {
      expect(await statuses(3, () => register(cut, '10.9.5.1'))).toEqual([200, 200, 429]);
      expect((await readiness(cut)).checks.redis).toBe('degraded');
      expect(await redisUp(cut)).toBe('0');
    } finally {
      relay.resume();
    }
    // The readiness PING gets through: the counters are back in Redis.
    expect(await readiness(cut)).toEqual({
      status: 200,
      checks: { database: 'ok', redis: 'ok', storage: 'ok' },
    });
    expect(await redisUp(cut)).toBe('1');
    expect((await register(direct, '10.9.6.1')).statusCode).toBe(200);
    expect((await register(cut, '10.9.6.1')).statusCode).toBe(200);
    expect((await register(direct, '10.9.6.1')).statusCode).toBe(429);
  });
});
