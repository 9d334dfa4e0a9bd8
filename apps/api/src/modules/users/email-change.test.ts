import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES as A,
  EMAIL_CHANGE_LINK_HOURS,
  EMAIL_CHANGE_MESSAGES as M,
  MESSAGES,
} from '@shop/contracts';
import { emailChanges, mailOutbox, users } from '../../db/schema.ts';
import { signUp, type Headers } from '../../test/account-fixtures.ts';
import { smtpReceiver } from '../../test/mail-fixtures.ts';
import { expectRefusal, expectSignInRequired } from '../../test/refusals.ts';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app.ts';
import { maskEmail } from './email-change-mails.ts';

const smtp = smtpReceiver();
const { received } = smtp;
// Registered before the app's hooks, so it runs after the app has closed.
afterAll(() => smtp.close());
const t = useTestApp(async () => ({ smtpUrl: await smtp.listen() }));

const inject = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  headers?: Headers,
) => t.app.inject({ method, url, payload, headers });
const ask = (headers: Headers, email: string, password = 'correct horse battery') =>
  inject('POST', '/api/user/email-change', { email, password }, headers);
const check = (token: string) => inject('POST', '/api/user/email-change/check', { token });
const confirm = (token: string) => inject('POST', '/api/user/email-change/confirm', { token });
const profileOf = async (headers: Headers) =>
  inject('GET', '/api/user/profile', undefined, headers);

const to = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');
let unique = 0;
const newAddress = (name: string) => `${name}.${Date.now()}.${++unique}@example.net`;

/** Asks for the change and answers the two e-mails it sent and the link's token. */
async function askAndRead(headers: Headers, oldEmail: string, email: string) {
  const before = received.length;
  const res = await ask(headers, email);
  expect(res.statusCode, res.body).toBe(200);
  await t.app.mail.flush();
  const mails = received.slice(before);
  const link = mails.find((m) => to(m) === email);
  const notice = mails.find((m) => to(m) === oldEmail);
  expect(link).toBeDefined();
  expect(notice).toBeDefined();
  const url = /https:\/\/\S+\/confirm-email\/[\w-]+/.exec(link!.text ?? '')?.[0];
  expect(url?.startsWith(`${TEST_PUBLIC_URL}/confirm-email/`)).toBe(true);
  return { res, link: link!, notice: notice!, token: url!.split('/').pop()! };
}

