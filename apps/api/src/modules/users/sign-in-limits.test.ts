import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_API_MESSAGES, ACCOUNT_MESSAGES as M } from '@shop/contracts';
import { signUp } from '../../test/account-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { useTestApp, type TestApp } from '../../test/test-app.ts';

// Sign-in throttling and the per-address limits of sign-in and password reset
// (docs/decisions/0021-client-addresses-and-sign-in-throttling.md), for clients without the
// account's device cookie (none is sent here; device cookies have device-cookies.test.ts). The
// clock is Date, faked and moved by the tests, so a window or a delay passes without any waiting.

const tooMany = { code: 'RATE_LIMITED', message: M.tooManyAttempts } as const;
const email = (name: string) => `${name}.${randomBytes(4).toString('hex')}@example.org`;

/** Moves the faked clock on. */
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const login = (
  t: TestApp,
  remoteAddress: string,
  { email, password }: { email: string; password: string },
  url = '/api/user/login',
) => t.app.inject({ method: 'POST', url, remoteAddress, payload: { email, password } });

const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((count, { statusCode }) => {
    count[statusCode] = (count[statusCode] ?? 0) + 1;
    return count;
  }, {});

describe('sign-in throttling', () => {
  const t = useTestApp({
    rateLimits: {
      // The per-address limits stay out of the way here; they have their own tests below.
      limits: {
        loginPerIp: { max: 1_000, minutes: 1 },
        registerPerIp: { max: 1_000, minutes: 1 },
        signInUntrustedPerAccount: { max: 16, minutes: 60 },
      },
      throttles: {
        signInPerAddress: { free: 5, delaySeconds: 30, maxDelayMinutes: 4, forgetMinutes: 15 },
      },
    },
  });

  it('lets at most 5 of 30 parallel wrong guesses from one address reach the password check', async () => {
    const victim = await signUp(t.app, 'Parallel Victim');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(t, '10.50.0.1', { email: victim.email, password: `guess-${i}` }),
      ),
    );
    // A 401 is an answer after the password check; a 429 was refused before it.
    expect(statuses(answers)).toEqual({ 401: 5, 429: 25 });
  });

  it('lets at most 16 of 30 parallel wrong guesses from 30 addresses reach the password check', async () => {
    const victim = await signUp(t.app, 'Spread Victim');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(t, `10.51.0.${i + 1}`, { email: victim.email, password: `guess-${i}` }),
      ),
    );
    expect(statuses(answers)).toEqual({ 401: 16, 429: 14 });
  });

  it('makes an address that keeps guessing wait, doubling the wait up to its cap, and says how long', async () => {
    const owner = await signUp(t.app, 'Doubling Owner');
    const at = (password: string) => login(t, '10.52.0.1', { email: owner.email, password });
    for (let i = 0; i < 5; i++) expect((await at(`guess-${i}`)).statusCode).toBe(401);
    for (const wait of [30, 60, 120, 240, 240]) {
      const refused = await at('another-guess');
      expectRefusal(refused, 429, tooMany);
      expect(refused.headers['retry-after']).toBe(String(wait));
      // Even the right password waits: the address is refused before any password is checked.
      expect((await at(owner.password)).statusCode).toBe(429);
      advance(wait * 1000 - 1000);
      expect((await at('too-early')).headers['retry-after']).toBe('1');
      advance(1000);
      expect((await at('after-the-wait')).statusCode).toBe(401);
    }
    advance(240_000);
    // After its wait the owner signs in, and the address starts again from nothing.
    expect((await at(owner.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await at(`typo-${i}`)).statusCode).toBe(401);
    expect((await at('typo')).statusCode).toBe(429);
  });

  it("never slows the owner at another address for an attacker's guesses at one", async () => {
    const owner = await signUp(t.app, 'Calm Owner');
    const attacker = (password: string) => login(t, '10.53.0.66', { email: owner.email, password });
    // The address's free guesses, then more over its growing delays.
    let checked = 0;
    for (let i = 0; i < 40 && checked < 8; i++) {
      const res = await attacker(`guess-${i}`);
      if (res.statusCode === 401) checked++;
      else advance(Number(res.headers['retry-after']) * 1000);
    }
    expect(checked).toBe(8);
    expect((await attacker('one-more')).statusCode).toBe(429);
    const owner1 = await login(t, '10.53.0.1', owner);
    expect(owner1.statusCode).toBe(200);
    // Guessing from several addresses of one IPv6 /64 is guessing from one address.
    const victim = await signUp(t.app, 'Sixty Four');
    for (let i = 0; i < 5; i++)
      expect(
        (await login(t, `2001:db8:7:7::${i + 1}`, { ...victim, password: 'x' })).statusCode,
      ).toBe(401);
    expect((await login(t, '2001:db8:7:7:ffff::9', victim)).statusCode).toBe(429);
    expect((await login(t, '2001:db8:7:8::1', victim)).statusCode).toBe(200);
  });

  it('refuses clients without a device cookie once guesses spread over many addresses use up the account', async () => {
    const owner = await signUp(t.app, 'Spread Owner');
    // Four addresses, each under its own free attempts.
    for (let i = 0; i < 16; i++)
      expect((await login(t, `10.54.${i % 4}.1`, { ...owner, password: `g${i}` })).statusCode).toBe(
        401,
      );
    const refused = await login(t, '10.54.9.9', owner);
    expectRefusal(refused, 429, {
      code: 'RATE_LIMITED',
      message: ACCOUNT_API_MESSAGES.signInNewDevicesWait,
    });
    expect(refused.headers['retry-after']).toBe('3600');
    advance(60 * 60_000);
    expect((await login(t, '10.54.9.9', owner)).statusCode).toBe(200);
    // The owner's success is not counted: the account has its whole allowance again.
    for (let i = 0; i < 16; i++)
      expect((await login(t, `10.54.${i % 4}.2`, { ...owner, password: `h${i}` })).statusCode).toBe(
        401,
      );
    expect((await login(t, '10.54.8.8', owner)).statusCode).toBe(429);
  });

  it('counts successes never, and a success clears the failures of its address', async () => {
    const staff = await signUp(t.app, 'Busy Staff');
    const at = (password: string) => login(t, '10.55.0.1', { email: staff.email, password });
    for (let i = 0; i < 20; i++) expect((await at(staff.password)).statusCode, `${i}`).toBe(200);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await at(`typo-${i}`)).statusCode).toBe(401);
      expect((await at(staff.password)).statusCode).toBe(200);
    }
  });

  it('counts the admin sign-in and the customer sign-in of one account together', async () => {
    const account = await signUp(t.app, 'Both Doors');
    for (let i = 0; i < 5; i++)
      await login(t, '10.56.0.1', { email: account.email, password: `g${i}` });
    const admin = await login(t, '10.56.0.1', account, '/api/user/admin');
    expectRefusal(admin, 429, tooMany);
    // The e-mail is counted whatever its case.
    const upper = await login(t, '10.56.0.1', { ...account, email: account.email.toUpperCase() });
    expect(upper.statusCode).toBe(429);
  });
});

