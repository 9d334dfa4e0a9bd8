import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSubscribersResponseSchema, type SubscriberStatus } from '@shop/contracts';
import { newId } from '../../db/ids.ts';
import { newsletterSubscribers } from '../../db/schema.ts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { randomClientAddress } from '../../test/contact-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { useTestApp } from '../../test/test-app.ts';
import { parseCsv, unguardFormula } from '../../lib/csv.ts';
import { shopDateTime } from '../../lib/shop-day.ts';

const t = useTestApp();
let admin: Headers;
let customer: Headers;
beforeAll(async () => {
  admin = (await signUpAdmin(t.app, t.db)).headers;
  customer = (await signUp(t.app, 'Abuk Customer')).headers;
});

const get = (url: string, headers: Headers = admin) =>
  t.app.inject({ method: 'GET', url, headers });
const list = async (query = '') => {
  const res = await get(`/api/admin/subscribers${query}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return adminSubscribersResponseSchema.parse(res.json());
};
const csv = async (query = '') => {
  const res = await get(`/api/admin/subscribers/export.csv${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9, 30));

/** Addresses in each state, with known times, under a domain of their own. */
async function seedSubscribers(tag: string) {
  const rows = [
    { local: 'pending', status: 'pending', createdAt: day(1) },
    { local: 'confirmed', status: 'confirmed', createdAt: day(2), confirmedAt: day(3) },
    {
      local: 'gone',
      status: 'unsubscribed',
      createdAt: day(4),
      confirmedAt: day(5),
      unsubscribedAt: day(6),
    },
  ] as const;
  await t.db.insert(newsletterSubscribers).values(
    rows.map(({ local, ...row }) => ({
      id: newId(),
      email: `${local}@${tag}.example`,
      confirmTokenHash: randomBytes(32).toString('hex'),
      unsubscribeTokenHash: randomBytes(32).toString('hex'),
      ...row,
    })),
  );
}

describe('admin subscribers: access', () => {
  it('answers 401 without a token and 403 to a customer', async () => {
    for (const url of ['/api/admin/subscribers', '/api/admin/subscribers/export.csv']) {
      const none = await get(url, {});
      expect(none.statusCode).toBe(401);
      expect(none.json().success).toBe(false);
      expect((await get(url, customer)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/admin/subscribers', () => {
  it('lists addresses newest first with their state and dates, never their tokens', async () => {
    const tag = `list${randomBytes(3).toString('hex')}`;
    await seedSubscribers(tag);
    const res = await list(`?q=${tag}`);
    expect(res).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(res.subscribers).toEqual([
      {
        _id: expect.any(String),
        email: `gone@${tag}.example`,
        status: 'unsubscribed',
        createdAt: day(4).toISOString(),
        confirmedAt: day(5).toISOString(),
        unsubscribedAt: day(6).toISOString(),
        bouncedAt: null,
      },
      expect.objectContaining({
        email: `confirmed@${tag}.example`,
        status: 'confirmed',
        confirmedAt: day(3).toISOString(),
        unsubscribedAt: null,
      }),
      expect.objectContaining({ email: `pending@${tag}.example`, confirmedAt: null }),
    ]);
    expect(JSON.stringify(res)).not.toMatch(/token/i);
  });

  it('filters by state, searches the address (% and _ as themselves) and pages', async () => {
    const tag = `filter${randomBytes(3).toString('hex')}`;
    await seedSubscribers(tag);
    for (const status of ['pending', 'confirmed', 'unsubscribed'] as SubscriberStatus[]) {
      const { subscribers } = await list(`?status=${status}&q=${tag}`);
      expect(subscribers.map((s) => s.status)).toEqual([status]);
    }
    expect((await list(`?q=${tag.toUpperCase()}`)).total).toBe(3);
    expect((await list(`?q=${encodeURIComponent(`%@${tag}`)}`)).total).toBe(0);
    expect((await list(`?q=${encodeURIComponent(`_one@${tag}`)}`)).total).toBe(0);
    const second = await list(`?q=${tag}&page=2&pageSize=2`);
    expect(second.subscribers.map((s) => s.email)).toEqual([`pending@${tag}.example`]);
  });

  it('counts every state', async () => {
    const before = (await list()).counts;
    const email = `new.${randomBytes(4).toString('hex')}@example.org`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email },
      remoteAddress: randomClientAddress(),
    });
    expect(res.statusCode).toBe(200);
    await seedSubscribers(`count${randomBytes(3).toString('hex')}`);
    const after = (await list()).counts;
    expect({
      pending: after.pending - before.pending,
      confirmed: after.confirmed - before.confirmed,
      unsubscribed: after.unsubscribed - before.unsubscribed,
    }).toEqual({ pending: 2, confirmed: 1, unsubscribed: 1 });
    expect((await list(`?q=${email}`)).subscribers[0]?.status).toBe('pending');
  });

  it.each([
    ['?status=bounced', 'status must be pending, confirmed, bouncing or unsubscribed', 'status'],
    ['?pageSize=0', 'pageSize must be at least 1', 'pageSize'],
    ['?page=x', 'page must be a whole number', 'page'],
  ])('refuses %s with 400', async (query, message, field) => {
    expectRefusal(await get(`/api/admin/subscribers${query}`), 400, {
      code: 'VALIDATION',
      message,
      errors: { [field]: message },
    });
  });
});

describe('GET /api/admin/subscribers/export.csv', () => {
  it('exports the matching addresses as CSV for a spreadsheet', async () => {
    const tag = `csv${randomBytes(3).toString('hex')}`;
    await seedSubscribers(tag);
    const res = await csv(`?q=${tag}`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(
      res.body.startsWith('\uFEFFemail,status,subscribed,confirmed,unsubscribed,bounced\r\n'),
    ).toBe(true);
    expect(parseCsv(res.body.slice(1))).toEqual([
      ['email', 'status', 'subscribed', 'confirmed', 'unsubscribed', 'bounced'],
      [
        `gone@${tag}.example`,
        'unsubscribed',
        shopDateTime(day(4)),
        shopDateTime(day(5)),
        shopDateTime(day(6)),
        '',
      ],
      [`confirmed@${tag}.example`, 'confirmed', shopDateTime(day(2)), shopDateTime(day(3)), '', ''],
      [`pending@${tag}.example`, 'pending', shopDateTime(day(1)), '', '', ''],
    ]);
    const confirmed = parseCsv((await csv(`?q=${tag}&status=confirmed`)).body.slice(1));
    expect(confirmed.slice(1).map((row) => row[0])).toEqual([`confirmed@${tag}.example`]);
  });

  it('writes a cell a spreadsheet would run as a formula as text', async () => {
    const tag = `formula${randomBytes(3).toString('hex')}`;
    const emails = [`=HYPERLINK("http://evil.example")@${tag}.example`, `+1-2@${tag}.example`];
    await t.db
      .insert(newsletterSubscribers)
      .values(emails.map((email, i) => ({ id: newId(), email, createdAt: day(10 + i) })));
    const rows = parseCsv((await csv(`?q=${tag}`)).body.slice(1)).slice(1);
    expect(rows.map((row) => row[0])).toEqual([`'${emails[1]}`, `'${emails[0]}`]);
    expect(rows.map((row) => unguardFormula(row[0]!))).toEqual([emails[1], emails[0]]);
  });

  it('pages through a long list without losing or repeating an address, even at one time', async () => {
    const tag = `long${randomBytes(3).toString('hex')}`;
    const count = 2_345;
    // One statement: every row gets the same created_at, so the cursor must break the tie.
    const values = Array.from({ length: count }, (_, i) => ({
      id: newId(),
      email: `reader${i}@${tag}.example`,
      status: 'confirmed',
    }));
    for (let i = 0; i < values.length; i += 1000)
      await t.db.insert(newsletterSubscribers).values(values.slice(i, i + 1000));
    const rows = parseCsv((await csv(`?q=${tag}&status=confirmed`)).body.slice(1)).slice(1);
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row[0])).size).toBe(count);
  });

  it('refuses a bad filter with 400', async () => {
    const res = await get('/api/admin/subscribers/export.csv?status=bounced');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });
});
