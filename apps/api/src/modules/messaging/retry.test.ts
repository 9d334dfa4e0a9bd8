// Staff send a failed SMS or WhatsApp message again, as they do a failed e-mail
// (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md): the provider that refused it takes
// it on the retry and it is sent once; a sent message is never sent twice, a waiting one needs
// nothing, and a number that asked for no more stays failed. Each Retry is audited.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_MESSAGES, TEXT_MESSAGES, type TextChannel } from '@shop/contracts';
import { auditLog, textOutbox } from '../../db/schema.ts';
import { signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { fakeTwilio } from '../../test/text-fakes.ts';
import { useTestApp } from '../../test/test-app.ts';
import { recordOptOut } from './claims.ts';
import type { TextMessage } from './outbox.ts';

let sms: Awaited<ReturnType<typeof fakeTwilio>>;
afterAll(async () => {
  await sms?.close();
});
const t = useTestApp(async () => {
  sms = await fakeTwilio();
  return { messaging: { sms: sms.config, worker: { pollMs: 25 } } };
});

let staff: Headers;
beforeAll(async () => {
  staff = (await signUpAdmin(t.app, t.db, 'Akech Retry Staff')).headers;
});

let serial = 0;
/** A number of its own for each message, so a test counts what reached it alone. */
const uniqueNumber = () =>
  `+2119${String(10_000_000 + ((process.pid * 6151 + ++serial * 104_729) % 89_999_999)).padStart(8, '0')}`;

const message = (to: string, channel: TextChannel = 'sms'): TextMessage => ({
  channel,
  kind: 'order-placed',
  to,
  template: 'order_placed',
  params: ['Boma Star', 'RTY123', 'https://shop.test/track?order=RTY123', '+211 922 450 310'],
  text: 'Boma Star: order RTY123 received.',
});

const rowOf = async (id: string) =>
  (await t.db.select().from(textOutbox).where(eq(textOutbox.id, id)))[0]!;
const retry = (id: string, headers: Headers = staff) =>
  t.app.inject({ method: 'POST', url: `/api/admin/texts/${id}/retry`, headers });

/** A message the provider refused for good (an invalid number, Twilio 21211): failed at once. */
async function failedMessage(to = uniqueNumber()) {
  sms.failWith({ status: 400, code: 21211 });
  try {
    const [id] = await t.app.texts.enqueue(t.db, message(to));
    t.app.texts.wake();
    await t.app.texts.flush();
    expect((await rowOf(id!)).status).toBe('failed');
    return id!;
  } finally {
    sms.failWith(null);
  }
}

describe('Retry of a failed text message', () => {
  it('sends it again once, audited, and refuses a second Retry once it is sent', async () => {
    const to = uniqueNumber();
    const id = await failedMessage(to);

    const res = await retry(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: MAIL_MESSAGES.retried,
      text: { _id: id, status: expect.stringMatching(/^(pending|sending|sent)$/), to },
    });
    await t.app.texts.flush();
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sms.received.filter((m) => m.to === to)).toHaveLength(1);

    expectRefusal(await retry(id), 409, { code: 'CONFLICT', message: MAIL_MESSAGES.retrySent });
    await t.app.texts.flush();
    expect(sms.received.filter((m) => m.to === to)).toHaveLength(1);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'text.retry'), eq(auditLog.entityId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('leaves a message to a number that replied STOP failed, and says why', async () => {
    const to = uniqueNumber();
    const id = await failedMessage(to);
    await recordOptOut(t.db, to, 'sms-stop');
    expectRefusal(await retry(id), 409, {
      code: 'CONFLICT',
      message: TEXT_MESSAGES.retryOptedOut,
    });
    expect((await rowOf(id)).status).toBe('failed');
    expect(sms.received.filter((m) => m.to === to)).toHaveLength(0);
  });

  it('has nothing to retry in a waiting message, and knows no unknown or malformed id', async () => {
    // Written far ahead of time, so the worker leaves it waiting while the test asks.
    const [id] = await t.app.texts.enqueue(t.db, {
      ...message(uniqueNumber()),
      notBefore: new Date(Date.now() + 3_600_000),
    });
    expectRefusal(await retry(id!), 409, {
      code: 'CONFLICT',
      message: MAIL_MESSAGES.retryPending,
    });
    expectRefusal(await retry('0123456789abcdef01234567'), 404, {
      code: 'NOT_FOUND',
      message: TEXT_MESSAGES.notFound,
    });
    const bad = await retry('not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(TEXT_MESSAGES.invalidId);
  });
});
