import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_API_MESSAGES, ACCOUNT_MESSAGES } from '@shop/contracts';
import { passwordResets, users } from '../../db/schema.ts';
import type { RateLimitOptions } from '../../plugins/rate-limits.ts';
import { signUp, signUpAdmin } from '../../test/account-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { useTestApp, type TestApp } from '../../test/test-app.ts';
import { DEVICE_COOKIE, DEVICE_LIFETIME_SECONDS } from './device-cookie.ts';
import { testRedis } from '../../test/redis-fixtures.ts';

// The sign-in device cookie (docs/decisions/0041-device-cookies-and-tracking-limits.md): guesses
// from any number of addresses never lock out a browser that signed in to the account before,
// while every client without that cookie shares one allowance per account. Clients are told apart
// as behind the shop's proxy: the loopback peer names them in X-Forwarded-For (TRUST_PROXY).
// Run with the counters in memory and, when TEST_REDIS_URL is set, in Redis.

const UNTRUSTED_MAX = 6;
const DEVICE_MAX = 3;
const limits: RateLimitOptions['limits'] = {
  loginPerIp: { max: 1_000, minutes: 1 },
  registerPerIp: { max: 1_000, minutes: 1 },
  signInUntrustedPerAccount: { max: UNTRUSTED_MAX, minutes: 60 },
  signInPerDevice: { max: DEVICE_MAX, minutes: 60 },
};

const { redisUrl, keyPrefix } = testRedis('device');
const counters: [string, RateLimitOptions][] = [['memory', { limits }]];
if (redisUrl) counters.push(['Redis', { limits, redisUrl, keyPrefix }]);

afterEach(() => {
  vi.useRealTimers();
});

const NEW_DEVICES_WAIT = {
  code: 'RATE_LIMITED',
  message: ACCOUNT_API_MESSAGES.signInNewDevicesWait,
} as const;
const THIS_DEVICE_WAIT = {
  code: 'RATE_LIMITED',
  message: ACCOUNT_API_MESSAGES.signInThisDeviceWait,
} as const;

/** A fresh IPv6 /64 (a customer line) or IPv4 address for each call. */
let lines = 0;
const freshAddress = () =>
  `2001:db8:${(++lines).toString(16)}:${randomBytes(2).toString('hex')}::1`;

interface Attempt {
  email: string;
  password: string;
  /** The browser's Cookie header (its device cookie), if any. */
  cookie?: string;
  url?: '/api/user/login' | '/api/user/admin';
  headers?: Record<string, string>;
}

const signIn = (t: TestApp, address: string, a: Attempt) =>
  t.app.inject({
    method: 'POST',
    url: a.url ?? '/api/user/login',
    remoteAddress: '127.0.0.1',
    headers: {
      'x-forwarded-for': address,
      ...(a.cookie ? { cookie: a.cookie } : {}),
      ...a.headers,
    },
    payload: { email: a.email, password: a.password },
  });

/** The Set-Cookie lines of the device cookie. */
const deviceSetCookies = (res: LightMyRequestResponse) =>
  [res.headers['set-cookie'] ?? []].flat().filter((c) => c.startsWith(`${DEVICE_COOKIE}=`));

/** What the browser sends back to the sign-in routes: `name=value` of the device cookie. */
function cookieOf(res: LightMyRequestResponse): string {
  const line = deviceSetCookies(res)[0];
  if (!line) throw new Error(`no device cookie in ${JSON.stringify(res.headers['set-cookie'])}`);
  return line.split(';')[0]!;
}

/** Wrong guesses from `addresses` fresh addresses, `each` from every one; answers the statuses. */
async function guessFromMany(t: TestApp, email: string, addresses: number, each: number) {
  const count: Record<number, number> = {};
  for (let a = 0; a < addresses; a++) {
    const address = freshAddress();
    for (let i = 0; i < each; i++) {
      const res = await signIn(t, address, { email, password: `guess-${a}-${i}` });
      count[res.statusCode] = (count[res.statusCode] ?? 0) + 1;
    }
  }
  return count;
}

