// Newsletter campaigns (docs/decisions/0058-newsletter-campaigns.md), against a real SMTP
// receiver: only confirmed addresses are mailed, each with a link and a List-Unsubscribe of its
// own that unsubscribes with one POST and no session; a crash in the middle of a send of 1,000
// still mails every subscriber exactly once; an address the mail server refuses for good gets no
// more; the rate of the settings holds minute by minute; staff compose, test, schedule and cancel.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCampaignActionResponseSchema,
  adminCampaignResponseSchema,
  adminCampaignsResponseSchema,
  CAMPAIGN_MESSAGES as M,
  NEWSLETTER_MESSAGES,
  type CampaignInput,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import {
  auditLog,
  mailOutbox,
  newsletterCampaignRecipients as recipients,
  newsletterCampaigns,
  newsletterSubscribers,
  products,
} from '../../db/schema.ts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { smtpReceiver } from '../../test/mail-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { createTestApp, useTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app.ts';
import { getShopSettings, saveShopSettings } from '../settings/service.ts';
import { hashToken } from './tokens.ts';

const QUICK_MAIL = { pollMs: 25, batchSize: 20 };
// The tests run the sender's passes themselves: nothing happens behind their back.
const MANUAL = { autoStart: false };

/** A reader's browser: robots' landings are not counted (campaign-landing.ts). */
const BROWSER =
  'Mozilla/5.0 (Linux; Android 10) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';

type Status = 'pending' | 'confirmed' | 'unsubscribed';

/** Addresses under a domain of their own, confirmed unless said. */
async function seedSubscribers(db: Db, emails: string[], status: Status = 'confirmed') {
  const rows = emails.map((email) => ({
    id: newId(),
    email,
    status,
    confirmedAt: status === 'pending' ? null : new Date(),
    unsubscribeTokenHash: randomBytes(32).toString('hex'),
  }));
  for (let i = 0; i < rows.length; i += 500)
    await db.insert(newsletterSubscribers).values(rows.slice(i, i + 500));
  return rows;
}

async function twoProductIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: products.id }).from(products).limit(2);
  expect(rows).toHaveLength(2);
  return rows.map((r) => r.id);
}

async function setRate(db: Db, perMinute: number) {
  await saveShopSettings(db, { ...(await getShopSettings(db)), newsletterPerMinute: perMinute });
}

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '');

/** The token of the one-click address in List-Unsubscribe. */
function oneClickPath(mail: ParsedMail): string {
  const value = header(mail, 'List-Unsubscribe') ?? '';
  const match = /<https:\/\/shop\.test(\/api\/newsletter\/one-click\/[A-Za-z0-9_-]+)>/.exec(value);
  expect(match, value).not.toBeNull();
  return match![1]!;
}

function api(t: TestApp, admin: () => Headers) {
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: admin(), payload: payload as object | undefined });
  const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return adminCampaignActionResponseSchema.partial({ message: true }).parse(res.json());
  };
  return {
    call,
    create: (input: CampaignInput) => ok('POST', '/api/admin/campaigns', input),
    get: (id: string) => ok('GET', `/api/admin/campaigns/${id}`),
    send: (id: string) => ok('POST', `/api/admin/campaigns/${id}/send`),
    schedule: (id: string, at: string) => ok('POST', `/api/admin/campaigns/${id}/schedule`, { at }),
    cancel: (id: string) => ok('POST', `/api/admin/campaigns/${id}/cancel`),
    test: (id: string, email: string) => ok('POST', `/api/admin/campaigns/${id}/test`, { email }),
  };
}

const draft = (productIds: string[] = [], subject = 'December offers'): CampaignInput => ({
  subject,
  preheader: 'Cement and roofing at year-end prices',
  body: '# Year-end offers\n\nPrices **fall** this week. See [our shop](https://shop.test/collection) or [elsewhere](https://example.org).\n\n- Cement\n- Roofing sheets\n\n<script>alert(1)</script>',
  productIds,
});

