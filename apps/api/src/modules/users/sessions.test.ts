import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_API_MESSAGES as A, ACCOUNT_MESSAGES as M } from '@shop/contracts';
import { sessions, users } from '../../db/schema.ts';
import { PRUNED_PER_SIGN_IN } from '../../plugins/auth.ts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { TEST_JWT_SECRET, useTestApp } from '../../test/test-app.ts';
import { expectRefusal, expectSignInRequired } from '../../test/refusals.ts';

const t = useTestApp();

const post = (url: string, payload: object, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const profile = (headers: Headers) =>
  t.app.inject({ method: 'GET', url: '/api/user/profile', headers });
const ended = { code: 'UNAUTHENTICATED' as const, message: M.sessionExpired };

async function signIn(email: string, password: string, url = '/api/user/login') {
  const res = await post(url, { email, password });
  expect(res.statusCode).toBe(200);
  const token = res.json<{ token: string }>().token;
  return { token, headers: { token } };
}

const sessionsOf = async (userId: string) =>
  t.db.select().from(sessions).where(eq(sessions.userId, userId));
const userIdOf = (token: string) => decodeJwt(token).sub!;

describe('sessions', () => {
  it('gives every sign-in a session of its own, named in the token', async () => {
    const account = await signUp(t.app, 'Abuk Sessions');
    const phone = await signIn(account.email, account.password);
    const claims = decodeJwt(phone.token);
    expect(claims.sid).toEqual(expect.any(String));
    expect(decodeJwt(account.token).sid).not.toBe(claims.sid);
    const rows = await sessionsOf(claims.sub!);
    expect(rows.map((r) => r.id).sort()).toEqual([claims.sid, decodeJwt(account.token).sid].sort());
    // The row ends when the token does.
    const row = rows.find((r) => r.id === claims.sid)!;
    expect(row.expiresAt.getTime()).toBe(claims.exp! * 1000);
  });

  it('logout ends only this session: another sign-in of the account still works', async () => {
    const account = await signUp(t.app, 'Deng Logout');
    const laptop = await signIn(account.email, account.password);
    const res = await post('/api/user/logout', {}, account.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: A.loggedOut });
    expectRefusal(await profile(account.headers), 401, ended);
    expectRefusal(await post('/api/user/logout', {}, account.headers), 401, ended);
    expect((await profile(laptop.headers)).statusCode).toBe(200);
    expect(await sessionsOf(userIdOf(laptop.token))).toHaveLength(1);
  });

  it('logout takes an empty body, a Bearer token, and needs a session', async () => {
    const account = await signUp(t.app, 'Nyakim Bearer');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(res.statusCode).toBe(200);
    expectRefusal(await profile(account.headers), 401, ended);
    // An empty body announced as JSON, as the specification's clients send.
    const again = await signIn(account.email, account.password);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout-all',
      headers: { ...again.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
    expectSignInRequired(await post('/api/user/logout', {}));
    expectSignInRequired(await post('/api/user/logout-all', {}));
  });

  it('logout-all ends every session of the account and raises its token version', async () => {
    const account = await signUp(t.app, 'Achan Everywhere');
    const other = await signUp(t.app, 'Kuol Untouched');
    const tablet = await signIn(account.email, account.password);
    const id = userIdOf(account.token);
    const [before] = await t.db.select().from(users).where(eq(users.id, id));

    const res = await post('/api/user/logout-all', {}, tablet.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: A.loggedOutEverywhere });
    for (const headers of [account.headers, tablet.headers])
      expectRefusal(await profile(headers), 401, ended);
    expect(await sessionsOf(id)).toEqual([]);
    const [after] = await t.db.select().from(users).where(eq(users.id, id));
    expect(after!.tokenVersion).toBe(before!.tokenVersion + 1);
    // Other accounts keep their sessions; the account signs in again as usual.
    expect((await profile(other.headers)).statusCode).toBe(200);
    const again = await signIn(account.email, account.password);
    expect((await profile(again.headers)).statusCode).toBe(200);
  });

  it('refuses a token whose session row has expired, and prunes such rows at sign-in', async () => {
    const account = await signUp(t.app, 'Ayak Expired');
    const id = userIdOf(account.token);
    const sid = decodeJwt(account.token).sid as string;
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sid));
    expectRefusal(await profile(account.headers), 401, ended);

    // Many expired rows: each sign-in removes a bounded number of them.
    const past = new Date(Date.now() - 60_000);
    await t.db.insert(sessions).values(
      Array.from({ length: PRUNED_PER_SIGN_IN + 5 }, (_, i) => ({
        id: `old-${id}-${i}`,
        userId: id,
        expiresAt: past,
      })),
    );
    const expired = PRUNED_PER_SIGN_IN + 5 + 1; // and the token's own row
    const first = await signIn(account.email, account.password);
    let rows = await sessionsOf(id);
    // What one sign-in's pruning left, and the new session.
    expect(rows).toHaveLength(expired - PRUNED_PER_SIGN_IN + 1);
    await signIn(account.email, account.password);
    rows = await sessionsOf(id);
    expect(rows.filter((r) => r.expiresAt > new Date())).toHaveLength(2);
    expect(rows).toHaveLength(2);
    expect((await profile(first.headers)).statusCode).toBe(200);
  });

  it('refuses a signed token without a session id, or with an unknown one', async () => {
    const account = await signUp(t.app, 'Majok Forged');
    const id = userIdOf(account.token);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const token = (claims: object) =>
      new SignJWT({ role: 'customer', tv: row!.tokenVersion, ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(id)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
    const otherAccount = await signUp(t.app, 'Nyibol Other');
    const cases = {
      'no sid': await token({}),
      'unknown sid': await token({ sid: 'no-such-session' }),
      'a number for sid': await token({ sid: 42 }),
      // Another account's live session is not this account's.
      "another account's sid": await token({ sid: decodeJwt(otherAccount.token).sid }),
    };
    for (const [label, forged] of Object.entries(cases))
      expectRefusal(await profile({ token: forged }), 401, ended, label);
    expect((await profile(otherAccount.headers)).statusCode).toBe(200);
  });
});

