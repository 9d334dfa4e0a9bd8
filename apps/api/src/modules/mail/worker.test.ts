// The outbox's worker against a real SMTP receiver (docs/decisions/0033-mail-outbox.md): each
// message is delivered once; while the receiver is down it is tried again with growing waits and
// delivered once when the receiver is back; a refused recipient and a send cut off by a stopped
// process fail for staff to decide; two instances on one database never send a message twice.
import { eq, inArray, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MAIL_MESSAGES } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { contactMessages, mailOutbox } from '../../db/schema.ts';
import { sendContactMessage } from '../../test/contact-fixtures.ts';
import { smtpReceiver } from '../../test/mail-fixtures.ts';
import { createTestApp, useTestApp, type TestApp } from '../../test/test-app.ts';
import type { OutboxMessage } from './outbox.ts';

/** Quick tries, so a test sees several within a second. */
const QUICK = { pollMs: 25, retry: { baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 8 } };

const message = (subject: string, to = 'ayen@example.org'): OutboxMessage => ({
  kind: 'contact',
  to,
  subject,
  text: `${subject}: the text`,
  html: `<p>${subject}: the text</p>`,
});

const rowOf = async (db: Db, id: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

const subjects = (mails: ParsedMail[]) => mails.map((m) => m.subject ?? '');

/**
 * One more whole pass of the worker, begun after everything it did so far, and nothing due or
 * being sent when it ends: a message that could still be claimed would have been sent again by
 * then, and every send that began has reached the receiver (it records a message before it
 * answers). What is 'sent' or 'failed' is never claimed again, so what is counted now is final.
 */
const afterAnotherPass = (mail: TestApp['app']['mail']) => mail.flush();

describe('the mail worker, with the mail server up', () => {
  const smtp = smtpReceiver({ refuse: (to) => to.startsWith('nobody@') });
  afterAll(() => smtp.close());
  const t = useTestApp(async () => ({ smtpUrl: await smtp.listen(), mailWorker: QUICK }));

  it('delivers a committed message once and records who sent it and when', async () => {
    const [id] = await t.app.mail.enqueue(t.db, message('Delivered once'));
    t.app.mail.wake();
    await t.app.mail.flush();
    await afterAnotherPass(t.app.mail);
    expect(subjects(smtp.received).filter((s) => s === 'Delivered once')).toHaveLength(1);
    const row = await rowOf(t.db, id!);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      claimedBy: t.app.mail.claimer,
    });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('hands nothing addressed to a .invalid domain to the server, and marks it done', async () => {
    // An account staff made for a customer without an e-mail (docs/decisions/0070-staff-orders.md).
    const [id] = await t.app.mail.enqueue(
      t.db,
      message('For no one', `walk-in.${newId()}@no-email.invalid`),
    );
    const [real] = await t.app.mail.enqueue(t.db, message('For someone'));
    t.app.mail.wake();
    await t.app.mail.flush();
    await afterAnotherPass(t.app.mail);
    expect(subjects(smtp.received)).not.toContain('For no one');
    expect(subjects(smtp.received)).toContain('For someone');
    expect(await rowOf(t.db, id!)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect((await rowOf(t.db, real!)).status).toBe('sent');
  });

  it('sends nothing of a transaction that rolled back', async () => {
    const rollback = new Error('the change was refused');
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.mail.enqueue(tx, message('Never committed'));
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    t.app.mail.wake();
    // A pass after the rollback, ended with nothing due or being sent: had the message been
    // written, it would have been sent by now; and no row of it is left to send later.
    await t.app.mail.flush();
    expect(subjects(smtp.received)).not.toContain('Never committed');
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Never committed'));
    expect(rows).toEqual([]);
  });

  it('fails a message whose recipient the mail server refuses, after one try', async () => {
    const [id] = await t.app.mail.enqueue(t.db, message('Nobody there', 'nobody@example.org'));
    t.app.mail.wake();
    await t.app.mail.flush();
    const row = await rowOf(t.db, id!);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/550/);
    expect(subjects(smtp.received)).not.toContain('Nobody there');
  });

  it('fails a message left "sending" past its lease (its process died), and does not send it', async () => {
    const id = newId();
    await t.db.insert(mailOutbox).values({
      id,
      ...message('Cut off mid-send'),
      status: 'sending',
      attempts: 1,
      claimedBy: 'gone-host:4242:deadbeef',
      claimedAt: sql`now() - interval '10 minutes'`,
    });
    await vi.waitFor(async () => expect((await rowOf(t.db, id)).status).toBe('failed'), {
      timeout: 5_000,
      interval: 25,
    });
    await afterAnotherPass(t.app.mail);
    const row = await rowOf(t.db, id);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: MAIL_MESSAGES.interrupted,
      sentAt: null,
    });
    expect(subjects(smtp.received)).not.toContain('Cut off mid-send');
  });

  it('leaves a message being sent by a live worker alone', async () => {
    const id = newId();
    await t.db.insert(mailOutbox).values({
      id,
      ...message('Being sent elsewhere'),
      status: 'sending',
      attempts: 1,
      claimedBy: 'other-host:1:cafe',
      claimedAt: sql`now()`,
    });
    // A whole pass begun after the row was written (flush's first step) leaves it as it is; with
    // no time to wait for, flush then says so, naming the message still being sent elsewhere.
    await expect(t.app.mail.flush(0)).rejects.toThrow(/still due/);
    expect(await rowOf(t.db, id)).toMatchObject({ status: 'sending', lastError: null });
    await t.db.delete(mailOutbox).where(eq(mailOutbox.id, id));
  });
});

