// The text outbox's worker against fake providers speaking Twilio's and WhatsApp's protocols
// (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md): each message leaves once, under the
// provider's id; a provider that is down, answers 429 or never answers is tried again and the
// message delivered once when it is back; a refusal for good fails at once; two instances on one
// database never send a message twice; without configuration the messages are files.
import fs from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { TextChannel } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { textDailyCounts, textOutbox } from '../../db/schema.ts';
import { fakeTwilio, fakeWhatsApp } from '../../test/text-fakes.ts';
import { createTestApp, useTestApp } from '../../test/test-app.ts';
import type { TextMessage } from './outbox.ts';

const QUICK = { pollMs: 25, retry: { baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 8 } };

let serial = 0;
/** A number of its own for each message, so a test counts what reached it alone. */
const uniqueNumber = () =>
  `+2119${String(10_000_000 + ((process.pid * 7919 + ++serial * 104_729) % 89_999_999)).padStart(8, '0')}`;

const message = (channel: TextChannel, text: string, to = uniqueNumber()): TextMessage => ({
  channel,
  kind: 'order-placed',
  to,
  template: 'order_placed',
  params: ['Boma Star', 'ABC123', 'https://shop.test/track?order=ABC123', '+211 922 450 310'],
  text,
});

const rowOf = async (db: Db, id: string) =>
  (await db.select().from(textOutbox).where(eq(textOutbox.id, id)))[0]!;

describe('the text worker, with both providers up', () => {
  let sms: Awaited<ReturnType<typeof fakeTwilio>>;
  let wa: Awaited<ReturnType<typeof fakeWhatsApp>>;
  afterAll(async () => {
    await sms?.close();
    await wa?.close();
  });
  const t = useTestApp(async () => {
    sms = await fakeTwilio();
    wa = await fakeWhatsApp();
    return {
      messaging: {
        sms: sms.config,
        whatsapp: wa.config,
        worker: QUICK,
        providerTimeoutMs: 300,
        callbackBase: 'https://shop.test',
      },
    };
  });

  it("sends an SMS once, in Twilio's shape, and keeps its Message SID", async () => {
    const m = message('sms', 'Boma Star: order ABC123 received.');
    const [id] = await t.app.texts.enqueue(t.db, m);
    t.app.texts.wake();
    await t.app.texts.flush();
    await t.app.texts.flush();
    const got = sms.received.filter((r) => r.to === m.to);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      body: m.text,
      from: sms.config.from,
      callback: 'https://shop.test/api/messaging/twilio/status',
    });
    expect(await rowOf(t.db, id!)).toMatchObject({
      status: 'sent',
      attempts: 1,
      providerMessageId: got[0]!.sid,
      claimedBy: t.app.texts.claimer,
    });
  });

  it('sends a WhatsApp template once with its body parameters, and keeps its wamid', async () => {
    const m = message('whatsapp', 'Boma Star: order ABC123 received.');
    const [id] = await t.app.texts.enqueue(t.db, m);
    t.app.texts.wake();
    await t.app.texts.flush();
    const got = wa.received.filter((r) => r.to === m.to);
    expect(got).toEqual([
      {
        id: expect.stringMatching(/^wamid\./),
        to: m.to,
        template: 'order_placed',
        language: 'en',
        params: m.params,
      },
    ]);
    expect(await rowOf(t.db, id!)).toMatchObject({ status: 'sent', providerMessageId: got[0]!.id });
  });

  it('sends nothing of a transaction that rolled back', async () => {
    const m = message('sms', 'Never committed');
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.texts.enqueue(tx, m);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    t.app.texts.wake();
    await t.app.texts.flush();
    expect(sms.received.filter((r) => r.to === m.to)).toEqual([]);
    expect(await t.db.select().from(textOutbox).where(eq(textOutbox.to, m.to))).toEqual([]);
  });

  it('tries a provider that is down again with growing waits, and delivers once when it is back', async () => {
    sms.failWith({ status: 503 });
    const m = message('sms', 'While the gateway was down');
    const [id] = await t.app.texts.enqueue(t.db, m);
    t.app.texts.wake();
    try {
      await vi.waitFor(
        async () => expect((await rowOf(t.db, id!)).attempts).toBeGreaterThanOrEqual(3),
        {
          timeout: 10_000,
          interval: 10,
        },
      );
      const trying = await rowOf(t.db, id!);
      expect(trying.lastError).toMatch(/503/);
      expect(trying.sentAt).toBeNull();
    } finally {
      sms.failWith(null);
    }
    await vi.waitFor(async () => expect((await rowOf(t.db, id!)).status).toBe('sent'), {
      timeout: 10_000,
      interval: 25,
    });
    await t.app.texts.flush();
    expect(sms.received.filter((r) => r.to === m.to)).toHaveLength(1);
  });

  it('waits as long as a 429 asks (Retry-After) before the next try', async () => {
    wa.failWith({ status: 429, retryAfter: '2' });
    const m = message('whatsapp', 'Rate limited');
    const [id] = await t.app.texts.enqueue(t.db, m);
    t.app.texts.wake();
    try {
      await vi.waitFor(
        async () => {
          const row = await rowOf(t.db, id!);
          expect(row.status).toBe('pending');
          expect(row.attempts).toBe(1);
        },
        { timeout: 5_000, interval: 10 },
      );
    } finally {
      wa.failWith(null);
    }
    const row = await rowOf(t.db, id!);
    expect(row.lastError).toMatch(/429.*130429/);
    // Retry-After is 2 s; our own first wait would be 100 ms.
    expect(row.nextAttemptAt.getTime() - row.claimedAt!.getTime()).toBeGreaterThanOrEqual(1_900);
    expect(wa.received.filter((r) => r.to === m.to)).toEqual([]);
  });

  it('tries a provider that never answers again, once its call times out, counted once against the caps', async () => {
    sms.failWith({ hold: true });
    const m = message('sms', 'Nobody answered');
    const [id] = await t.app.texts.enqueue(t.db, m);
    t.app.texts.wake();
    try {
      await vi.waitFor(
        async () => expect((await rowOf(t.db, id!)).attempts).toBeGreaterThanOrEqual(2),
        {
          timeout: 10_000,
          interval: 10,
        },
      );
      expect((await rowOf(t.db, id!)).lastError).toMatch(/did not answer in time/);
    } finally {
      sms.failWith(null);
    }
    await vi.waitFor(async () => expect((await rowOf(t.db, id!)).status).toBe('sent'), {
      timeout: 10_000,
      interval: 25,
    });
    expect(sms.received.filter((r) => r.to === m.to)).toHaveLength(1);
    // The tries without an answer kept the message's one place in the day's count of its number
    // (the provider may have taken them), rather than each taking another.
    const [counted] = await t.db
      .select()
      .from(textDailyCounts)
      .where(eq(textDailyCounts.scope, m.to));
    expect(counted?.sent).toBe(1);
    expect((await rowOf(t.db, id!)).capDay).toBe(counted?.day);
  });

  it('fails at once a message the provider refuses for good', async () => {
    sms.failWith({ status: 400, code: 21211 });
    const m = message('sms', 'Not a number');
    const [id] = await t.app.texts.enqueue(t.db, m);
    t.app.texts.wake();
    try {
      await vi.waitFor(async () => expect((await rowOf(t.db, id!)).status).toBe('failed'), {
        timeout: 5_000,
        interval: 10,
      });
    } finally {
      sms.failWith(null);
    }
    expect(await rowOf(t.db, id!)).toMatchObject({ attempts: 1, sentAt: null });
    expect((await rowOf(t.db, id!)).lastError).toMatch(/400 \(error 21211\)/);
  });
});

