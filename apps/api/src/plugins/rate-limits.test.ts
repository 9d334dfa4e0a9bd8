import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '@shop/contracts';
import { createTestApp, useTestApp, type TestApp } from '../test/test-app.ts';
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

// Two instances behind a load balancer must share one budget: the counters live in Redis.
// CI sets TEST_REDIS_URL (the machine's Redis); without it there is no Redis to test against.
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('limits shared through Redis', () => {
  const apps: TestApp[] = [];
  // A fresh address per run: an earlier run's counters must not leak in.
  const address = `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  beforeAll(async () => {
    for (let i = 0; i < 2; i++)
      apps.push(await createTestApp({ rateLimits: { redisUrl, limits } }));
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

  it("counts an account's failed sign-ins on every instance", async () => {
    const email = `nobody.${randomBytes(4).toString('hex')}@example.org`;
    const login = (t: TestApp, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: `10.8.0.${i + 1}`,
        payload: { email, password: `guess-${i}` },
      });
    for (let i = 0; i < 10; i++) expect((await login(apps[i % 2]!, i)).statusCode).toBe(401);
    expect((await login(apps[0]!, 10)).statusCode).toBe(429);
    expect((await login(apps[1]!, 11)).statusCode).toBe(429);
  });
});
