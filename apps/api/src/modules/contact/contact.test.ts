import { createServer, type AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, CONTACT_MESSAGES as M } from '@shop/contracts';
import { contactMessages } from '../../db/schema.ts';
import { smtpReceiver } from '../../test/mail-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { useTestApp, type TestApp } from '../../test/test-app.ts';
import { DEFAULT_SETTINGS } from '../settings/defaults.ts';

const COMPANY_EMAIL = DEFAULT_SETTINGS.company.emails[0]!;

const uniqueEmail = (name = 'ayen') => `${name}.${randomBytes(4).toString('hex')}@example.org`;

function message(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ayen Garang',
    email: uniqueEmail(),
    subject: 'Office chairs for our school',
    phone: '+211 921 000 111',
    message: 'Hello,\nwe need 40 chairs delivered to Juba.\nThank you.',
    ...overrides,
  };
}

const send = (
  t: TestApp,
  payload: Record<string, unknown>,
  opts: { remoteAddress?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload,
    // Each request from its own address unless a test says otherwise, so only the limits'
    // own tests meet the limit per address.
    remoteAddress: opts.remoteAddress ?? `10.1.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    headers: opts.headers,
  });

const storedFrom = (t: TestApp, email: string) =>
  t.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, email))
    .orderBy(desc(contactMessages.createdAt));

const ok = { success: true, message: M.received };

describe('POST /api/contact: stored and e-mailed to the company', () => {
  const smtp = smtpReceiver();
  afterAll(() => smtp.close());
  const t = useTestApp(async () => ({ smtpUrl: await smtp.listen() }));

  it('stores the message, mails it with Reply-To the sender and records that it went out', async () => {
    const body = message({
      name: 'Nyandeng <b>Deng</b>',
      subject: 'Quote for <script>alert(1)</script>',
      message: 'Line one & "two"\n<img src=x onerror=alert(1)>',
    });
    const res = await send(t, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ok);
    await t.app.mail.flush();

    const [row] = await storedFrom(t, body.email);
    expect(row).toMatchObject({
      name: body.name,
      subject: body.subject,
      phone: body.phone,
      message: body.message,
      readAt: null,
      archivedAt: null,
    });
    expect(row!.emailedAt).toBeInstanceOf(Date);

    const mail = smtp.received.find((m) => m.subject?.includes('Quote for'));
    expect(mail).toBeDefined();
    expect(mail!.to).toMatchObject({ value: [{ address: COMPANY_EMAIL }] });
    expect(mail!.replyTo?.value).toEqual([{ address: body.email, name: body.name }]);
    expect(mail!.subject).toBe(`Website message: ${body.subject}`);
    expect(mail!.text).toContain(body.message);
    expect(mail!.text).toContain(body.phone);
    // Typed text is text in the HTML part, never markup.
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).not.toContain('<img');
    expect(mail!.html).toContain('&#60;script&#62;');
    expect(mail!.html).toContain('Line one &#38; &#34;two&#34;');
  });

  it('keeps a typed line break from adding headers to the mail', async () => {
    const body = message({ subject: 'Hello\r\nBcc: victim@example.org', name: 'A\r\nCc: x@y.org' });
    expect((await send(t, body)).statusCode).toBe(200);
    await t.app.mail.flush();
    const mail = smtp.received.find((m) => m.replyTo?.value[0]?.address === body.email);
    expect(mail!.subject).toBe('Website message: Hello Bcc: victim@example.org');
    expect(mail!.bcc).toBeUndefined();
    expect(mail!.cc).toBeUndefined();
    expect(mail!.headers.has('bcc')).toBe(false);
  });

  it('accepts the contact page form without a phone number', async () => {
    const { phone: _phone, ...body } = message();
    expect((await send(t, body)).json()).toEqual(ok);
    const [row] = await storedFrom(t, body.email);
    expect(row?.phone).toBe('');
  });

  it('trims the fields and stores the address in lower case', async () => {
    const email = uniqueEmail('kuol');
    const body = message({ name: '  Kuol  ', email: `  ${email.toUpperCase()} ` });
    expect((await send(t, body)).statusCode).toBe(200);
    const [row] = await storedFrom(t, email);
    expect(row?.name).toBe('Kuol');
  });

  it('thanks a bot that filled the hidden field the same, and stores and sends nothing', async () => {
    await t.app.mail.flush();
    const mailsBefore = smtp.received.length;
    const body = message({ website: 'https://spam.example' });
    const res = await send(t, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ok);
    await t.app.mail.flush();
    expect(await storedFrom(t, body.email)).toEqual([]);
    expect(smtp.received.length).toBe(mailsBefore);
  });

  it('takes an empty hidden field as a person', async () => {
    const body = message({ website: '' });
    expect((await send(t, body)).statusCode).toBe(200);
    expect(await storedFrom(t, body.email)).toHaveLength(1);
  });

  const tooLong = (n: number) => 'x'.repeat(n + 1);
  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['no name', { name: undefined }, 'name', M.nameRequired],
    ['a blank name', { name: '   ' }, 'name', M.nameRequired],
    ['a long name', { name: tooLong(CONTACT_LIMITS.name) }, 'name', M.nameTooLong],
    ['no e-mail', { email: undefined }, 'email', M.emailInvalid],
    ['a bad e-mail', { email: 'ayen@' }, 'email', M.emailInvalid],
    ['an e-mail that is a name', { email: 'Ayen Garang' }, 'email', M.emailInvalid],
    ['a long e-mail', { email: `${'a'.repeat(250)}@example.org` }, 'email', M.emailInvalid],
    ['no subject', { subject: undefined }, 'subject', M.subjectRequired],
    ['a blank subject', { subject: '' }, 'subject', M.subjectRequired],
    ['a long subject', { subject: tooLong(CONTACT_LIMITS.subject) }, 'subject', M.subjectTooLong],
    ['a long phone', { phone: tooLong(CONTACT_LIMITS.phone) }, 'phone', M.phoneTooLong],
    ['a phone that is a number', { phone: 211921 }, 'phone', M.phoneTooLong],
    ['no message', { message: undefined }, 'message', M.messageRequired],
    ['a blank message', { message: ' \n ' }, 'message', M.messageRequired],
    ['a long message', { message: tooLong(CONTACT_LIMITS.message) }, 'message', M.messageTooLong],
  ];
  it.each(refusals)('refuses %s with 400 under the field', async (_label, change, field, text) => {
    const body = message(change);
    const res = await send(t, body);
    expectRefusal(res, 400, { code: 'VALIDATION', message: text, errors: { [field]: text } });
    expect(await storedFrom(t, String(body.email))).toEqual([]);
  });

  it('takes a message of exactly the longest lengths', async () => {
    const body = message({
      name: 'n'.repeat(CONTACT_LIMITS.name),
      subject: 's'.repeat(CONTACT_LIMITS.subject),
      phone: '1'.repeat(CONTACT_LIMITS.phone),
      message: 'm'.repeat(CONTACT_LIMITS.message),
    });
    expect((await send(t, body)).statusCode).toBe(200);
  });

  it('names every field at fault in an empty form, and refuses a body that is not JSON', async () => {
    const res = await send(t, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: M.nameRequired,
      email: M.emailInvalid,
      subject: M.subjectRequired,
      message: M.messageRequired,
    });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().success).toBe(false);
  });
});

/** A port nothing listens on: the mail server is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('POST /api/contact while the mail server is down', () => {
  const t = useTestApp(async () => ({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` }));

  it('answers 200 and keeps the message, marked as not e-mailed', async () => {
    const body = message();
    const res = await send(t, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ok);
    await t.app.mail.flush();
    const [row] = await storedFrom(t, body.email);
    expect(row).toMatchObject({ message: body.message, emailedAt: null });
  });
});

