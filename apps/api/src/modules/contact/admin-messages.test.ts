import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminMessageReplyResponseSchema,
  adminMessageResponseSchema,
  adminMessagesResponseSchema,
  CONTACT_MESSAGES as M,
  type ContactMessageCounts,
} from '@shop/contracts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { sendContactMessage } from '../../test/contact-fixtures.ts';
import { mailWrittenDuring } from '../../test/outbox-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let admin: Headers;
let customer: Headers;
beforeAll(async () => {
  admin = (await signUpAdmin(t.app, t.db)).headers;
  customer = (await signUp(t.app, 'Abuk Customer')).headers;
});

const get = (url: string, headers: Headers = admin) =>
  t.app.inject({ method: 'GET', url, headers });
const patch = (id: string, body: unknown, headers: Headers = admin) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/messages/${id}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const reply = (id: string, body: unknown, headers: Headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/messages/${id}/replies`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const remove = (id: string, headers: Headers = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/messages/${id}`, headers });
const list = async (query = '') => {
  const res = await get(`/api/admin/messages${query}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return adminMessagesResponseSchema.parse(res.json());
};
const send = (overrides: Parameters<typeof sendContactMessage>[2] = {}) =>
  sendContactMessage(t.app, t.db, overrides);
const auditOf = async (id: string) =>
  (await get(`/api/admin/audit?entity=message&entityId=${id}`)).json().entries as {
    action: string;
    before: unknown;
    after: unknown;
  }[];
const unknownId = 'a'.repeat(24);

describe('admin messages: access', () => {
  it('answers 401 without a token and 403 to a customer on every route; nothing changes', async () => {
    const { id } = await send();
    const calls = [
      (h: Headers) => get('/api/admin/messages', h),
      (h: Headers) => get(`/api/admin/messages/${id}`, h),
      (h: Headers) => patch(id, { read: true, archived: true }, h),
      (h: Headers) => reply(id, { how: 'elsewhere' }, h),
      (h: Headers) => remove(id, h),
    ];
    for (const call of calls) {
      const none = await call({});
      expect(none.statusCode).toBe(401);
      expect(none.json().success).toBe(false);
      const refused = await call(customer);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('Gudele');
    }
    const { contactMessage } = (await get(`/api/admin/messages/${id}`)).json();
    expect(contactMessage).toMatchObject({ read: false, archived: false, repliedAt: null });
    expect(contactMessage.replies).toEqual([]);
  });
});

describe('GET /api/admin/messages', () => {
  it('lists the inbox newest first, with every field and the counts per folder', async () => {
    const tag = randomBytes(4).toString('hex');
    const older = await send({ subject: `Chairs ${tag}` });
    const newer = await send({ subject: `Tables ${tag}`, phone: '' });
    const { messages, total, page, pageSize, counts } = await list(`?q=${tag}`);
    expect({ total, page, pageSize }).toEqual({ total: 2, page: 1, pageSize: 20 });
    expect(messages.map((m) => m._id)).toEqual([newer.id, older.id]);
    expect(messages[0]).toEqual({
      _id: newer.id,
      name: newer.name,
      email: newer.email,
      subject: newer.subject,
      phone: '',
      message: newer.message,
      read: false,
      archived: false,
      emailed: expect.any(Boolean),
      createdAt: expect.any(String),
      readAt: null,
      archivedAt: null,
      repliedAt: null,
      repliedBy: null,
    });
    expect(counts.unread).toBeGreaterThanOrEqual(2);
  });

  it('filters unread, read and archived, and counts each folder', async () => {
    const tag = randomBytes(4).toString('hex');
    const before = (await list()).counts;
    const unread = await send({ subject: `unread ${tag}` });
    const read = await send({ subject: `read ${tag}` });
    const archived = await send({ subject: `archived ${tag}` });
    const readArchived = await send({ subject: `read archived ${tag}` });
    await patch(read.id, { read: true });
    await patch(archived.id, { archived: true });
    await patch(readArchived.id, { read: true, archived: true });

    const ids = async (query: string) => (await list(query)).messages.map((m) => m._id);
    expect(await ids(`?q=${tag}`)).toEqual([read.id, unread.id]);
    expect(await ids(`?status=unread&q=${tag}`)).toEqual([unread.id]);
    expect(await ids(`?status=read&q=${tag}`)).toEqual([read.id]);
    expect(await ids(`?status=archived&q=${tag}`)).toEqual([readArchived.id, archived.id]);
    const after = (await list()).counts;
    const delta = (k: keyof ContactMessageCounts) => after[k] - before[k];
    expect({ unread: delta('unread'), read: delta('read'), archived: delta('archived') }).toEqual({
      unread: 1,
      read: 1,
      archived: 2,
    });
  });

  it('searches name, e-mail, subject and text, taking % and _ as themselves', async () => {
    const tag = randomBytes(4).toString('hex');
    const byName = await send({ name: `Deng ${tag}` });
    const bySubject = await send({ subject: `Roofing ${tag.toUpperCase()}` });
    const byText = await send({ message: `Is there 50% off? ${tag}` });
    const found = (await list(`?q=${tag}`)).messages.map((m) => m._id);
    expect(found.sort()).toEqual([byName.id, bySubject.id, byText.id].sort());
    const email = (await list(`?q=${encodeURIComponent(byName.email)}`)).messages;
    expect(email.map((m) => m._id)).toEqual([byName.id]);
    const percent = (await list(`?q=${encodeURIComponent(`50% off? ${tag}`)}`)).messages;
    expect(percent.map((m) => m._id)).toEqual([byText.id]);
    expect((await list(`?q=${encodeURIComponent(`5_% off? ${tag}`)}`)).total).toBe(0);
  });

  it('pages through the matches', async () => {
    const tag = randomBytes(4).toString('hex');
    const sent = [];
    for (let i = 0; i < 3; i++) sent.push(await send({ subject: `page ${i} ${tag}` }));
    const second = await list(`?q=${tag}&page=2&pageSize=2`);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.messages.map((m) => m._id)).toEqual([sent[0]!.id]);
  });

  it.each([
    ['?status=spam', 'status must be unread, read or archived', 'status'],
    ['?page=0', 'page must be at least 1', 'page'],
    ['?pageSize=101', 'pageSize must be at most 100', 'pageSize'],
    [`?q=${'x'.repeat(101)}`, 'Search text must be at most 100 characters', 'q'],
  ])('refuses %s with 400', async (query, message, field) => {
    expectRefusal(await get(`/api/admin/messages${query}`), 400, {
      code: 'VALIDATION',
      message,
      errors: { [field]: message },
    });
  });
});

describe('one message', () => {
  it('shows it without marking it read, with any case of its id', async () => {
    const sent = await send();
    const res = await get(`/api/admin/messages/${sent.id.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { contactMessage } = adminMessageResponseSchema.parse(res.json());
    expect(contactMessage).toMatchObject({ _id: sent.id, message: sent.message, read: false });
    expect((await get(`/api/admin/messages/${sent.id}`)).json().contactMessage.read).toBe(false);
  });

  it('marks read and unread, archives and brings back, each change audited once', async () => {
    const sent = await send();
    const read = await patch(sent.id, { read: true });
    expect(read.statusCode).toBe(200);
    // A change answers the record as the staff screen shows it: kept by no cache either.
    expect(read.headers['cache-control']).toBe('private, no-store');
    const { contactMessage } = adminMessageResponseSchema.parse(read.json());
    expect(contactMessage).toMatchObject({ read: true, archived: false });
    expect(contactMessage.readAt).not.toBeNull();

    // Asking again for the state it is in changes and records nothing.
    expect((await patch(sent.id, { read: true })).json().contactMessage.readAt).toBe(
      contactMessage.readAt,
    );
    expect(await auditOf(sent.id)).toHaveLength(1);

    expect((await patch(sent.id, { read: false })).json().contactMessage).toMatchObject({
      read: false,
      readAt: null,
    });
    const both = (await patch(sent.id, { read: true, archived: true })).json().contactMessage;
    expect(both).toMatchObject({ read: true, archived: true });
    expect(both.archivedAt).not.toBeNull();
    expect((await patch(sent.id, { archived: false })).json().contactMessage).toMatchObject({
      read: true,
      archived: false,
      archivedAt: null,
    });

    const entries = (await auditOf(sent.id)).reverse();
    const actions = entries.map((e) => e.action);
    // The two entries of one change share their time, so their order is not fixed.
    expect([...actions.slice(0, 2), ...actions.slice(2, 4).sort(), actions[4]]).toEqual([
      'message.read',
      'message.unread',
      'message.archive',
      'message.read',
      'message.unarchive',
    ]);
    const about = { subject: sent.subject, email: sent.email };
    expect(entries.find((e) => e.action === 'message.archive')).toMatchObject({
      before: { ...about, read: true },
      after: { ...about, read: true, archived: true },
    });
    expect(entries[4]).toMatchObject({
      before: { ...about, read: true, archived: true },
      after: { ...about, read: true, archived: false },
    });
  });

  it('deletes a message for good, keeping what it said in the audit log', async () => {
    const sent = await send({ message: 'Please delete me' });
    const res = await remove(sent.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: M.deleted });
    expectRefusal(await get(`/api/admin/messages/${sent.id}`), 404, {
      code: 'NOT_FOUND',
      message: M.notFound,
    });
    expectRefusal(await remove(sent.id), 404, { code: 'NOT_FOUND', message: M.notFound });
    const [entry] = await auditOf(sent.id);
    expect(entry).toMatchObject({
      action: 'message.delete',
      before: { _id: sent.id, email: sent.email, message: 'Please delete me' },
      after: null,
    });
  });

  it('answers 404 for an unknown message and 400 for a malformed id or change', async () => {
    const notFound = { code: 'NOT_FOUND', message: M.notFound } as const;
    expectRefusal(await get(`/api/admin/messages/${unknownId}`), 404, notFound);
    expectRefusal(await patch(unknownId, { read: true }), 404, notFound);
    expectRefusal(await remove(unknownId), 404, notFound);
    for (const call of [
      () => get('/api/admin/messages/not-an-id'),
      () => patch('not-an-id', { read: true }),
      () => remove('not-an-id'),
    ])
      expectRefusal(await call(), 400, { code: 'BAD_REQUEST', message: M.invalidId });

    const { id } = await send();
    expectRefusal(await patch(id, {}), 400, {
      code: 'VALIDATION',
      message: 'Say what to change: read or archived',
    });
    expectRefusal(await patch(id, { read: 'yes' }), 400, {
      code: 'VALIDATION',
      message: 'read must be true or false',
      errors: { read: 'read must be true or false' },
    });
  });
});

