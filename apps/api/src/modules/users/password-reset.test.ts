import { eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES as M, RESET_LINK_MINUTES } from '@shop/contracts';
import { mailOutbox, passwordResets } from '../../db/schema.ts';
import { signUp } from '../../test/account-fixtures.ts';
import { smtpReceiver } from '../../test/mail-fixtures.ts';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app.ts';
import { expectRefusal } from '../../test/refusals.ts';

const smtp = smtpReceiver();
const { received } = smtp;

// Registered before the app's hooks, so it runs after the app has closed (after-hooks run in
// reverse order).
afterAll(() => smtp.close());
const t = useTestApp(async () => ({ smtpUrl: await smtp.listen() }));

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function requestLink(email: string) {
  const before = received.length;
  const res = await post('/api/user/forgot-password', { email });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ success: true, message: M.forgotAnswer });
  await t.app.mail.flush();
  expect(received).toHaveLength(before + 1);
  const mail = received.at(-1)!;
  const link = /https:\/\/\S+\/reset-password\/[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeDefined();
  return { mail, link: link!, token: link!.split('/').pop()! };
}

describe('password reset by e-mail', () => {
  it('mails a link built from PUBLIC_URL, resets once, and ends older sessions', async () => {
    const user = await signUp(t.app, 'Ajak Reset');
    const { mail, link, token } = await requestLink(user.email);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(user.email);
    expect(link.startsWith(`${TEST_PUBLIC_URL}/reset-password/`)).toBe(true);
    expect(mail.html).toContain(link);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    // Only a hash is stored.
    const rows = await t.db.select().from(passwordResets);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);

    const reset = await post('/api/user/reset-password', { token, newPassword: 'brand-new-pass' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: M.resetSuccessful });

    const old = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: user.headers,
    });
    expectRefusal(old, 401, { code: 'UNAUTHENTICATED', message: M.sessionExpired });
    const oldPassword = await post('/api/user/login', {
      email: user.email,
      password: user.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const login = await post('/api/user/login', { email: user.email, password: 'brand-new-pass' });
    expect(login.statusCode).toBe(200);

    const reuse = await post('/api/user/reset-password', { token, newPassword: 'another-pass-1' });
    expectRefusal(reuse, 400, {
      code: 'VALIDATION',
      message: M.resetTokenInvalid,
      errors: { token: M.resetTokenInvalid },
    });
  });

  it('refuses an expired link and an unknown token', async () => {
    const user = await signUp(t.app, 'Ayen Expired');
    const { token } = await requestLink(user.email);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(isNull(passwordResets.usedAt));
    for (const candidate of [token, 'not-a-real-token']) {
      const res = await post('/api/user/reset-password', {
        token: candidate,
        newPassword: 'brand-new-pass',
      });
      expectRefusal(res, 400, {
        code: 'VALIDATION',
        message: M.resetTokenInvalid,
        errors: { token: M.resetTokenInvalid },
      });
    }
    const short = await post('/api/user/reset-password', { token, newPassword: 'short' });
    expectRefusal(short, 400, {
      code: 'VALIDATION',
      message: M.passwordTooShort,
      errors: { newPassword: M.passwordTooShort },
    });
  });

  it('keeps a link for 10 minutes: valid at 9:59, refused at 10:01 (a controlled clock)', async () => {
    expect(RESET_LINK_MINUTES).toBe(10);
    const at = (start: number, minutes: number, seconds: number) =>
      new Date(start + (minutes * 60 + seconds) * 1000);
    // Only Date is faked: the database, the mail and the hashing keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.parse('2025-03-01T08:00:00Z');
      const early = await signUp(t.app, 'Akuot Early');
      vi.setSystemTime(start);
      const first = await requestLink(early.email);
      vi.setSystemTime(at(start, 9, 59));
      const inTime = await post('/api/user/reset-password', {
        token: first.token,
        newPassword: 'in-time-password',
      });
      expect(inTime.statusCode).toBe(200);
      expect(inTime.json()).toEqual({ success: true, message: M.resetSuccessful });

      const late = await signUp(t.app, 'Ayom Late');
      vi.setSystemTime(start);
      const second = await requestLink(late.email);
      vi.setSystemTime(at(start, 10, 1));
      const tooLate = await post('/api/user/reset-password', {
        token: second.token,
        newPassword: 'too-late-password',
      });
      expectRefusal(tooLate, 400, {
        code: 'VALIDATION',
        message: M.resetTokenInvalid,
        errors: { token: M.resetTokenInvalid },
      });
      // The password stayed as it was.
      vi.useRealTimers();
      const login = await post('/api/user/login', { email: late.email, password: late.password });
      expect(login.statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = received.length;
    const res = await post('/api/user/forgot-password', { email: 'nobody.here@example.org' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: M.forgotAnswer });
    // Nothing was written to send (a final state), and the worker's pass found nothing to send.
    const queued = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'nobody.here@example.org'));
    expect(queued).toEqual([]);
    await t.app.mail.flush();
    expect(received).toHaveLength(before);
  });
});