describe('per-address limits of sign-in and password reset', () => {
  const t = useTestApp({
    rateLimits: {
      limits: {
        registerPerIp: { max: 1_000, minutes: 1 },
        loginPerIp: { max: 3, minutes: 1 },
        forgotPerIp: { max: 3, minutes: 10 },
        forgotPerEmail: { max: 2, minutes: 15 },
      },
    },
  });
  const post = (url: string, remoteAddress: string, payload: object) =>
    t.app.inject({ method: 'POST', url, remoteAddress, payload });

  it('limits sign-ins per address, and lets them through again after the window', async () => {
    const attempt = (address: string) =>
      post('/api/user/login', address, { email: email('nobody'), password: 'a-guess' });
    for (let i = 0; i < 3; i++) expect((await attempt('10.60.0.1')).statusCode).toBe(401);
    const refused = await attempt('10.60.0.1');
    expectRefusal(refused, 429, tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('10.60.0.2')).statusCode).toBe(401);
    advance(59_000);
    expect((await attempt('10.60.0.1')).statusCode).toBe(429);
    advance(1_000);
    expect((await attempt('10.60.0.1')).statusCode).toBe(401);
  });

  it('counts an IPv6 /64 as one address, and an IPv4-mapped address as its IPv4 address', async () => {
    const attempt = (address: string) =>
      post('/api/user/login', address, { email: email('nobody'), password: 'a-guess' });
    for (const address of ['2001:db8:60::1', '2001:db8:60::2', '2001:db8:60:0:ffff::3'])
      expect((await attempt(address)).statusCode).toBe(401);
    expect((await attempt('2001:db8:60::4')).statusCode).toBe(429);
    expect((await attempt('2001:db8:60:1::1')).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) expect((await attempt('10.61.0.1')).statusCode).toBe(401);
    expect((await attempt('::ffff:10.61.0.1')).statusCode).toBe(429);
  });

  it('limits reset requests per e-mail, and lets them through again after the window', async () => {
    const address = email('forgetful');
    const forgot = (remote: string) =>
      post('/api/user/forgot-password', remote, { email: address });
    expect((await forgot('10.62.0.1')).statusCode).toBe(200);
    expect((await forgot('10.62.0.2')).statusCode).toBe(200);
    const refused = await forgot('10.62.0.3');
    expectRefusal(refused, 429, tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    advance(15 * 60_000);
    expect((await forgot('10.62.0.4')).statusCode).toBe(200);
  });

  it('limits reset requests and new passwords per address, and lets them through after the window', async () => {
    const forgot = (remote: string) =>
      post('/api/user/forgot-password', remote, { email: email('someone') });
    const reset = (remote: string) =>
      post('/api/user/reset-password', remote, {
        token: randomBytes(32).toString('base64url'),
        newPassword: 'a-new-password',
      });
    for (let i = 0; i < 3; i++) {
      expect((await forgot('10.63.0.1')).statusCode).toBe(200);
      expect((await reset('10.63.0.1')).statusCode).toBe(400);
    }
    const refused = await forgot('10.63.0.1');
    expectRefusal(refused, 429, tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectRefusal(await reset('10.63.0.1'), 429, tooMany);
    expect((await forgot('10.63.0.2')).statusCode).toBe(200);
    expect((await reset('10.63.0.2')).statusCode).toBe(400);
    advance(10 * 60_000);
    expect((await forgot('10.63.0.1')).statusCode).toBe(200);
    expect((await reset('10.63.0.1')).statusCode).toBe(400);
  });
});