/** An SMTP URL on which nothing listens (a port found free, then closed again). */
async function downSmtp() {
  const probe = smtpReceiver();
  const url = await probe.listen();
  await probe.close();
  return { url, port: Number(new URL(url).port) };
}

describe('the mail worker, while the mail server is down', () => {
  let up: ReturnType<typeof smtpReceiver> | undefined;
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
    await up?.close();
  });

  it('tries again with growing waits, then delivers once when the server is back', async () => {
    const down = await downSmtp();
    t = await createTestApp({ smtpUrl: down.url, mailWorker: QUICK });
    const { app, db } = t;

    const sent = await sendContactMessage(app, db, { subject: 'While the server was down' });
    const [row] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.contactMessageId, sent.id));
    expect(row).toBeDefined();
    const id = row!.id;

    // Tried at least three times, each failure pending again after a longer wait.
    const waits = new Map<number, number>();
    await vi.waitFor(
      async () => {
        const now = await rowOf(db, id);
        if (now.status === 'pending' && now.claimedAt && now.attempts > 0) {
          waits.set(now.attempts, now.nextAttemptAt.getTime() - now.claimedAt.getTime());
        }
        expect(now.attempts).toBeGreaterThanOrEqual(3);
      },
      { timeout: 10_000, interval: 10 },
    );
    const trying = await rowOf(db, id);
    expect(trying.sentAt).toBeNull();
    expect(trying.lastError).toMatch(/ECONNREFUSED/);
    // 100, 200, 400 ms: each wait seen is at least its try's.
    expect(waits.size).toBeGreaterThanOrEqual(2);
    for (const [attempts, wait] of waits) {
      expect(wait).toBeGreaterThanOrEqual(Math.min(400, 100 * 2 ** (attempts - 1)) - 5);
    }
    const emailedAt = async () =>
      (
        await db
          .select({ at: contactMessages.emailedAt })
          .from(contactMessages)
          .where(eq(contactMessages.id, sent.id))
      )[0]!.at;
    expect(await emailedAt()).toBeNull();

    up = smtpReceiver();
    await up.listen(down.port);
    await vi.waitFor(async () => expect((await rowOf(db, id)).status).toBe('sent'), {
      timeout: 10_000,
      interval: 25,
    });
    await afterAnotherPass(app.mail);
    const delivered = subjects(up.received).filter((s) => s.includes('While the server was down'));
    expect(delivered).toHaveLength(1);
    expect(await emailedAt()).toBeInstanceOf(Date);
  });

  it('gives up after the last try: failed, with the last error, for staff to retry', async () => {
    const down = await downSmtp();
    const short = await createTestApp({
      smtpUrl: down.url,
      mailWorker: { ...QUICK, retry: { baseDelayMs: 20, maxDelayMs: 20, maxAttempts: 3 } },
    });
    try {
      const [id] = await short.app.mail.enqueue(short.db, message('Three tries only'));
      short.app.mail.wake();
      await vi.waitFor(async () => expect((await rowOf(short.db, id!)).status).toBe('failed'), {
        timeout: 10_000,
        interval: 25,
      });
      const row = await rowOf(short.db, id!);
      expect(row.attempts).toBe(3);
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      expect(row.sentAt).toBeNull();
    } finally {
      await short.close();
    }
  });
});

describe('two instances on one database', () => {
  const smtp = smtpReceiver();
  afterAll(() => smtp.close());
  let smtpUrl = '';
  const a = useTestApp(async () => ({
    smtpUrl: (smtpUrl = await smtp.listen()),
    mailWorker: { ...QUICK, pollMs: 10, batchSize: 3 },
    poolSize: 8,
  }));

  it('never sends a message twice, however the two workers race', async () => {
    const b = await createTestApp({
      database: a.handle,
      smtpUrl,
      mailWorker: { ...QUICK, pollMs: 10, batchSize: 3 },
    });
    try {
      const count = 60;
      const ids: string[] = [];
      // Written in several transactions, each woken on both instances at once.
      for (let i = 0; i < count; i += 6) {
        const batch = Array.from({ length: 6 }, (_, j) => message(`Race ${i + j}`));
        ids.push(...(await a.db.transaction((tx) => a.app.mail.enqueue(tx, ...batch))));
        a.app.mail.wake();
        b.app.mail.wake();
      }
      await Promise.all([a.app.mail.flush(), b.app.mail.flush()]);
      await Promise.all([afterAnotherPass(a.app.mail), afterAnotherPass(b.app.mail)]);

      const race = subjects(smtp.received).filter((s) => s.startsWith('Race '));
      expect(race).toHaveLength(count);
      expect(new Set(race).size).toBe(count);
      const rows = await a.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
      const claimers = new Set(rows.map((r) => r.claimedBy));
      for (const claimer of claimers) {
        expect([a.app.mail.claimer, b.app.mail.claimer]).toContain(claimer);
      }
    } finally {
      await b.close();
    }
  });
});