describe('two instances on one database', () => {
  let sms: Awaited<ReturnType<typeof fakeTwilio>>;
  afterAll(() => sms?.close());
  const worker = { ...QUICK, pollMs: 10, batchSize: 3 };
  const a = useTestApp(async () => {
    sms = await fakeTwilio();
    return { messaging: { sms: sms.config, worker }, poolSize: 8 };
  });

  it('never sends a message twice, however the two workers race', async () => {
    const b = await createTestApp({ database: a.handle, messaging: { sms: sms.config, worker } });
    try {
      const count = 60;
      const ids: string[] = [];
      const numbers: string[] = [];
      for (let i = 0; i < count; i += 6) {
        const batch = Array.from({ length: 6 }, (_, j) => message('sms', `Race ${i + j}`));
        numbers.push(...batch.map((m) => m.to));
        ids.push(...(await a.db.transaction((tx) => a.app.texts.enqueue(tx, ...batch))));
        a.app.texts.wake();
        b.app.texts.wake();
      }
      await Promise.all([a.app.texts.flush(), b.app.texts.flush()]);
      await Promise.all([a.app.texts.flush(), b.app.texts.flush()]);
      const race = sms.received.filter((r) => numbers.includes(r.to));
      expect(race).toHaveLength(count);
      expect(new Set(race.map((r) => r.to)).size).toBe(count);
      const rows = await a.db.select().from(textOutbox).where(inArray(textOutbox.id, ids));
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
      for (const claimer of new Set(rows.map((r) => r.claimedBy)))
        expect([a.app.texts.claimer, b.app.texts.claimer]).toContain(claimer);
    } finally {
      await b.close();
    }
  });
});

describe('without a provider configured', () => {
  const t = useTestApp({ messaging: { worker: QUICK } });

  it('writes each message as a file into the outbox folder', async () => {
    const m = message('whatsapp', 'Written to a file');
    const [id] = await t.app.texts.enqueue(t.db, m);
    t.app.texts.wake();
    await t.app.texts.flush();
    const row = await rowOf(t.db, id!);
    expect(row.status).toBe('sent');
    const files = fs.readdirSync(t.outboxDir).filter((f) => f.includes(row.providerMessageId!));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.whatsapp\.txt$/);
    const content = fs.readFileSync(`${t.outboxDir}/${files[0]}`, 'utf8');
    expect(content).toContain(`To: ${m.to}`);
    expect(content).toContain('Written to a file');
  });
});
