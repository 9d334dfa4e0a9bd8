import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '@shop/contracts';
import { users } from '../../db/schema.ts';
import { signUp } from '../../test/account-fixtures.ts';
import { TEST_JWT_SECRET, useTestApp } from '../../test/test-app.ts';
import { ADMIN_PASSWORD_FILE, DEFAULT_ADMIN_EMAIL, ensureAdmin } from './admin-bootstrap.ts';
import { expectRefusal, expectSignInRequired } from '../../test/refusals.ts';

const t = useTestApp();

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const profile = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/user/profile', headers });

describe('register and login', () => {
  it('signs a customer up (a role in the body is ignored) and logs them in', async () => {
    const res = await post('/api/user/register', {
      name: ' Nyandeng Garang ',
      email: 'Nyandeng@Example.ORG',
      password: 'a-long-password',
      role: 'admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: expect.any(String),
      token: expect.any(String),
      role: 'customer',
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'nyandeng@example.org'));
    expect(row?.role).toBe('customer');
    expect(row?.name).toBe('Nyandeng Garang');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    const login = await post('/api/user/login', {
      email: 'NYANDENG@example.org',
      password: 'a-long-password',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ success: true, role: 'customer' });
    const me = await profile({ token: login.json<{ token: string }>().token });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      name: 'Nyandeng Garang',
      email: 'nyandeng@example.org',
      role: 'customer',
      gender: '',
      preferences: [],
      profilePicture: '',
    });
    expect(new Date(me.json().user.joinedDate).toISOString()).toBe(me.json().user.joinedDate);
    expect(me.json().user).not.toHaveProperty('passwordHash');
    // Bearer works as well as the token header.
    const bearer = await profile({
      authorization: `Bearer ${login.json<{ token: string }>().token}`,
    });
    expect(bearer.statusCode).toBe(200);
  });

  it('refuses a second account for an address in another case', async () => {
    const { email } = await signUp(t.app);
    const res = await post('/api/user/register', {
      name: 'Someone',
      email: email.toUpperCase(),
      password: 'another-password',
    });
    expectRefusal(res, 409, {
      code: 'CONFLICT',
      message: M.emailTaken,
      errors: { email: M.emailTaken },
    });
  });

  it('refuses a short password and a bad e-mail with readable messages', async () => {
    const short = await post('/api/user/register', {
      name: 'A',
      email: 'a@example.org',
      password: 'short',
    });
    expectRefusal(short, 400, {
      code: 'VALIDATION',
      message: M.passwordTooShort,
      errors: { password: M.passwordTooShort },
    });
    const bad = await post('/api/user/login', { email: 'nope', password: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      code: 'VALIDATION',
      errors: { email: expect.any(String) },
    });
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const { email } = await signUp(t.app);
    const wrong = await post('/api/user/login', { email, password: 'not-the-password' });
    const unknown = await post('/api/user/login', {
      email: 'nobody@example.org',
      password: 'not-the-password',
    });
    for (const res of [wrong, unknown]) {
      expectRefusal(res, 401, { code: 'UNAUTHENTICATED', message: M.wrongCredentials });
    }
  });
});

describe('admin', () => {
  it('creates the first admin once, its random password in a file only its owner reads', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-'));
    try {
      const logs: string[] = [];
      const first = await ensureAdmin(t.db, { dataDir, log: (m) => logs.push(m) });
      expect(first.created).toBe(true);
      expect(first.email).toBe(DEFAULT_ADMIN_EMAIL);
      const file = path.join(dataDir, ADMIN_PASSWORD_FILE);
      expect(first.passwordFile).toBe(file);
      const password = fs.readFileSync(file, 'utf8').trim();
      expect(password).toBe(first.password);
      expect(password.length).toBeGreaterThanOrEqual(20);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // The log names the file, never the password.
      expect(logs).toEqual([
        `Admin account ${DEFAULT_ADMIN_EMAIL} created; its password is in ${file} (readable only by this user); delete the file after signing in.`,
      ]);
      expect(logs.join('\n')).not.toContain(password);
      const again = await ensureAdmin(t.db, {
        email: 'x@example.org',
        dataDir,
        log: (m) => logs.push(m),
      });
      expect(again.created).toBe(false);
      expect(logs).toHaveLength(1);

      const admin = await post('/api/user/admin', { email: DEFAULT_ADMIN_EMAIL, password });
      expect(admin.statusCode).toBe(200);
      expect(admin.json()).toMatchObject({ success: true, role: 'admin' });
      // An admin may also use the customer login; the client routes by role.
      const asCustomer = await post('/api/user/login', { email: DEFAULT_ADMIN_EMAIL, password });
      expect(asCustomer.json().role).toBe('admin');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses customer credentials and wrong passwords on the admin login', async () => {
    const { email, password } = await signUp(t.app);
    for (const body of [
      { email, password },
      { email: DEFAULT_ADMIN_EMAIL, password: 'wrong-password' },
    ]) {
      const res = await post('/api/user/admin', body);
      expectRefusal(res, 401, { code: 'UNAUTHENTICATED', message: M.notAnAdmin });
    }
  });
});

