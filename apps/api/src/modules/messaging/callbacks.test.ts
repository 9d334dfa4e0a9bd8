// The providers' callbacks (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md), sent by the
// fakes over HTTP to the shop listening on 127.0.0.1 and signed for its public address: statuses
// move a message the shop sent (sent, delivered, failed), never back and never one it did not
// send; a forged call is refused (403) and changes nothing; STOP by SMS and a WhatsApp block stop
// further messages to that number.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { textOptOuts, textOutbox } from '../../db/schema.ts';
import { fakeTwilio, fakeWhatsApp, metaSignature, twilioSignature } from '../../test/text-fakes.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { TextMessage } from './outbox.ts';

const PUBLIC = 'https://shop.test';
const STATUS_URL = `${PUBLIC}/api/messaging/twilio/status`;
const INBOUND_URL = `${PUBLIC}/api/messaging/twilio/inbound`;
const WEBHOOK_URL = `${PUBLIC}/api/messaging/whatsapp/webhook`;

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
      callbackBase: PUBLIC,
      worker: { pollMs: 25 },
    },
  };
});
beforeAll(async () => {
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  sms.reachShopAt(base);
  wa.reachShopAt(base);
});

let serial = 0;
const uniqueNumber = () =>
  `+2119${String(20_000_000 + ((process.pid * 7907 + ++serial * 104_723) % 79_999_999)).padStart(8, '0')}`;

const rowOf = async (db: Db, id: string) =>
  (await db.select().from(textOutbox).where(eq(textOutbox.id, id)))[0]!;

/** Writes one message, sends it, and answers its row (sent, with the provider's id). */
async function sent(channel: 'sms' | 'whatsapp', to = uniqueNumber()) {
  const m: TextMessage = {
    channel,
    kind: 'order-placed',
    to,
    template: 'order_placed',
    params: ['Boma Star', 'ABC123', `${PUBLIC}/track?order=ABC123`, '+211 922 450 310'],
    text: 'Boma Star: order ABC123 received.',
  };
  const [id] = await t.app.texts.enqueue(t.db, m);
  t.app.texts.wake();
  await t.app.texts.flush();
  const row = await rowOf(t.db, id!);
  expect(row.status).toBe('sent');
  return row;
}

const postForm = (url: string, params: Record<string, string>, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature ? { 'x-twilio-signature': signature } : {}),
    },
    payload: new URLSearchParams(params).toString(),
  });

