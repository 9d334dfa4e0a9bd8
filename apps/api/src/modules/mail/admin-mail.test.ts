// The staff's Mail page API (docs/decisions/0033-mail-outbox.md): the outbox's messages by tab,
// one message in full, and Retry of a failed one, which the worker then sends once.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  adminMailListResponseSchema,
  adminMailResponseSchema,
  adminMailRetryResponseSchema,
  MAIL_MESSAGES as M,
  MAIL_PREVIEW_LENGTH,
  type MailStatus,
} from '@shop/contracts';
import { newId } from '../../db/ids.ts';
import { auditLog, mailOutbox } from '../../db/schema.ts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { smtpReceiver } from '../../test/mail-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { useTestApp } from '../../test/test-app.ts';

const smtp = smtpReceiver();
afterAll(() => smtp.close());
const t = useTestApp(async () => ({ smtpUrl: await smtp.listen(), mailWorker: { pollMs: 25 } }));

let staff: Headers;
let customer: Headers;
beforeAll(async () => {
  staff = (await signUpAdmin(t.app, t.db, 'Deng Mail Desk')).headers;
  customer = (await signUp(t.app, 'Achol Curious')).headers;
});

const get = (url: string, headers: Headers = staff) => t.app.inject({ url, headers });
const retry = (id: string, headers: Headers = staff) =>
  t.app.inject({ method: 'POST', url: `/api/admin/mail/${id}/retry`, headers });

const LONG_TEXT = `Dear Ayen, ${'your order is on its way. '.repeat(20)}`;

/**
 * A message in a given state, `minutesAgo` old. The worker leaves every one alone: a pending one
 * is due only tomorrow, a sending one was claimed just now (within its lease).
 */
async function stored(status: MailStatus, minutesAgo: number, subject = `${status} message`) {
  const id = newId();
  await t.db.insert(mailOutbox).values({
    id,
    kind: 'status-change',
    to: `ayen.${status}@example.org`,
    subject,
    text: LONG_TEXT,
    html: `<p>${LONG_TEXT}</p>`,
    replyTo: { name: 'Boma Star', address: 'orders@example.org' },
    headers: { 'X-Order': 'A1B2C3' },
    status,
    attempts: status === 'pending' ? 0 : status === 'failed' ? 8 : 1,
    lastError: status === 'failed' ? 'connect ECONNREFUSED 127.0.0.1:25' : null,
    nextAttemptAt: sql`now() + interval '1 day'`,
    createdAt: sql`now() - make_interval(mins => ${minutesAgo})`,
    claimedAt: status === 'pending' ? null : sql`now()`,
    claimedBy: status === 'pending' ? null : 'desk-host:1:beef',
    sentAt: status === 'sent' ? sql`now()` : null,
  });
  return id;
}