describe.each(counters)('sign-in device cookies, counters in %s', (_name, rateLimits) => {
  const t = useTestApp({ trustProxy: ['127.0.0.1'], rateLimits });

  it('gives a browser that signs in an HttpOnly, SameSite cookie for the sign-in routes only', async () => {
    const owner = await signUp(t.app, 'Cookie Owner');
    const res = await signIn(t, freshAddress(), owner);
    expect(res.statusCode).toBe(200);
    const lines = deviceSetCookies(res);
    expect(lines).toHaveLength(2);
    for (const [i, path] of ['/api/user/login', '/api/user/admin'].entries()) {
      expect(lines[i]).toContain(`; Path=${path};`);
      expect(lines[i]).toContain(`; Max-Age=${DEVICE_LIFETIME_SECONDS};`);
      expect(lines[i]).toContain('; HttpOnly; SameSite=Strict');
      expect(lines[i]).not.toContain('Secure');
      // Nothing of the account in the clear.
      expect(lines[i]).not.toContain(owner.email.split('@')[0]);
    }
    // Behind a proxy that says the visitor came over https: Secure.
    const https = await signIn(t, freshAddress(), {
      ...owner,
      headers: { 'x-forwarded-proto': 'https' },
    });
    for (const line of deviceSetCookies(https)) expect(line).toMatch(/; Secure$/);
    // A wrong password gets no cookie.
    expect(deviceSetCookies(await signIn(t, freshAddress(), { ...owner, password: 'no' }))).toEqual(
      [],
    );
  });

  it('never refuses the owner with the device cookie, however many /64s guess, and gives those the allowance only', async () => {
    const owner = await signUp(t.app, 'Device Owner');
    const cookie = cookieOf(await signIn(t, freshAddress(), owner));
    // Forty IPv6 /64s, five wrong guesses each: only the allowance reaches the password check.
    const guesses = await guessFromMany(t, owner.email, 40, 5);
    expect(guesses).toEqual({ 401: UNTRUSTED_MAX, 429: 40 * 5 - UNTRUSTED_MAX });
    // Every client without the cookie is now refused, the owner too, from anywhere.
    expectRefusal(await signIn(t, freshAddress(), owner), 429, NEW_DEVICES_WAIT);
    // The owner's browser signs in from a fresh address, and again with its new cookie.
    const first = await signIn(t, freshAddress(), { ...owner, cookie });
    expect(first.statusCode).toBe(200);
    expect(first.json().token).toEqual(expect.any(String));
    const again = await signIn(t, freshAddress(), { ...owner, cookie: cookieOf(first) });
    expect(again.statusCode).toBe(200);
    // A typo on the owner's browser is an ordinary wrong password, not a refusal.
    expectRefusal(
      await signIn(t, freshAddress(), { ...owner, password: 'typo', cookie: cookieOf(again) }),
      401,
      { code: 'UNAUTHENTICATED', message: ACCOUNT_MESSAGES.wrongCredentials },
    );
  });

  it("counts guesses made with the owner's device cookie against that device only", async () => {
    const owner = await signUp(t.app, 'Stolen Cookie');
    const stolen = cookieOf(await signIn(t, freshAddress(), owner));
    const otherDevice = cookieOf(await signIn(t, freshAddress(), owner));
    // The stolen cookie, from a new address each time: its own allowance, then refused.
    for (let i = 0; i < DEVICE_MAX; i++)
      expect(
        (await signIn(t, freshAddress(), { ...owner, password: `g${i}`, cookie: stolen }))
          .statusCode,
      ).toBe(401);
    const refused = await signIn(t, freshAddress(), { ...owner, cookie: stolen });
    expectRefusal(refused, 429, THIS_DEVICE_WAIT);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    // The account's allowance for other clients is untouched, and the owner's other device works.
    const counts = await guessFromMany(t, owner.email, UNTRUSTED_MAX, 1);
    expect(counts).toEqual({ 401: UNTRUSTED_MAX });
    expect((await signIn(t, freshAddress(), { ...owner, cookie: otherDevice })).statusCode).toBe(
      200,
    );
  });

  it('lets at most the device allowance of 20 parallel guesses with one cookie reach the check', async () => {
    const owner = await signUp(t.app, 'Parallel Device');
    const cookie = cookieOf(await signIn(t, freshAddress(), owner));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signIn(t, freshAddress(), { ...owner, password: `p${i}`, cookie }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(DEVICE_MAX);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(20 - DEVICE_MAX);
  });

  it("treats a forged, altered, expired or other account's cookie as none", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const owner = await signUp(t.app, 'Forged Cookie');
    const other = await signUp(t.app, 'Other Account');
    const expired = cookieOf(await signIn(t, freshAddress(), owner));
    vi.setSystemTime(Date.now() + (DEVICE_LIFETIME_SECONDS + 60) * 1000);
    const genuine = cookieOf(await signIn(t, freshAddress(), owner));
    const othersCookie = cookieOf(await signIn(t, freshAddress(), other));
    await guessFromMany(t, owner.email, UNTRUSTED_MAX, 1);
    const [name, value] = genuine.split('=') as [string, string];
    const [nonce, expires, mac] = value.split('.') as [string, string, string];
    const flip = (s: string) => (s.startsWith('A') ? 'B' : 'A') + s.slice(1);
    const later = (Number.parseInt(expires, 36) + 86_400).toString(36);
    for (const [label, cookie] of [
      ['expired', expired],
      ['other account', othersCookie],
      ['altered mac', `${name}=${nonce}.${expires}.${flip(mac)}`],
      ['altered nonce', `${name}=${flip(nonce)}.${expires}.${mac}`],
      ['later expiry', `${name}=${nonce}.${later}.${mac}`],
      ['garbage', `${name}=not-a-token`],
      ['another name', `device=${value}`],
    ])
      expectRefusal(
        await signIn(t, freshAddress(), { ...owner, cookie }),
        429,
        NEW_DEVICES_WAIT,
        label,
      );
    expect((await signIn(t, freshAddress(), { ...owner, cookie: genuine })).statusCode).toBe(200);
  });

  it('keeps several accounts known on one shared browser', async () => {
    const mother = await signUp(t.app, 'Shared Mother');
    const son = await signUp(t.app, 'Shared Son');
    const first = cookieOf(await signIn(t, freshAddress(), mother));
    // The son signs in on the same browser: its cookie now holds both accounts.
    const both = cookieOf(await signIn(t, freshAddress(), { ...son, cookie: first }));
    await guessFromMany(t, mother.email, UNTRUSTED_MAX, 1);
    await guessFromMany(t, son.email, UNTRUSTED_MAX, 1);
    expect((await signIn(t, freshAddress(), { ...mother, cookie: both })).statusCode).toBe(200);
    expect((await signIn(t, freshAddress(), { ...son, cookie: both })).statusCode).toBe(200);
  });

  it('protects the admin sign-in the same way', async () => {
    const admin = await signUpAdmin(t.app, t.db, 'Locked Admin');
    const adminLogin = { ...admin, url: '/api/user/admin' } as const;
    const cookie = cookieOf(await signIn(t, freshAddress(), adminLogin));
    // Guesses at both doors share the account's allowance.
    let checked = 0;
    for (let i = 0; i < 20; i++) {
      const res = await signIn(t, freshAddress(), {
        ...admin,
        password: `g${i}`,
        url: i % 2 ? '/api/user/admin' : '/api/user/login',
      });
      if (res.statusCode === 401) checked++;
      else expectRefusal(res, 429, NEW_DEVICES_WAIT);
    }
    expect(checked).toBe(UNTRUSTED_MAX);
    expectRefusal(await signIn(t, freshAddress(), adminLogin), 429, NEW_DEVICES_WAIT);
    expect((await signIn(t, freshAddress(), { ...adminLogin, cookie })).statusCode).toBe(200);
  });

  it('makes the browser that opens a password reset link a known device', async () => {
    const owner = await signUp(t.app, 'Reset Owner');
    await guessFromMany(t, owner.email, UNTRUSTED_MAX, 1);
    // The link's token, as the e-mail would carry it (password-reset.test.ts follows the mail).
    const token = randomBytes(32).toString('base64url');
    const [user] = await t.db.select().from(users).where(eq(users.email, owner.email));
    await t.db.insert(passwordResets).values({
      id: randomBytes(8).toString('hex'),
      userId: user!.id,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      headers: { 'x-forwarded-for': freshAddress() },
      remoteAddress: '127.0.0.1',
      payload: { token, newPassword: 'a-new-password-9' },
    });
    expect(reset.statusCode).toBe(200);
    const renewed = { ...owner, password: 'a-new-password-9' };
    expectRefusal(await signIn(t, freshAddress(), renewed), 429, NEW_DEVICES_WAIT);
    expect(
      (await signIn(t, freshAddress(), { ...renewed, cookie: cookieOf(reset) })).statusCode,
    ).toBe(200);
  });

  it('gives a browser that signs up a device cookie too', async () => {
    const email = `newcomer.${randomBytes(4).toString('hex')}@example.org`;
    const password = 'correct horse battery';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'New Comer', email, password },
    });
    expect(res.statusCode).toBe(200);
    const cookie = cookieOf(res);
    await guessFromMany(t, email, UNTRUSTED_MAX, 1);
    expect((await signIn(t, freshAddress(), { email, password, cookie })).statusCode).toBe(200);
  });
});

describe('guesses per hour from rotating addresses (counters in memory, clock faked)', () => {
  const t = useTestApp({ trustProxy: ['127.0.0.1'], rateLimits: { limits } });

  it('lets an attacker with a new address for every guess have the allowance per hour, no more', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
    const owner = await signUp(t.app, 'Hourly Owner');
    const cookie = cookieOf(await signIn(t, freshAddress(), owner));
    let checked = 0;
    // Three hours, a guess from a fresh address every 2 minutes; the owner signs in on the hour.
    for (let minute = 0; minute < 180; minute += 2) {
      const res = await signIn(t, freshAddress(), { ...owner, password: `g${minute}` });
      if (res.statusCode === 401) checked++;
      else expectRefusal(res, 429, NEW_DEVICES_WAIT);
      if (minute % 60 === 30)
        expect((await signIn(t, freshAddress(), { ...owner, cookie })).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 2 * 60_000);
    }
    expect(checked).toBe(3 * UNTRUSTED_MAX);
  });
});