describe("Twilio's status callbacks", () => {
  it('mark a message sent, then delivered, and a late "sent" moves nothing back', async () => {
    const row = await sent('sms');
    const sid = row.providerMessageId!;
    expect(await sms.sendStatus(sid, 'queued')).toBe(200);
    expect(await sms.sendStatus(sid, 'sent')).toBe(200);
    expect((await rowOf(t.db, row.id)).status).toBe('sent');
    expect(await sms.sendStatus(sid, 'delivered')).toBe(200);
    const delivered = await rowOf(t.db, row.id);
    expect(delivered.status).toBe('delivered');
    expect(delivered.deliveredAt).toBeInstanceOf(Date);
    expect(await sms.sendStatus(sid, 'sent')).toBe(200);
    expect((await rowOf(t.db, row.id)).status).toBe('delivered');
  });

  it('mark a message the network could not deliver failed, with its error code', async () => {
    const row = await sent('sms');
    expect(
      await sms.sendStatus(row.providerMessageId!, 'undelivered', { ErrorCode: '30003' }),
    ).toBe(200);
    expect(await rowOf(t.db, row.id)).toMatchObject({
      status: 'failed',
      lastError: 'SMS undelivered (error 30003)',
    });
  });

  it('refuse a forged or unsigned callback (403), and a signed one for an unknown id (404)', async () => {
    const row = await sent('sms');
    const params = { MessageSid: row.providerMessageId!, MessageStatus: 'failed' };
    const forged = await postForm(
      STATUS_URL,
      params,
      twilioSignature('not-the-token', STATUS_URL, params),
    );
    expect(forged.statusCode).toBe(403);
    expect((await postForm(STATUS_URL, params)).statusCode).toBe(403);
    // Signed for another address: Twilio signs the URL it called.
    const elsewhere = await postForm(
      STATUS_URL,
      params,
      twilioSignature(
        sms.config.authToken,
        'https://evil.test/api/messaging/twilio/status',
        params,
      ),
    );
    expect(elsewhere.statusCode).toBe(403);
    expect((await rowOf(t.db, row.id)).status).toBe('sent');

    const unknown = {
      MessageSid: 'SM00000000000000000000000000000000',
      MessageStatus: 'delivered',
    };
    const res = await postForm(
      STATUS_URL,
      unknown,
      twilioSignature(sms.config.authToken, STATUS_URL, unknown),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No message of the shop has this id');
  });

  it('refuse a signed callback without a message id (400)', async () => {
    const params = { MessageStatus: 'delivered' };
    const res = await postForm(
      STATUS_URL,
      params,
      twilioSignature(sms.config.authToken, STATUS_URL, params),
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('STOP by SMS', () => {
  it('stops every further message to the number, until START', async () => {
    const number = uniqueNumber();
    const waiting: TextMessage = {
      channel: 'sms',
      kind: 'out-for-delivery',
      to: number,
      template: 'order_out_for_delivery',
      params: [],
      text: 'later',
      notBefore: new Date(Date.now() + 60_000),
    };
    const [waitingId] = await t.app.texts.enqueue(t.db, waiting);
    // As the customer types it: 0 9xx..., normalised to +211.
    expect(await sms.sendInbound(INBOUND_URL, `0${number.slice(4)}`, ' stop ')).toBe(200);
    const [optOut] = await t.db.select().from(textOptOuts).where(eq(textOptOuts.number, number));
    expect(optOut).toMatchObject({ source: 'sms-stop' });
    expect(await rowOf(t.db, waitingId!)).toMatchObject({
      status: 'failed',
      lastError: 'The number asked for no more messages',
    });
    // Neither channel writes to it any more.
    expect(await t.app.texts.enqueue(t.db, { ...waiting, channel: 'whatsapp' })).toEqual([]);

    expect(await sms.sendInbound(INBOUND_URL, number, 'START')).toBe(200);
    expect(await t.db.select().from(textOptOuts).where(eq(textOptOuts.number, number))).toEqual([]);
    expect(await t.app.texts.enqueue(t.db, waiting)).toHaveLength(1);
  });

  it('is refused when forged, and an ordinary reply changes nothing', async () => {
    const number = uniqueNumber();
    const params = { From: number, Body: 'STOP' };
    const forged = await postForm(
      INBOUND_URL,
      params,
      twilioSignature('wrong', INBOUND_URL, params),
    );
    expect(forged.statusCode).toBe(403);
    expect(await sms.sendInbound(INBOUND_URL, number, 'Thank you!')).toBe(200);
    expect(await t.db.select().from(textOptOuts).where(eq(textOptOuts.number, number))).toEqual([]);
  });

  it("is recorded from the gateway's own refusal of an unsubscribed number (error 21610)", async () => {
    sms.failWith({ status: 400, code: 21610 });
    const number = uniqueNumber();
    const [id] = await t.app.texts.enqueue(t.db, {
      channel: 'sms',
      kind: 'delivered',
      to: number,
      template: 'order_delivered',
      params: [],
      text: 'x',
    });
    t.app.texts.wake();
    try {
      await vi.waitFor(async () => expect((await rowOf(t.db, id!)).status).toBe('failed'), {
        timeout: 5_000,
        interval: 10,
      });
    } finally {
      sms.failWith(null);
    }
    const [optOut] = await t.db.select().from(textOptOuts).where(eq(textOptOuts.number, number));
    expect(optOut).toMatchObject({ source: 'sms-unsubscribed' });
    // A START to the shop's number lifts it too: the gateway takes it as ending its own block.
    expect(await sms.sendInbound(INBOUND_URL, number, 'START')).toBe(200);
    expect(await t.db.select().from(textOptOuts).where(eq(textOptOuts.number, number))).toEqual([]);
  });
});

describe("WhatsApp's webhook", () => {
  it("answers Meta's check with the challenge, only for the verify token", async () => {
    const check = (token: string) =>
      t.app.inject({
        url: `/api/messaging/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const ok = await check(wa.config.verifyToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await check('guess')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/messaging/whatsapp/webhook' })).statusCode).toBe(400);
  });

  it('marks a message delivered, and ignores a status of an id the shop never sent', async () => {
    const row = await sent('whatsapp');
    expect(await wa.sendStatus(WEBHOOK_URL, row.providerMessageId!, 'sent')).toBe(200);
    expect(await wa.sendStatus(WEBHOOK_URL, row.providerMessageId!, 'delivered')).toBe(200);
    expect((await rowOf(t.db, row.id)).status).toBe('delivered');
    expect(await wa.sendStatus(WEBHOOK_URL, 'wamid.NOT-OURS', 'failed', 131026)).toBe(200);
    expect(
      await t.db
        .select()
        .from(textOutbox)
        .where(eq(textOutbox.providerMessageId, 'wamid.NOT-OURS')),
    ).toEqual([]);
  });

  it('refuses a delivery not signed with the app secret (403), changing nothing', async () => {
    const row = await sent('whatsapp');
    const body = {
      object: 'whatsapp_business_account',
      entry: [
        { changes: [{ value: { statuses: [{ id: row.providerMessageId, status: 'failed' }] } }] },
      ],
    };
    expect(await wa.sendWebhook(WEBHOOK_URL, body, 'another-secret')).toBe(403);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/messaging/whatsapp/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(403);
    // Signed, but the body changed on the way.
    const text = JSON.stringify(body);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/messaging/whatsapp/webhook',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': metaSignature(wa.config.appSecret, text),
      },
      payload: text.replace('failed', 'delivered'),
    });
    expect(tampered.statusCode).toBe(403);
    expect((await rowOf(t.db, row.id)).status).toBe('sent');
  });

  it("takes a user's block (error 131026) as their wish for no more messages", async () => {
    const row = await sent('whatsapp');
    expect(await wa.sendStatus(WEBHOOK_URL, row.providerMessageId!, 'failed', 131026)).toBe(200);
    expect(await rowOf(t.db, row.id)).toMatchObject({
      status: 'failed',
      lastError: 'WhatsApp failed (error 131026)',
    });
    const [optOut] = await t.db.select().from(textOptOuts).where(eq(textOptOuts.number, row.to));
    expect(optOut).toMatchObject({ source: 'whatsapp-blocked' });
  });
});