describe('POST /api/admin/messages/:id/replies', () => {
  it('mails the reply to the sender, with the message quoted, and records who answered', async () => {
    const sent = await send({
      subject: 'Cement for a school',
      message: 'Price of 200 bags?\nTo Gudele.',
    });
    let res = await reply(sent.id, { how: 'elsewhere' });
    const written = await mailWrittenDuring(t.db, async () => {
      res = await reply(sent.id, {
        how: 'email',
        text: '  SSP 30,000 a bag, delivered on Friday.  ',
      });
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = adminMessageReplyResponseSchema.parse(res.json());
    expect(answer.message).toBe(M.replySent(sent.email));
    expect(answer.contactMessage).toMatchObject({
      read: true,
      repliedBy: 'Deng Staff',
      repliedAt: expect.any(String),
    });
    // Oldest first: the note of an answer elsewhere, then the mailed reply, trimmed.
    expect(answer.contactMessage.replies.map((r) => [r.by, r.text])).toEqual([
      ['Deng Staff', null],
      ['Deng Staff', 'SSP 30,000 a bag, delivered on Friday.'],
    ]);

    expect(written).toHaveLength(1);
    const [mail] = written;
    expect(mail).toMatchObject({
      kind: 'contact-reply',
      to: sent.email,
      subject: 'Re: Cement for a school',
    });
    expect(mail!.text).toContain('SSP 30,000 a bag, delivered on Friday.\n\nDeng Staff\n');
    expect(mail!.text).toContain('> Price of 200 bags?\n> To Gudele.');
    expect(mail!.html).toContain('SSP 30,000 a bag, delivered on Friday.');

    // The list shows who answered last; the audit log has both answers.
    const { messages } = await list(`?q=${encodeURIComponent(sent.email)}`);
    expect(messages[0]).toMatchObject({ _id: sent.id, repliedBy: 'Deng Staff' });
    const audit = await auditOf(sent.id);
    expect(audit.filter((e) => e.action === 'message.reply')).toHaveLength(2);
  });

  it("escapes the staff's words and the visitor's in the reply's HTML", async () => {
    const sent = await send({ message: '<b>bold</b> question' });
    const written = await mailWrittenDuring(t.db, () =>
      reply(sent.id, { how: 'email', text: 'See <a href="x">this</a>' }),
    );
    expect(written[0]!.html).toContain('See &#60;a href=&#34;x&#34;&#62;this&#60;/a&#62;');
    expect(written[0]!.html).toContain('&#60;b&#62;bold&#60;/b&#62; question');
    expect(written[0]!.html).not.toContain('<a href="x">');
  });

  it('refuses an empty or too long reply, an unknown way and an unknown message; nothing is kept', async () => {
    const sent = await send();
    const written = await mailWrittenDuring(t.db, async () => {
      expectRefusal(await reply(sent.id, { how: 'email', text: '   ' }), 400, {
        code: 'VALIDATION',
        message: M.replyRequired,
        errors: { text: M.replyRequired },
      });
      expectRefusal(await reply(sent.id, { how: 'email', text: 'x'.repeat(5_001) }), 400, {
        code: 'VALIDATION',
        message: M.replyTooLong,
        errors: { text: M.replyTooLong },
      });
      expectRefusal(await reply(sent.id, { how: 'fax' }), 400, {
        code: 'VALIDATION',
        message: M.replyHow,
        errors: { how: M.replyHow },
      });
      expectRefusal(await reply(unknownId, { how: 'elsewhere' }), 404, {
        code: 'NOT_FOUND',
        message: M.notFound,
      });
    });
    expect(written).toEqual([]);
    const { contactMessage } = (await get(`/api/admin/messages/${sent.id}`)).json();
    expect(contactMessage).toMatchObject({ repliedAt: null, replies: [] });
  });
});