describe('GET /api/admin/mail', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    await t.db.delete(mailOutbox);
    ids.oldPending = await stored('pending', 30);
    ids.sending = await stored('sending', 20);
    ids.newPending = await stored('pending', 1);
    ids.sent = await stored('sent', 10);
    ids.failed = await stored('failed', 5);
  });

  it('is for staff only', async () => {
    expectRefusal(await get('/api/admin/mail', {}), 401, {
      code: 'UNAUTHENTICATED',
      message: ACCOUNT_MESSAGES.loginRequired,
    });
    expect((await get('/api/admin/mail', customer)).statusCode).toBe(403);
    expect((await get(`/api/admin/mail/${ids.sent}`, customer)).statusCode).toBe(403);
    expect((await retry(ids.failed!, customer)).statusCode).toBe(403);
  });

  it('lists a tab newest first, with every tab counted, and no bodies', async () => {
    const res = await get('/api/admin/mail?status=pending');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const answer = adminMailListResponseSchema.parse(res.json());
    // Pending holds the one being sent now too.
    expect(answer.messages.map((m) => m._id)).toEqual([
      ids.newPending,
      ids.sending,
      ids.oldPending,
    ]);
    expect(answer).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(answer.counts).toEqual({ pending: 3, sent: 1, failed: 1 });
    const first = res.json().messages[0];
    expect(first).not.toHaveProperty('text');
    expect(first).not.toHaveProperty('html');
    expect(first.preview).toBe(LONG_TEXT.slice(0, MAIL_PREVIEW_LENGTH));
  });

  it('filters sent and failed, lists everything without a status, and pages', async () => {
    const of = async (query: string) =>
      adminMailListResponseSchema.parse((await get(`/api/admin/mail${query}`)).json());
    expect((await of('?status=sent')).messages.map((m) => m._id)).toEqual([ids.sent]);
    const failed = (await of('?status=failed')).messages;
    expect(failed.map((m) => m._id)).toEqual([ids.failed]);
    expect(failed[0]).toMatchObject({
      attempts: 8,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    const all = await of('');
    expect(all.total).toBe(5);
    expect(all.messages.map((m) => m._id)).toEqual([
      ids.newPending,
      ids.failed,
      ids.sent,
      ids.sending,
      ids.oldPending,
    ]);
    const second = await of('?pageSize=2&page=2');
    expect(second.messages.map((m) => m._id)).toEqual([ids.sent, ids.sending]);
  });

  it('refuses a status, page or size it does not know with 400 and a readable message', async () => {
    expectRefusal(await get('/api/admin/mail?status=bounced'), 400, {
      code: 'VALIDATION',
      message: M.statusInvalid,
      errors: { status: M.statusInvalid },
    });
    expect((await get('/api/admin/mail?status=sending')).statusCode).toBe(400);
    expect((await get('/api/admin/mail?page=0')).statusCode).toBe(400);
    expect((await get('/api/admin/mail?pageSize=500')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/mail/:id', () => {
  it('answers the whole message', async () => {
    const id = await stored('sent', 3, 'Your order is on its way');
    const res = await get(`/api/admin/mail/${id.toUpperCase()}`);
    expect(res.statusCode, res.body).toBe(200);
    const { mail } = adminMailResponseSchema.parse(res.json());
    expect(mail).toMatchObject({
      _id: id,
      kind: 'status-change',
      subject: 'Your order is on its way',
      status: 'sent',
      text: LONG_TEXT,
      html: `<p>${LONG_TEXT}</p>`,
      replyTo: 'Boma Star <orders@example.org>',
      headers: { 'X-Order': 'A1B2C3' },
    });
    expect(mail.sentAt).not.toBeNull();
  });

  it('never shows the token of a reset or newsletter link, in the message or its preview', async () => {
    const token = 'Sx9_secret-token-of-the-customer-0123456789';
    const id = newId();
    await t.db.insert(mailOutbox).values({
      id,
      kind: 'password-reset',
      to: 'achol@example.org',
      subject: 'Reset your password',
      text: `Open https://shop.test/reset-password/${token} within 10 minutes.`,
      html: `<a href="https://shop.test/reset-password/${token}">Reset</a>`,
      headers: { 'List-Unsubscribe': `<https://shop.test/newsletter/unsubscribe/${token}>` },
      nextAttemptAt: sql`now() + interval '1 day'`,
    });
    const detail = await get(`/api/admin/mail/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toContain(token);
    const { mail } = adminMailResponseSchema.parse(detail.json());
    expect(mail.text).toBe(
      'Open https://shop.test/reset-password/[link removed] within 10 minutes.',
    );
    expect(mail.headers['List-Unsubscribe']).toBe(
      '<https://shop.test/newsletter/unsubscribe/[link removed]>',
    );
    const list = await get('/api/admin/mail?status=pending&pageSize=100');
    expect(list.body).toContain('/reset-password/[link removed]');
    expect(list.body).not.toContain(token);
    await t.db.delete(mailOutbox).where(eq(mailOutbox.id, id));
  });

  it('refuses a malformed id with 400 and an unknown one with 404', async () => {
    expectRefusal(await get('/api/admin/mail/not-an-id'), 400, {
      code: 'BAD_REQUEST',
      message: M.invalidId,
    });
    expectRefusal(await get(`/api/admin/mail/${newId()}`), 404, {
      code: 'NOT_FOUND',
      message: M.notFound,
    });
  });
});

describe('POST /api/admin/mail/:id/retry', () => {
  /** The worker marks the message sent, and the receiver got it once (no late second copy). */
  async function expectSentOnce(id: string, subject: string) {
    await vi.waitFor(
      async () => {
        const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
        expect(row!.status).toBe('sent');
        // Retry sets attempts to 0 and every claim adds one: 1 means one claim, so one send.
        // 'sent' is final (nothing claims it again), so no second copy can come later.
        expect(row!.attempts).toBe(1);
      },
      { timeout: 5_000, interval: 25 },
    );
    expect(smtp.received.filter((m) => m.subject === subject)).toHaveLength(1);
  }

  it('puts a failed message back, and the worker sends it once', async () => {
    const id = await stored('failed', 2, 'Sent again by staff');
    const res = await retry(id);
    expect(res.statusCode, res.body).toBe(200);
    const answer = adminMailRetryResponseSchema.parse(res.json());
    expect(answer.message).toBe(M.retried);
    expect(answer.mail).toMatchObject({ _id: id, status: 'pending', attempts: 0 });

    await expectSentOnce(id, 'Sent again by staff');

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action)).toEqual(['mail.retry']);
    expect(audit[0]!.before).toMatchObject({ status: 'failed', attempts: 8 });
  });

  it('refuses to send a sent message again, or to retry one still waiting (409)', async () => {
    const sent = await stored('sent', 2);
    expectRefusal(await retry(sent), 409, { code: 'CONFLICT', message: M.retrySent });
    const pending = await stored('pending', 2);
    expectRefusal(await retry(pending), 409, { code: 'CONFLICT', message: M.retryPending });
    const sending = await stored('sending', 2);
    expectRefusal(await retry(sending), 409, { code: 'CONFLICT', message: M.retryPending });
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent));
    expect(row!.status).toBe('sent');
  });

  it('puts a message back once when two staff press Retry at the same moment', async () => {
    const id = await stored('failed', 2, 'Two staff, one retry');
    const answers = await Promise.all([retry(id), retry(id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    await expectSentOnce(id, 'Two staff, one retry');
  });

  it('refuses an unknown or malformed id', async () => {
    expectRefusal(await retry(newId()), 404, { code: 'NOT_FOUND', message: M.notFound });
    expect((await retry('zzz')).statusCode).toBe(400);
  });
});
