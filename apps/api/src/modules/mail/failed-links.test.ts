// A message that fails for good keeps no token of its links (docs/decisions/0033-mail-outbox.md,
// addendum): after its last try, after a refusal for good and after an interrupted send, the
// stored text, HTML and headers say "[link removed]". Staff cannot Retry such a message (its copy
// would open nothing); a failed message without such links is still retried.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminMailRetryResponseSchema, MAIL_MESSAGES as M } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { mailOutbox } from '../../db/schema.ts';
import { signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { smtpReceiver } from '../../test/mail-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { createTestApp, useTestApp, type TestApp } from '../../test/test-app.ts';
import type { OutboxMessage } from './outbox.ts';

const QUICK = { pollMs: 25, retry: { baseDelayMs: 5, maxDelayMs: 5, maxAttempts: 8 } };

/** A reset and a newsletter mail in one: every kind of acting link, in every part of a message. */
function withLinks(to: string, token: string): OutboxMessage {
  return {
    kind: 'password-reset',
    to,
    subject: `Reset your password ${token.slice(0, 8)}`,
    text: `Open https://shop.test/reset-password/${token} or https://shop.test/newsletter/confirm/${token}.`,
    html: `<a href="https://shop.test/reset-password/${token}">Reset</a> <a href="https://shop.test/newsletter/confirm/${token}">Confirm</a>`,
    headers: { 'List-Unsubscribe': `<https://shop.test/newsletter/unsubscribe/${token}>` },
  };
}

/** A token of the shape the shop makes (43 base64url characters), unique to the test. */
const newTokenLike = () => `${newId()}${'_x-Y'.repeat(10)}`.slice(0, 43);

const rowOf = async (db: Db, id: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

async function failedRow(db: Db, id: string) {
  await vi.waitFor(async () => expect((await rowOf(db, id)).status).toBe('failed'), {
    timeout: 10_000,
    interval: 25,
  });
  return rowOf(db, id);
}

/** Text, HTML and headers with every link's path kept and no trace of the token. */
function expectTokenRemoved(row: typeof mailOutbox.$inferSelect, token: string) {
  expect(JSON.stringify([row.text, row.html, row.headers])).not.toContain(token);
  expect(row.text).toBe(
    'Open https://shop.test/reset-password/[link removed] or https://shop.test/newsletter/confirm/[link removed].',
  );
  expect(row.html).toContain('href="https://shop.test/reset-password/[link removed]"');
  expect(row.headers).toEqual({
    'List-Unsubscribe': '<https://shop.test/newsletter/unsubscribe/[link removed]>',
  });
}

describe('a message that fails for good, with the mail server up', () => {
  const smtp = smtpReceiver({ refuse: (to) => to.startsWith('nobody@') });
  afterAll(() => smtp.close());
  const t = useTestApp(async () => ({ smtpUrl: await smtp.listen(), mailWorker: QUICK }));
  let staff: Headers;
  beforeAll(async () => {
    staff = (await signUpAdmin(t.app, t.db, 'Deng Failed Links')).headers;
  });
  const retry = (id: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/mail/${id}/retry`, headers: staff });

  it('refused for good: its tokens are removed, and staff cannot send its dead link again', async () => {
    const token = newTokenLike();
    const [id] = await t.app.mail.enqueue(t.db, withLinks('nobody@example.org', token));
    t.app.mail.wake();
    const row = await failedRow(t.db, id!);
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row.lastError).toMatch(/550/);
    expectTokenRemoved(row, token);

    expectRefusal(await retry(id!), 409, { code: 'CONFLICT', message: M.retryLinkRemoved });
    expect(await rowOf(t.db, id!)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('interrupted mid-send (its process died): its tokens are removed, and it is not retried', async () => {
    const token = newTokenLike();
    const id = newId();
    await t.db.insert(mailOutbox).values({
      id,
      ...withLinks('achol@example.org', token),
      status: 'sending',
      attempts: 1,
      claimedBy: 'gone-host:4242:deadbeef',
      claimedAt: sql`now() - interval '10 minutes'`,
    });
    const row = await failedRow(t.db, id);
    expect(row.lastError).toBe(M.interrupted);
    expectTokenRemoved(row, token);
    expectRefusal(await retry(id), 409, { code: 'CONFLICT', message: M.retryLinkRemoved });
  });

  it('still retries a failed message that had no such link', async () => {
    const [id] = await t.app.mail.enqueue(t.db, {
      kind: 'status-change',
      to: 'nobody@example.org',
      subject: 'Your order is on its way',
      text: 'Follow it at https://shop.test/track?order=A1B2C3',
      html: '<p>Follow it at <a href="https://shop.test/track?order=A1B2C3">tracking</a></p>',
    });
    t.app.mail.wake();
    await failedRow(t.db, id!);
    const res = await retry(id!);
    expect(res.statusCode, res.body).toBe(200);
    expect(adminMailRetryResponseSchema.parse(res.json()).mail.status).toBe('pending');
  });
});

describe('a message that fails for good after its last try', () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it('keeps no token after 8 tries while the mail server is down', async () => {
    // A port found free, then closed again: nothing listens there.
    const probe = smtpReceiver();
    const downUrl = await probe.listen();
    await probe.close();
    t = await createTestApp({ smtpUrl: downUrl, mailWorker: QUICK });

    const token = newTokenLike();
    const [id] = await t.app.mail.enqueue(t.db, withLinks('ayen@example.org', token));
    t.app.mail.wake();
    const row = await failedRow(t.db, id!);
    expect(row.attempts).toBe(8);
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expectTokenRemoved(row, token);
  });
});