describe('campaigns: compose, test, send, one-click unsubscribe', () => {
  const smtp = smtpReceiver({ refuse: (to) => to.startsWith('bounce@') });
  afterAll(() => smtp.close());
  const t = useTestApp(async () => ({
    smtpUrl: await smtp.listen(),
    mailWorker: QUICK_MAIL,
    campaigns: MANUAL,
  }));
  let admin: { headers: Headers; email: string };
  let customer: Headers;
  beforeAll(async () => {
    admin = await signUpAdmin(t.app, t.db);
    customer = (await signUp(t.app, 'Abuk Customer')).headers;
  });
  const a = () => api(t, () => admin.headers);

  it('answers 401 without a token and 403 to a customer', async () => {
    for (const headers of [{}, customer]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/campaigns', headers });
      expect(res.statusCode).toBe(Object.keys(headers).length ? 403 : 401);
    }
  });

  it('saves a draft with its products as cards, and refuses what it cannot send', async () => {
    const ids = await twoProductIds(t.db);
    const { campaign, message } = await a().create(draft(ids));
    expect(message).toBe(M.created);
    expect(campaign).toMatchObject({
      status: 'draft',
      subject: 'December offers',
      productIds: ids,
      figures: {
        recipients: 0,
        sent: 0,
        failed: 0,
        unsubscribed: 0,
        visits: 0,
        orders: 0,
        revenue: 0,
      },
    });
    expect(campaign.utmCampaign).toMatch(/^december-offers-[0-9a-f]{6}$/);
    expect(campaign.products.map((p) => p._id)).toEqual(ids);
    expect(campaign.products[0]).toMatchObject({
      name: expect.any(String),
      unit: expect.any(String),
    });

    const refused = [
      [{ ...draft(), subject: '  ' }, 'subject', M.subjectRequired],
      [draft(Array.from({ length: 7 }, () => newId())), 'productIds', M.productsMax],
      [draft([ids[0]!, ids[0]!]), 'productIds', M.productsTwice],
      [draft([newId()]), 'productIds', M.productMissing],
      [{ ...draft(), body: 'x'.repeat(20_001) }, 'body', M.bodyTooLong],
    ] as const;
    for (const [input, field, text] of refused) {
      const res = await a().call('POST', '/api/admin/campaigns', input);
      expectRefusal(res, 400, { code: 'VALIDATION', message: text, errors: { [field]: text } });
    }

    const edited = await a().call('PUT', `/api/admin/campaigns/${campaign._id}`, {
      ...draft(ids.slice(1)),
      subject: 'New subject',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(adminCampaignResponseSchema.parse(edited.json()).campaign).toMatchObject({
      subject: 'New subject',
      utmCampaign: campaign.utmCampaign,
      productIds: ids.slice(1),
    });
    const list = adminCampaignsResponseSchema.parse(
      (await a().call('GET', '/api/admin/campaigns?status=draft')).json(),
    );
    expect(list.campaigns.map((c) => c._id)).toContain(campaign._id);
  });

  it('mails a test to a staff address only, marked [Test], with links that unsubscribe no one', async () => {
    const { campaign } = await a().create(draft(await twoProductIds(t.db), 'Test copy'));
    const refused = await a().call('POST', `/api/admin/campaigns/${campaign._id}/test`, {
      email: 'someone@example.org',
    });
    expectRefusal(refused, 400, {
      code: 'VALIDATION',
      message: M.notStaff,
      errors: { email: M.notStaff },
    });

    const { message } = await a().test(campaign._id, admin.email);
    expect(message).toBe(M.testSent(admin.email));
    t.app.mail.wake();
    await t.app.mail.flush();
    const test = smtp.received.find((m) => m.subject === '[Test] Test copy');
    expect(test).toBeDefined();
    expect(test!.to).toMatchObject({ text: admin.email });
    const oneClick = await t.app.inject({ method: 'POST', url: oneClickPath(test!) });
    expect(oneClick.statusCode).toBe(404);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, campaign._id), eq(auditLog.action, 'campaign.test')));
    expect(audit).toHaveLength(1);
  });

  it('sends to confirmed subscribers only, each with its own unsubscribe link, and one POST unsubscribes', async () => {
    const tag = randomBytes(3).toString('hex');
    const confirmed = await seedSubscribers(t.db, [`one@${tag}.example`, `two@${tag}.example`]);
    await seedSubscribers(t.db, [`waiting@${tag}.example`], 'pending');
    await seedSubscribers(t.db, [`left@${tag}.example`], 'unsubscribed');
    const ids = await twoProductIds(t.db);
    const { campaign } = await a().create(draft(ids, `Only confirmed ${tag}`));

    const sent = await a().send(campaign._id);
    expect(sent.campaign.status).toBe('sending');
    expect(sent.message).toMatch(/^Sending to \d+ confirmed subscribers?\.$/);
    await t.app.campaigns.runPass();
    await t.app.mail.flush();
    await t.app.campaigns.runPass();

    const mails = smtp.received.filter((m) => m.subject === `Only confirmed ${tag}`);
    const to = mails
      .map((m) => (Array.isArray(m.to) ? '' : m.to?.text))
      .filter((e) => e?.endsWith(`@${tag}.example`));
    expect(to.sort()).toEqual(confirmed.map((s) => s.email).sort());
    const { campaign: done } = await a().get(campaign._id);
    expect(done.status).toBe('sent');
    expect(done.figures.sent).toBe(done.figures.recipients);

    const mail = mails.find((m) => !Array.isArray(m.to) && m.to?.text === `one@${tag}.example`)!;
    // The header pair of RFC 8058, the page link in the text, utm on the shop's own links only.
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const path = oneClickPath(mail);
    const token = path.split('/').pop()!;
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/newsletter/unsubscribe/${token}`);
    expect(mail.html).toContain('utm_source=newsletter');
    expect(mail.html).toContain(`utm_campaign=${campaign.utmCampaign}`);
    expect(mail.html).toContain('href="https://example.org"');
    expect(mail.html).toContain(`${TEST_PUBLIC_URL}/product/${ids[0]}?utm_source=newsletter`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    // A fresh token: neither the address's own unsubscribe token nor another recipient's.
    const [own] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, `one@${tag}.example`));
    expect(hashToken(token)).not.toBe(own!.unsubscribeTokenHash);
    const other = mails.find(
      (m) => m !== mail && !Array.isArray(m.to) && m.to?.text?.endsWith(tag + '.example'),
    )!;
    expect(oneClickPath(other)).not.toBe(path);

    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.unsubscribed });
    }
    // A visit from its links is counted from the landing request; nothing else is.
    const landing = `/product/${ids[0]}?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign.utmCampaign}`;
    await t.app.inject({ method: 'GET', url: landing, headers: { 'user-agent': BROWSER } });
    for (const other of [
      landing.replace('utm_source=newsletter', 'utm_source=elsewhere'),
      '/?utm_source=newsletter&utm_campaign=no-such-campaign',
      `/api/product/list?utm_source=newsletter&utm_campaign=${campaign.utmCampaign}`,
    ])
      await t.app.inject({ method: 'GET', url: other, headers: { 'user-agent': BROWSER } });
    expect((await a().get(campaign._id)).campaign.figures.visits).toBe(1);

    const [after] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, own!.id));
    expect(after).toMatchObject({ status: 'unsubscribed' });
    expect((await a().get(campaign._id)).campaign.figures.unsubscribed).toBe(1);
    // The storefront's unsubscribe page takes the same token.
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token },
    });
    expect(page.statusCode).toBe(200);
    // An unknown token, a malformed one.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/newsletter/one-click/${'A'.repeat(43)}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/newsletter/one-click/no' })).statusCode,
    ).toBe(400);
  });

  it('marks an address the mail server refuses for good as bouncing, and mails it no more', async () => {
    const tag = randomBytes(3).toString('hex');
    // The receiver refuses every bounce@ address.
    const [bouncing] = await seedSubscribers(t.db, [`bounce@${tag}.example`]);
    const first = (await a().create(draft([], `Bounce one ${tag}`))).campaign;
    await a().send(first._id);
    await t.app.campaigns.runPass();
    await t.app.mail.flush();
    const [row] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, bouncing!.id));
    expect(row!.bouncedAt).toBeInstanceOf(Date);
    await t.app.campaigns.runPass();
    expect((await a().get(first._id)).campaign.figures.failed).toBe(1);

    const second = (await a().create(draft([], `Bounce two ${tag}`))).campaign;
    await a().send(second._id);
    const handedTo = await t.db
      .select()
      .from(recipients)
      .where(and(eq(recipients.campaignId, second._id), eq(recipients.subscriberId, bouncing!.id)));
    expect(handedTo).toEqual([]);
  });

  it('schedules in Juba time, starts at the time, and cancels', async () => {
    const { campaign } = await a().create(draft([], 'Scheduled'));
    const past = await a().call('POST', `/api/admin/campaigns/${campaign._id}/schedule`, {
      at: '2020-01-01T09:00',
    });
    expectRefusal(past, 400, {
      code: 'VALIDATION',
      message: M.schedulePast,
      errors: { at: M.schedulePast },
    });
    const bad = await a().call('POST', `/api/admin/campaigns/${campaign._id}/schedule`, {
      at: 'tomorrow',
    });
    expect(bad.statusCode).toBe(400);

    const scheduled = await a().schedule(campaign._id, '2099-12-24T09:00');
    expect(scheduled.campaign).toMatchObject({
      status: 'scheduled',
      scheduledAt: '2099-12-24T07:00:00.000Z',
    });
    const edit = await a().call('PUT', `/api/admin/campaigns/${campaign._id}`, draft());
    expectRefusal(edit, 409, { code: 'CONFLICT', message: M.notDraft });
    await t.app.campaigns.runPass();
    expect((await a().get(campaign._id)).campaign.status).toBe('scheduled');

    // Its time comes.
    await t.db
      .update(newsletterCampaigns)
      .set({ scheduledAt: sql`now() - interval '1 second'` })
      .where(eq(newsletterCampaigns.id, campaign._id));
    await t.app.campaigns.runPass();
    const started = (await a().get(campaign._id)).campaign;
    expect(started.status === 'sending' || started.status === 'sent').toBe(true);
    expect(started.figures.recipients).toBeGreaterThan(0);

    const later = (await a().create(draft([], 'Cancelled'))).campaign;
    const draftCancel = await a().call('POST', `/api/admin/campaigns/${later._id}/cancel`);
    expectRefusal(draftCancel, 409, { code: 'CONFLICT', message: M.cannotCancel });
    await a().schedule(later._id, '2099-01-01T08:00');
    const cancelled = await a().cancel(later._id);
    expect(cancelled.campaign.status).toBe('cancelled');
    await t.db
      .update(newsletterCampaigns)
      .set({ scheduledAt: sql`now() - interval '1 second'` })
      .where(eq(newsletterCampaigns.id, later._id));
    await t.app.campaigns.runPass();
    expect((await a().get(later._id)).campaign).toMatchObject({
      status: 'cancelled',
      figures: { recipients: 0 },
    });
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, later._id));
    expect(actions.map((e) => e.action).sort()).toEqual([
      'campaign.cancel',
      'campaign.create',
      'campaign.schedule',
    ]);
  });
});

describe('campaigns: the rate of the settings, and a cancellation mid-send', () => {
  const t = useTestApp({ campaigns: { ...MANUAL, chunkSize: 4 } });
  let admin: Headers;
  beforeAll(async () => {
    admin = (await signUpAdmin(t.app, t.db)).headers;
  });

  it('gives each minute at most the settings’ number of messages, across chunks', async () => {
    const tag = randomBytes(3).toString('hex');
    await seedSubscribers(
      t.db,
      Array.from({ length: 30 }, (_, i) => `reader${i}@${tag}.example`),
    );
    await setRate(t.db, 7);
    const { campaign } = await api(t, () => admin).create(draft([], 'Paced'));
    await api(t, () => admin).send(campaign._id);
    await t.app.campaigns.runPass();

    const rows = await t.db
      .select({ dueAt: recipients.dueAt, mailId: recipients.mailId })
      .from(recipients)
      .where(eq(recipients.campaignId, campaign._id));
    expect(rows.every((r) => r.mailId && r.dueAt)).toBe(true);
    const perMinute = new Map<number, number>();
    for (const r of rows)
      perMinute.set(r.dueAt!.getTime(), (perMinute.get(r.dueAt!.getTime()) ?? 0) + 1);
    const minutes = [...perMinute.keys()].sort((x, y) => x - y);
    expect(minutes.map((m) => perMinute.get(m))).toEqual([7, 7, 7, 7, 2]);
    for (let i = 1; i < minutes.length; i++) expect(minutes[i]! - minutes[i - 1]!).toBe(60_000);
    // The outbox holds each message until its minute.
    const due = await t.db
      .select({ at: mailOutbox.nextAttemptAt })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          rows.map((r) => r.mailId!),
        ),
      );
    expect(new Set(due.map((d) => d.at.getTime()))).toEqual(new Set(minutes));

    // Cancelled now: the messages of the minutes to come are withdrawn from the outbox.
    const cancelled = await api(t, () => admin).cancel(campaign._id);
    expect(cancelled.campaign.status).toBe('cancelled');
    const left = await t.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          rows.map((r) => r.mailId!),
        ),
      );
    expect(left.length).toBeLessThanOrEqual(7);
  });
});

describe('campaigns: a crash in the middle of a send of 1,000', () => {
  const smtp = smtpReceiver();
  afterAll(() => smtp.close());
  let smtpUrl = '';
  let chunks = 0;
  const crash = new Error('the process died mid-chunk');
  // Instance A dies while writing its fourth chunk: that transaction never commits.
  const a = useTestApp(async () => ({
    smtpUrl: (smtpUrl = await smtp.listen()),
    mailWorker: QUICK_MAIL,
    poolSize: 6,
    campaigns: {
      ...MANUAL,
      chunkSize: 100,
      beforeCommit: () => {
        chunks += 1;
        if (chunks === 4) throw crash;
      },
    },
  }));

  it('ends with each subscriber mailed exactly once', async () => {
    const admin = (await signUpAdmin(a.app, a.db)).headers;
    const tag = randomBytes(3).toString('hex');
    const count = 1_000;
    const seeded = await seedSubscribers(
      a.db,
      Array.from({ length: count }, (_, i) => `reader${i}@${tag}.example`),
    );
    await setRate(a.db, 10_000);
    const { campaign } = await api(a, () => admin).create(draft([], `Thousand ${tag}`));
    const sent = await api(a, () => admin).send(campaign._id);
    expect(sent.campaign.figures.recipients).toBeGreaterThanOrEqual(count);

    await expect(a.app.campaigns.runPass()).rejects.toBe(crash);
    const handed = await a.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(recipients)
      .where(and(eq(recipients.campaignId, campaign._id), isNotNull(recipients.mailId)));
    expect(handed[0]!.n).toBe(300);

    // Another instance on the same database takes over (the sender of A never runs again).
    const b = await createTestApp({
      database: a.handle,
      smtpUrl,
      mailWorker: QUICK_MAIL,
      campaigns: { ...MANUAL, chunkSize: 100 },
    });
    try {
      await b.app.campaigns.runPass();
      b.app.mail.wake();
      await Promise.all([a.app.mail.flush(60_000), b.app.mail.flush(60_000)]);
      await b.app.campaigns.runPass();
    } finally {
      await b.close();
    }
    const got = smtp.received
      .filter((m) => m.subject === `Thousand ${tag}`)
      .map((m) => (Array.isArray(m.to) ? '' : (m.to?.text ?? '')));
    const ours = got.filter((e) => e.endsWith(`@${tag}.example`));
    expect(ours).toHaveLength(count);
    expect(new Set(ours)).toEqual(new Set(seeded.map((s) => s.email)));
    const outbox = await a.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Thousand ${tag}`));
    expect(outbox[0]!.n).toBe(sent.campaign.figures.recipients);
    expect((await api(a, () => admin).get(campaign._id)).campaign).toMatchObject({
      status: 'sent',
      figures: { sent: sent.campaign.figures.recipients, failed: 0 },
    });
  });
});