describe('sessions', () => {
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

  it('ends the session of a deleted account', async () => {
    const { token, email } = await signUp(t.app);
    expect((await profile({ token })).statusCode).toBe(200);
    await t.db.delete(users).where(eq(users.email, email));
    const res = await profile({ token });
    expectRefusal(res, 401, { code: 'UNAUTHENTICATED', message: M.sessionExpired });
  });

  it('refuses forged, unsigned, expired and garbage tokens with a readable message', async () => {
    const { email } = await signUp(t.app);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    const claims = { role: 'admin', tv: row!.tokenVersion };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(row!.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'));
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, sub: row!.id, exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(row!.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    const cases: [string, string][] = [
      [forged, M.loginRequired],
      [unsigned, M.loginRequired],
      [expired, M.sessionExpired],
      ['garbage', M.loginRequired],
    ];
    for (const [token, message] of cases) {
      const res = await profile({ token });
      expectRefusal(res, 401, { code: 'UNAUTHENTICATED', message });
    }
    const none = await profile({});
    expectSignInRequired(none);
  });
});

describe('forgot-password without SMTP', () => {
  it('writes the message into the outbox as an .eml file', async () => {
    const { email } = await signUp(t.app, 'Deng Outbox');
    const res = await post('/api/user/forgot-password', { email });
    expect(res.json()).toEqual({ success: true, message: M.forgotAnswer });
    await t.app.mail.flush();
    const files = fs.readdirSync(t.outboxDir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(`${t.outboxDir}/${files[0]}`, 'utf8');
    expect(eml).toContain(`To: ${email}`);
    expect(eml).toContain('https://shop.test/reset-password/');
    expect(eml).toMatch(/text\/html/);
  });
});

describe('rate limits', () => {
  it('answers 429 after 5 login attempts for one account from one address, while the owner elsewhere and others still log in', async () => {
    const victim = await signUp(t.app, 'Ladu Limited');
    const other = await signUp(t.app, 'Keji Free');
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/user/login', { email: victim.email, password: 'guess-' + i });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post('/api/user/login', {
      email: victim.email.toUpperCase(),
      password: victim.password,
    });
    expectRefusal(blocked, 429, { code: 'RATE_LIMITED', message: M.tooManyAttempts });
    expect(blocked.headers['retry-after']).toBe('30');
    // The admin login counts the same account's attempts.
    const admin = await post('/api/user/admin', { email: victim.email, password: 'x' });
    expect(admin.statusCode).toBe(429);
    const ok = await post('/api/user/login', { email: other.email, password: other.password });
    expect(ok.statusCode).toBe(200);
    // The guesses at one address do not shut the owner out at another.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: '10.20.40.1',
      payload: { email: victim.email, password: victim.password },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('counts failed sign-ins only: successes never lock an account and clear its failures', async () => {
    const staff = await signUp(t.app, 'Akech Busy');
    // Each from an address of its own: the generous per-address limit is not what this is about.
    let n = 0;
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.20.30.${++n}` });
    for (let i = 0; i < 12; i++) {
      const ok = await post('/api/user/login', { email: staff.email, password: staff.password });
      expect(ok.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
    for (let i = 0; i < 9; i++) {
      await post('/api/user/login', { email: staff.email, password: 'typo-' + i });
    }
    // Nine failures, then the right password: the count starts again from zero.
    expect((await post('/api/user/login', staff)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await post('/api/user/login', { ...staff, password: 'again-' + i })).statusCode).toBe(
        401,
      );
    }
    expect((await post('/api/user/login', staff)).statusCode).toBe(200);
  });

  it('answers 429 after 3 reset requests for one address', async () => {
    const email = 'limit.reset@example.org';
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/user/forgot-password', { email })).statusCode).toBe(200);
    }
    const res = await post('/api/user/forgot-password', { email });
    expectRefusal(res, 429, { code: 'RATE_LIMITED', message: M.tooManyAttempts });
  });
});