describe('POST /api/contact: limits', () => {
  // Small limits so the test needs few requests; the production numbers live in DEFAULT_LIMITS.
  const t = useTestApp({
    rateLimits: {
      limits: { contactPerIp: { max: 3, minutes: 10 }, contactPerEmail: { max: 2, minutes: 10 } },
    },
  });
  const tooMany = { code: 'RATE_LIMITED', message: M.tooMany } as const;

  it('limits one client address, while another address goes on', async () => {
    for (let i = 0; i < 3; i++)
      expect((await send(t, message(), { remoteAddress: '10.2.0.1' })).statusCode).toBe(200);
    const body = message();
    expectRefusal(await send(t, body, { remoteAddress: '10.2.0.1' }), 429, tooMany);
    expect(await storedFrom(t, body.email)).toEqual([]);
    expect((await send(t, message(), { remoteAddress: '10.2.0.2' })).statusCode).toBe(200);
  });

  it('limits one sender whatever address they write from', async () => {
    const email = uniqueEmail('deng');
    for (const [i, address] of ['10.3.0.1', '10.3.0.2'].entries())
      expect(
        (await send(t, message({ email, subject: `try ${i}` }), { remoteAddress: address }))
          .statusCode,
      ).toBe(200);
    const res = await send(t, message({ email: email.toUpperCase() }), {
      remoteAddress: '10.3.0.3',
    });
    expectRefusal(res, 429, tooMany);
    expect(await storedFrom(t, email)).toHaveLength(2);
  });

  it("counts the storefront's forwarded visitor only with this process's key", async () => {
    const storefront = '127.0.0.1';
    const as = (visitor: string, key: string) => ({
      remoteAddress: storefront,
      headers: { 'x-shop-client-ip': visitor, 'x-shop-forward-key': key },
    });
    // With the key, each visitor has their own budget though all come from the loopback.
    for (let i = 0; i < 3; i++)
      expect((await send(t, message(), as('10.4.0.1', t.app.forwardKey))).statusCode).toBe(200);
    expectRefusal(await send(t, message(), as('10.4.0.1', t.app.forwardKey)), 429, tooMany);
    expect((await send(t, message(), as('10.4.0.2', t.app.forwardKey))).statusCode).toBe(200);

    // Without the right key the header is not believed: the request counts under its own
    // address, so a sender cannot escape the limit by naming a new address each time.
    const forged = '10.5.0.1';
    for (let i = 0; i < 3; i++) {
      const wrongKey = i === 0 ? 'guess' : i === 1 ? '' : `${t.app.forwardKey}x`;
      const res = await send(t, message(), {
        remoteAddress: forged,
        headers: { 'x-shop-client-ip': `10.6.0.${i}`, 'x-shop-forward-key': wrongKey },
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await send(t, message(), {
      remoteAddress: forged,
      headers: { 'x-shop-client-ip': '10.6.0.9' },
    });
    expectRefusal(res, 429, tooMany);

    // A key with a malformed address is not believed either.
    const junk = await send(t, message(), {
      remoteAddress: forged,
      headers: { 'x-shop-client-ip': 'not-an-address', 'x-shop-forward-key': t.app.forwardKey },
    });
    expectRefusal(junk, 429, tooMany);
  });

  it('gives each app a forward key of its own, long and random', () => {
    expect(t.app.forwardKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