describe('token lifetimes', () => {
  // Customers as production signs them in (JWT_EXPIRES_IN's default); staff with the plugin's
  // own default.
  const week = useTestApp({ auth: { expiresIn: '7d', staffExpiresIn: undefined } });

  it("staff tokens (and their sessions) expire after 12 hours, customers' after 7 days", async () => {
    const staff = await signUpAdmin(week.app, week.db, 'Garang Staff');
    const customer = await signUp(week.app, 'Adut Customer');
    const signInHere = async (email: string, password: string, url: string) => {
      const res = await week.app.inject({ method: 'POST', url, payload: { email, password } });
      expect(res.statusCode, url).toBe(200);
      return decodeJwt(res.json<{ token: string }>().token);
    };
    const lifetimes: Record<string, number> = {};
    for (const [label, account, url] of [
      ['staff, admin sign-in', staff, '/api/user/admin'],
      ['staff, shop sign-in', staff, '/api/user/login'],
      ['customer', customer, '/api/user/login'],
    ] as const) {
      const claims = await signInHere(account.email, account.password, url);
      lifetimes[label] = claims.exp! - claims.iat!;
      const [row] = await week.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, claims.sid as string));
      expect(row!.expiresAt.getTime(), label).toBe(claims.exp! * 1000);
    }
    expect(lifetimes).toEqual({
      'staff, admin sign-in': 12 * 3600,
      'staff, shop sign-in': 12 * 3600,
      customer: 7 * 24 * 3600,
    });
  });
});

describe('OpenAPI', () => {
  it('documents logout and logout-all', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    for (const path of ['/api/user/logout', '/api/user/logout-all']) {
      const op = doc.paths[path]?.post;
      expect(op?.tags, path).toEqual(['accounts']);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '401']));
    }
  });
});
