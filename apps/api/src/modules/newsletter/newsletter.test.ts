import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES as M } from '@shop/contracts';
import { newsletterSubscribers } from '../../db/schema.ts';
import { smtpReceiver } from '../../test/mail-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { TEST_PUBLIC_URL, useTestApp, type TestApp } from '../../test/test-app.ts';

const smtp = smtpReceiver();
afterAll(() => smtp.close());
const t = useTestApp(async () => ({ smtpUrl: await smtp.listen() }));

const address = (name = 'amani') => `${name}.${randomBytes(4).toString('hex')}@example.org`;
const randomIp = () => `10.7.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

const post = (app: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: randomIp(),
  });
const subscribe = (email: unknown, headers?: Record<string, string>) =>
  post(t, '/api/newsletter', { email }, headers);
const confirm = (token: unknown) => post(t, '/api/newsletter/confirm', { token });
const check = (token: unknown) => post(t, '/api/newsletter/confirm/check', { token });
const unsubscribe = (token: unknown) => post(t, '/api/newsletter/unsubscribe', { token });

const thanks = { success: true, message: M.checkEmail };
const invalid = { code: 'NOT_FOUND', message: M.linkInvalid } as const;

const mailsTo = (email: string) =>
  smtp.received.filter((m) => {
    const to = Array.isArray(m.to) ? m.to : m.to ? [m.to] : [];
    return to.some((a) => a.value.some((v) => v.address === email));
  });

/** The two links of the newest mail to the address, and their tokens. */
async function linksOf(email: string) {
  await t.app.mail.flush();
  const mail = mailsTo(email).at(-1) as ParsedMail;
  expect(mail, `a mail to ${email}`).toBeDefined();
  const find = (kind: string) => {
    const match = new RegExp(`(\\S+/newsletter/${kind}/([A-Za-z0-9_-]+))`).exec(mail.text ?? '');
    expect(match, `the ${kind} link`).not.toBeNull();
    return { url: match![1]!, token: match![2]! };
  };
  return { mail, confirm: find('confirm'), unsubscribe: find('unsubscribe') };
}

const rowOf = async (email: string) => {
  const [row] = await t.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row;
};

describe('POST /api/newsletter: double opt-in', () => {
  it('stores a pending address and mails links built from PUBLIC_URL, never the Host header', async () => {
    const email = address();
    const res = await subscribe(`  ${email.toUpperCase()} `, { host: 'evil.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(thanks);

    const row = await rowOf(email);
    expect(row).toMatchObject({ status: 'pending', confirmedAt: null, unsubscribedAt: null });
    const { mail, confirm: c, unsubscribe: u } = await linksOf(email);
    expect(c.url).toBe(`${TEST_PUBLIC_URL}/newsletter/confirm/${c.token}`);
    expect(u.url).toBe(`${TEST_PUBLIC_URL}/newsletter/unsubscribe/${u.token}`);
    expect(c.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.headers.get('list')).toMatchObject({ unsubscribe: { url: u.url } });
    expect(mail.html).toContain(`href="${c.url}"`);
    expect(mail.html).toContain(`href="${u.url}"`);
    // Only hashes are stored: the database opens no link.
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(c.token);
    expect(stored).not.toContain(u.token);
    expect(row!.confirmExpiresAt!.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600e3);
  });

  it('goes pending → confirmed → unsubscribed through the mailed links', async () => {
    const email = address('nyakuma');
    await subscribe(email);
    const links = await linksOf(email);

    const confirmed = await confirm(links.confirm.token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      success: true,
      message: M.confirmed,
      unsubscribeToken: links.unsubscribe.token,
    });
    const row = await rowOf(email);
    expect(row?.status).toBe('confirmed');
    expect(row?.confirmedAt).toBeInstanceOf(Date);

    // A second press changes nothing and says so.
    expect((await confirm(links.confirm.token)).json()).toEqual({
      success: true,
      message: M.alreadyConfirmed,
      unsubscribeToken: links.unsubscribe.token,
    });
    expect((await rowOf(email))?.confirmedAt).toEqual(row?.confirmedAt);

    const gone = await unsubscribe(links.unsubscribe.token);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ success: true, message: M.unsubscribed });
    const after = await rowOf(email);
    expect(after).toMatchObject({ status: 'unsubscribed' });
    expect(after?.unsubscribedAt).toBeInstanceOf(Date);

    // Pressing again answers the same and keeps the first time; the old confirmation link can
    // no longer sign the address up.
    expect((await unsubscribe(links.unsubscribe.token)).json()).toEqual(gone.json());
    expect((await rowOf(email))?.unsubscribedAt).toEqual(after?.unsubscribedAt);
    expectRefusal(await confirm(links.confirm.token), 404, invalid);
    expect((await rowOf(email))?.status).toBe('unsubscribed');
  });

  it('confirms nothing when the link is only opened: a GET finds no route, the check only reads', async () => {
    const email = address('scanned');
    await subscribe(email);
    const links = await linksOf(email);
    expect(links.mail.text).toContain('open this link and press Confirm:');

    // What a mail scanner (or a browser's prefetch) does with the link and its API.
    for (const url of [
      `/api/newsletter/confirm?token=${links.confirm.token}`,
      `/api/newsletter/confirm/${links.confirm.token}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    // The link's page reads what it is for, twice: nothing changes.
    for (let i = 0; i < 2; i++) {
      const opened = await check(links.confirm.token);
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toEqual({ success: true, email, confirmed: false });
    }
    expect(await rowOf(email)).toMatchObject({ status: 'pending', confirmedAt: null });

    // Its Confirm button confirms once; pressed again, it says so and changes nothing.
    expect((await confirm(links.confirm.token)).json().message).toBe(M.confirmed);
    const confirmedAt = (await rowOf(email))?.confirmedAt;
    expect(confirmedAt).toBeInstanceOf(Date);
    expect((await confirm(links.confirm.token)).json().message).toBe(M.alreadyConfirmed);
    expect((await rowOf(email))?.confirmedAt).toEqual(confirmedAt);
    expect((await check(links.confirm.token)).json()).toEqual({
      success: true,
      email,
      confirmed: true,
      unsubscribeToken: links.unsubscribe.token,
    });

    // Unsubscribed, the link's page says it does not work before anything is pressed.
    await unsubscribe(links.unsubscribe.token);
    expectRefusal(await check(links.confirm.token), 404, invalid);
  });

  it('says an expired, replaced or unknown link does not work when it is opened', async () => {
    const email = address('late');
    await subscribe(email);
    const old = await linksOf(email);
    await subscribe(email);
    const fresh = await linksOf(email);
    expectRefusal(await check(old.confirm.token), 404, invalid);
    await t.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, email));
    expectRefusal(await check(fresh.confirm.token), 404, invalid);
    expectRefusal(await check(randomBytes(32).toString('base64url')), 404, invalid);
    expectRefusal(await check('short'), 400, {
      code: 'VALIDATION',
      message: M.linkInvalid,
      errors: { token: M.linkInvalid },
    });
    expect((await rowOf(email))?.status).toBe('pending');
  });

  it('answers the same for a confirmed address and sends it nothing', async () => {
    const email = address('lual');
    const first = await subscribe(email);
    const links = await linksOf(email);
    await confirm(links.confirm.token);
    const before = await rowOf(email);

    const again = await subscribe(email);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    await t.app.mail.flush();
    expect(mailsTo(email)).toHaveLength(1);
    expect(await rowOf(email)).toEqual(before);
    // Its links still work.
    expect((await unsubscribe(links.unsubscribe.token)).statusCode).toBe(200);
  });

  it('sends an unsubscribed address that signs up again a new confirmation, and the old links stop', async () => {
    const email = address('achan');
    await subscribe(email);
    const old = await linksOf(email);
    await confirm(old.confirm.token);
    await unsubscribe(old.unsubscribe.token);

    expect((await subscribe(email)).json()).toEqual(thanks);
    const fresh = await linksOf(email);
    expect(mailsTo(email)).toHaveLength(2);
    expect(fresh.confirm.token).not.toBe(old.confirm.token);
    expect(await rowOf(email)).toMatchObject({
      status: 'pending',
      confirmedAt: null,
      unsubscribedAt: null,
    });
    expectRefusal(await unsubscribe(old.unsubscribe.token), 404, invalid);
    expect((await confirm(fresh.confirm.token)).json().message).toBe(M.confirmed);
  });

  it('keeps one row per address and only the newest link of a pending one', async () => {
    const email = address('deng');
    await subscribe(email);
    const first = await linksOf(email);
    await subscribe(email.toUpperCase());
    const second = await linksOf(email);
    const [rows] = await t.db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(rows?.n).toBe(1);
    expectRefusal(await confirm(first.confirm.token), 404, invalid);
    expect((await confirm(second.confirm.token)).json().message).toBe(M.confirmed);
  });

  it('lets the confirmation mail unsubscribe an address that never asked', async () => {
    const email = address('stranger');
    await subscribe(email);
    const links = await linksOf(email);
    expect((await unsubscribe(links.unsubscribe.token)).statusCode).toBe(200);
    expect((await rowOf(email))?.status).toBe('unsubscribed');
    expectRefusal(await confirm(links.confirm.token), 404, invalid);
  });

  it('refuses an expired confirmation link', async () => {
    const email = address('garang');
    await subscribe(email);
    const links = await linksOf(email);
    await t.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, email));
    expectRefusal(await confirm(links.confirm.token), 404, invalid);
    expect((await rowOf(email))?.status).toBe('pending');
  });

  it('refuses unknown and malformed tokens in the same words', async () => {
    const unknown = randomBytes(32).toString('base64url');
    expectRefusal(await confirm(unknown), 404, invalid);
    expectRefusal(await unsubscribe(unknown), 404, invalid);
    for (const token of [
      'short',
      'has spaces in it and is long enough',
      'x'.repeat(101),
      42,
      null,
    ]) {
      for (const call of [confirm, unsubscribe]) {
        expectRefusal(await call(token), 400, {
          code: 'VALIDATION',
          message: M.linkInvalid,
          errors: { token: M.linkInvalid },
        });
      }
    }
  });

  it.each([[{ email: 'not-an-address' }], [{ email: '' }], [{}], [{ email: 42 }]])(
    'refuses %j with 400 and a readable message',
    async (payload) => {
      const res = await post(t, '/api/newsletter', payload);
      expectRefusal(res, 400, {
        code: 'VALIDATION',
        message: 'Please enter a valid e-mail address.',
        errors: { email: 'Please enter a valid e-mail address.' },
      });
    },
  );
});

describe('POST /api/newsletter: limits', () => {
  const limited = useTestApp({
    rateLimits: {
      limits: {
        newsletterPerIp: { max: 3, minutes: 10 },
        newsletterPerEmail: { max: 2, minutes: 10 },
      },
    },
  });
  const tooMany = { code: 'RATE_LIMITED', message: M.tooMany } as const;
  const from = (remoteAddress: string, email: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email },
      remoteAddress,
    });

  it('limits one client address, while another address goes on', async () => {
    for (let i = 0; i < 3; i++) expect((await from('10.8.0.1', address())).statusCode).toBe(200);
    expectRefusal(await from('10.8.0.1', address()), 429, tooMany);
    expect((await from('10.8.0.2', address())).statusCode).toBe(200);
  });

  it('limits sign-ups of one e-mail address from anywhere, known or not', async () => {
    const email = address();
    expect((await from('10.8.1.1', email)).statusCode).toBe(200);
    expect((await from('10.8.1.2', email.toUpperCase())).statusCode).toBe(200);
    expectRefusal(await from('10.8.1.3', email), 429, tooMany);
  });
});