describe('changing the e-mail address', () => {
  it('mails a link to the new address and a notice to the old; the link makes the change', async () => {
    const user = await signUp(t.app, 'Nyandeng Change');
    // A second sign-in of the same account, on another device.
    const other = await inject('POST', '/api/user/login', {
      email: user.email,
      password: user.password,
    });
    const otherHeaders = { token: other.json<{ token: string }>().token };
    // A reset link sent to the old address before the change.
    await inject('POST', '/api/user/forgot-password', { email: user.email });
    await t.app.mail.flush();
    const resetToken = /\/reset-password\/([\w-]+)/.exec(received.at(-1)!.text ?? '')![1]!;

    const email = newAddress('nyandeng');
    const { res, link, notice, token } = await askAndRead(user.headers, user.email, email);
    const answer = res.json<{ pending: { email: string; expiresAt: string } }>();
    expect(answer).toMatchObject({ success: true, message: M.linkSent(email) });
    expect(answer.pending.email).toBe(email);
    const hours = (Date.parse(answer.pending.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(EMAIL_CHANGE_LINK_HOURS - 0.1);
    expect(hours).toBeLessThanOrEqual(EMAIL_CHANGE_LINK_HOURS);
    expect(link.subject).toBe('Confirm your new e-mail address');
    expect(link.html).toContain(`/confirm-email/${token}`);
    // The old address learns of it, with the new one hidden, and what to do if it was not them.
    expect(notice.subject).toBe('Your e-mail address is about to change');
    expect(notice.text).toContain(maskEmail(email));
    expect(notice.text).not.toContain(email);
    expect(notice.text).toContain('Forgot your password?');
    // Only the token's hash is stored; once sent, the outbox forgets the link.
    const rows = await t.db.select().from(emailChanges).where(eq(emailChanges.newEmail, email));
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(sent!.text).toContain('/confirm-email/[link removed]');

    // Nothing changed yet: the profile shows the old address and the waiting change.
    expect((await profileOf(user.headers)).json().user.email).toBe(user.email);
    const status = await inject('GET', '/api/user/email-change', undefined, user.headers);
    expect(status.json()).toEqual({ success: true, pending: answer.pending });

    // Opening the link's page only reads it.
    expect((await check(token)).json()).toEqual({ success: true, email, confirmed: false });
    expect((await profileOf(user.headers)).json().user.email).toBe(user.email);

    const done = await confirm(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ success: true, message: M.confirmed(email), email });

    // The sign-in that asked stays; the other one ended.
    expect((await profileOf(user.headers)).json().user.email).toBe(email);
    expectRefusal(await profileOf(otherHeaders), 401, {
      code: 'UNAUTHENTICATED',
      message: A.sessionExpired,
    });
    expect((await inject('GET', '/api/user/email-change', undefined, user.headers)).json()).toEqual(
      { success: true, pending: null },
    );
    // The new address signs in; the old one no longer does.
    const signIn = (address: string) =>
      inject('POST', '/api/user/login', { email: address, password: user.password });
    expect((await signIn(email)).statusCode).toBe(200);
    expect((await signIn(user.email)).statusCode).toBe(401);
    // The reset link sent to the old address stopped working.
    const reset = await inject('POST', '/api/user/reset-password', {
      token: resetToken,
      newPassword: 'another-password-1',
    });
    expect(reset.statusCode).toBe(400);

    // A used link says so, and changes nothing.
    expect((await check(token)).json()).toEqual({ success: true, email, confirmed: true });
    expectRefusal(await confirm(token), 409, { code: 'CONFLICT', message: M.alreadyConfirmed });
  });

  it('refuses a wrong password, the same address, a bad one and one another account uses', async () => {
    const user = await signUp(t.app, 'Abuk Refused');
    const taken = await signUp(t.app, 'Akech Taken');
    const before = received.length;
    expectRefusal(await ask(user.headers, newAddress('abuk'), 'not my password'), 400, {
      code: 'VALIDATION',
      message: M.wrongPassword,
      errors: { password: M.wrongPassword },
    });
    expectRefusal(await ask(user.headers, user.email.toUpperCase()), 400, {
      code: 'VALIDATION',
      message: M.sameAddress,
      errors: { email: M.sameAddress },
    });
    expectRefusal(await ask(user.headers, 'not-an-address'), 400, {
      code: 'VALIDATION',
      message: MESSAGES.invalidEmail,
      errors: { email: MESSAGES.invalidEmail },
    });
    expectRefusal(await ask(user.headers, newAddress('abuk'), ''), 400, {
      code: 'VALIDATION',
      message: M.enterPassword,
      errors: { password: M.enterPassword },
    });
    // Sign-up's own words: no more than sign-up tells anyone.
    expectRefusal(await ask(user.headers, taken.email), 409, {
      code: 'CONFLICT',
      message: A.emailTaken,
      errors: { email: A.emailTaken },
    });
    expectSignInRequired(await ask({}, newAddress('abuk')));
    await t.app.mail.flush();
    expect(received).toHaveLength(before);
    expect(
      (await inject('GET', '/api/user/email-change', undefined, user.headers)).json().pending,
    ).toBeNull();
  });

  it('a second request replaces the first, whose link then does not work', async () => {
    const user = await signUp(t.app, 'Deng Twice');
    const first = await askAndRead(user.headers, user.email, newAddress('first'));
    const secondEmail = newAddress('second');
    const second = await askAndRead(user.headers, user.email, secondEmail);
    const invalid = { code: 'NOT_FOUND' as const, message: M.linkInvalid };
    expectRefusal(await check(first.token), 404, invalid);
    expectRefusal(await confirm(first.token), 404, invalid);
    expect((await confirm(second.token)).json().email).toBe(secondEmail);
  });

  it('an expired link, a cancelled one and an unknown one do not work', async () => {
    const user = await signUp(t.app, 'Garang Late');
    const invalid = { code: 'NOT_FOUND' as const, message: M.linkInvalid };
    const expired = await askAndRead(user.headers, user.email, newAddress('late'));
    const [account] = await t.db.select().from(users).where(eq(users.email, user.email));
    await t.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, account!.id));
    expectRefusal(await check(expired.token), 404, invalid);
    expectRefusal(await confirm(expired.token), 404, invalid);
    expect(
      (await inject('GET', '/api/user/email-change', undefined, user.headers)).json().pending,
    ).toBeNull();

    const cancelled = await askAndRead(user.headers, user.email, newAddress('cancel'));
    const cancel = await inject('DELETE', '/api/user/email-change', undefined, user.headers);
    expect(cancel.json()).toEqual({ success: true, message: M.cancelled, pending: null });
    expectRefusal(await confirm(cancelled.token), 404, invalid);
    expectRefusal(await inject('DELETE', '/api/user/email-change', undefined, user.headers), 404, {
      code: 'NOT_FOUND',
      message: M.nothingPending,
    });

    expectRefusal(await confirm('not-a-real-token'), 404, invalid);
    expectRefusal(await confirm(''), 400, {
      code: 'VALIDATION',
      message: M.linkInvalid,
      errors: { token: M.linkInvalid },
    });
    expect((await profileOf(user.headers)).json().user.email).toBe(user.email);
  });

  it('an address another account took meanwhile refuses the change', async () => {
    const user = await signUp(t.app, 'Ayak Race');
    const email = newAddress('race');
    const { token } = await askAndRead(user.headers, user.email, email);
    const register = await inject('POST', '/api/user/register', {
      name: 'Quick Taker',
      email,
      password: 'quick-taker-pass',
    });
    expect(register.statusCode).toBe(200);
    expectRefusal(await confirm(token), 409, {
      code: 'CONFLICT',
      message: A.emailTaken,
      errors: { email: A.emailTaken },
    });
    expect((await profileOf(user.headers)).json().user.email).toBe(user.email);
  });

  it('a password reset from the old address cancels the waiting change', async () => {
    const user = await signUp(t.app, 'Kuol Owner');
    const { token } = await askAndRead(user.headers, user.email, newAddress('intruder'));
    await inject('POST', '/api/user/forgot-password', { email: user.email });
    await t.app.mail.flush();
    const resetToken = /\/reset-password\/([\w-]+)/.exec(received.at(-1)!.text ?? '')![1]!;
    const reset = await inject('POST', '/api/user/reset-password', {
      token: resetToken,
      newPassword: 'owner-new-password',
    });
    expect(reset.statusCode).toBe(200);
    expectRefusal(await confirm(token), 404, { code: 'NOT_FOUND', message: M.linkInvalid });
  });

  it('limits requests per account like the other routes that send mail', async () => {
    const user = await signUp(t.app, 'Achan Many');
    for (let i = 0; i < 5; i++)
      expect((await ask(user.headers, newAddress(`many${i}`))).statusCode).toBe(200);
    const refused = await ask(user.headers, newAddress('many5'));
    expectRefusal(refused, 429, { code: 'RATE_LIMITED', message: M.tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
