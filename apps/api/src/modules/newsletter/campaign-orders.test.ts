// Visits and orders counted per newsletter campaign (docs/decisions/0061): a reader's landing from
// a campaign's link counts once per browser (its first-party cookie), unknown campaigns, robots,
// prefetches and data requests count nothing; an order placed by a browser carrying the cookie is
// the campaign's, cancelled orders count neither as orders nor as revenue; the staff's campaign
// pages and the dashboard show the figures; bouncing subscribers are shown and filtered as such.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminCampaignResponseSchema,
  adminCampaignsResponseSchema,
  adminSubscribersResponseSchema,
  CAMPAIGN_COOKIE,
  dashboardResponseSchema,
  type Product,
} from '@shop/contracts';
import { newId } from '../../db/ids.ts';
import { newsletterSubscribers, orders } from '../../db/schema.ts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { cheapestProduct, placeOrder, setOrderStatus } from '../../test/order-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ campaigns: { autoStart: false } });
const PHONE =
  'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

let admin: Headers;
let customer: Headers;
let product: Product;
beforeAll(async () => {
  admin = (await signUpAdmin(t.app, t.db)).headers;
  customer = (await signUp(t.app, 'Ayen Customer')).headers;
  product = await cheapestProduct(t.app);
});

const adminCall = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<unknown>();
};

/** A campaign composed and sent now, to one confirmed address of its own. */
async function sentCampaign(subject: string) {
  await t.db.insert(newsletterSubscribers).values({
    id: newId(),
    email: `reader.${randomBytes(4).toString('hex')}@example.org`,
    status: 'confirmed',
    confirmedAt: new Date(),
  });
  const { campaign } = adminCampaignResponseSchema.parse(
    await adminCall('POST', '/api/admin/campaigns', {
      subject,
      preheader: '',
      body: 'Year-end prices.',
      productIds: [],
    }),
  );
  return campaign;
}

const figuresOf = async (id: string) =>
  adminCampaignResponseSchema.parse(await adminCall('GET', `/api/admin/campaigns/${id}`)).campaign
    .figures;

/** A page asked for as a phone's browser asks for it, with these headers besides. */
const visit = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({
    method,
    url,
    headers: { 'user-agent': PHONE, 'sec-fetch-dest': 'document', ...headers },
  });

const landingOf = (utm: string, path = '/') =>
  `${path}?utm_source=newsletter&utm_medium=email&utm_campaign=${utm}`;

const cookieOf = (setCookie: string | string[] | number | undefined) =>
  [setCookie ?? []].flat().find((c) => String(c).startsWith(`${CAMPAIGN_COOKIE}=`));

describe('visits from a campaign', () => {
  it('counts a landing once per browser, with a first-party cookie holding the campaign id', async () => {
    const campaign = await sentCampaign('Cement week');
    const landing = landingOf(campaign.utmCampaign, `/product/${product._id}`);

    // A draft's links count nothing: no campaign has gone out under that name yet.
    const early = await visit(landing);
    expect(cookieOf(early.headers['set-cookie'])).toBeUndefined();
    await adminCall('POST', `/api/admin/campaigns/${campaign._id}/send`);

    const first = await visit(landing);
    expect(first.statusCode).toBeLessThan(500);
    expect(cookieOf(first.headers['set-cookie'])).toBe(
      `${CAMPAIGN_COOKIE}=${campaign._id}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`,
    );
    // Nobody's shared cache keeps a landing: each reaches the server.
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect((await figuresOf(campaign._id)).visits).toBe(1);

    // The same browser again (its cookie), on another page of the campaign: not counted again.
    const cookie = `${CAMPAIGN_COOKIE}=${campaign._id}`;
    const again = await visit(landingOf(campaign.utmCampaign, '/collection'), {
      cookie: `low-data=1; ${cookie}`,
    });
    expect(cookieOf(again.headers['set-cookie'])).toBeUndefined();
    expect((await figuresOf(campaign._id)).visits).toBe(1);

    // Another browser, and one that came from another campaign before: both count.
    await visit(landing);
    const other = await visit(landing, { cookie: `${CAMPAIGN_COOKIE}=${newId()}` });
    expect(cookieOf(other.headers['set-cookie'])).toBe(
      `${CAMPAIGN_COOKIE}=${campaign._id}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`,
    );
    expect((await figuresOf(campaign._id)).visits).toBe(3);
  });

  it('ignores unknown campaigns, robots, prefetches, data requests and the API', async () => {
    const campaign = await sentCampaign('Roofing week');
    await adminCall('POST', `/api/admin/campaigns/${campaign._id}/send`);
    const landing = landingOf(campaign.utmCampaign);
    const ignored: [string, Record<string, string>, ('GET' | 'HEAD')?][] = [
      [landingOf('no-such-campaign'), {}],
      [landingOf('Robert%27);DROP TABLE'), {}],
      [landing.replace('utm_source=newsletter', 'utm_source=elsewhere'), {}],
      [
        landing,
        {
          'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        },
      ],
      [landing, { 'user-agent': 'WhatsApp/2.23.20.0' }],
      [landing, { 'user-agent': '' }],
      [landing, { 'sec-fetch-dest': 'image' }],
      [landing, { 'sec-purpose': 'prefetch;prerender' }],
      [landing, { purpose: 'prefetch' }],
      [landing.replace('/?', '/_root.data?'), {}],
      [`/api/product/list?utm_source=newsletter&utm_campaign=${campaign.utmCampaign}`, {}],
      [landing, {}, 'HEAD'],
    ];
    for (const [url, headers, method] of ignored) {
      const res = await visit(url, headers, method);
      // Nothing unusual for the visitor either: no error, no cookie.
      expect(res.statusCode, url).toBeLessThan(500);
      expect(cookieOf(res.headers['set-cookie']), `${url} ${JSON.stringify(headers)}`).toBe(
        undefined,
      );
    }
    expect((await figuresOf(campaign._id)).visits).toBe(0);
  });
});

describe('orders from a campaign', () => {
  it('counts the orders of a browser carrying its cookie, without cancelled ones, on the campaign and the dashboard', async () => {
    const campaign = await sentCampaign('Timber week');
    await adminCall('POST', `/api/admin/campaigns/${campaign._id}/send`);
    await visit(landingOf(campaign.utmCampaign));
    const cookie = { cookie: `${CAMPAIGN_COOKIE}=${campaign._id}` };

    const first = await placeOrder(t.app, { ...customer, ...cookie }, { product, quantity: 1 });
    const second = await placeOrder(t.app, { ...customer, ...cookie }, { product, quantity: 2 });
    // No cookie, a forged campaign id, a junk value: placed as ever, counted for no campaign.
    const plain = await placeOrder(t.app, customer, { product, quantity: 1 });
    const forged = await placeOrder(
      t.app,
      { ...customer, cookie: `${CAMPAIGN_COOKIE}=${newId()}` },
      { product, quantity: 1 },
    );
    const junk = await placeOrder(
      t.app,
      { ...customer, cookie: `${CAMPAIGN_COOKIE}=' or 1=1 --` },
      { product, quantity: 1 },
    );
    const campaignOf = async (id: string) =>
      (await t.db.select({ c: orders.campaignId }).from(orders).where(eq(orders.id, id)))[0]?.c;
    expect(await campaignOf(first._id)).toBe(campaign._id);
    expect(await campaignOf(second._id)).toBe(campaign._id);
    for (const o of [plain, forged, junk]) expect(await campaignOf(o._id)).toBeNull();

    expect(await figuresOf(campaign._id)).toMatchObject({
      visits: 1,
      orders: 2,
      revenue: first.amount + second.amount,
    });

    // A cancelled order counts neither as an order nor as revenue; one moving on still counts.
    await setOrderStatus(t.app, admin, first._id, 'Cancelled');
    await setOrderStatus(t.app, admin, second._id, 'Processing');
    const expected = { visits: 1, orders: 1, revenue: second.amount };
    expect(await figuresOf(campaign._id)).toMatchObject(expected);

    // The list shows the same figures beside recipients, sent, failed and unsubscribed.
    const listed = adminCampaignsResponseSchema
      .parse(await adminCall('GET', '/api/admin/campaigns?status=sending&pageSize=100'))
      .campaigns.find((c) => c._id === campaign._id);
    expect(listed?.figures).toMatchObject({ ...expected, recipients: expect.any(Number) });

    // The dashboard's newsletter panel: the campaign last started, with the same figures.
    const dashboard = dashboardResponseSchema.parse(await adminCall('GET', '/api/admin/dashboard'));
    expect(dashboard.lastCampaign).toMatchObject({
      _id: campaign._id,
      subject: 'Timber week',
      status: 'sending',
      ...expected,
    });
  });

  it('refuses bad input with a clear 4xx', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/campaigns/not-an-id',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/admin/subscribers?status=bounced',
      headers: admin,
    });
    const message = 'status must be pending, confirmed, bouncing or unsubscribed';
    expectRefusal(status, 400, { code: 'VALIDATION', message, errors: { status: message } });
    // The dashboard stays the staff's: its campaign figures too.
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: customer,
    });
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe('bouncing subscribers', () => {
  it('are shown as bouncing, filtered and counted apart from confirmed ones', async () => {
    const tag = randomBytes(4).toString('hex');
    const before = adminSubscribersResponseSchema.parse(
      await adminCall('GET', '/api/admin/subscribers'),
    ).counts;
    const at = new Date('2026-12-01T08:00:00Z');
    await t.db.insert(newsletterSubscribers).values([
      { id: newId(), email: `refused@${tag}.example`, status: 'confirmed', bouncedAt: at },
      { id: newId(), email: `unconfirmed@${tag}.example`, status: 'pending', bouncedAt: at },
      { id: newId(), email: `left@${tag}.example`, status: 'unsubscribed', bouncedAt: at },
      { id: newId(), email: `reader@${tag}.example`, status: 'confirmed' },
    ]);
    const page = (query: string) =>
      adminCall('GET', `/api/admin/subscribers?q=${tag}${query}`).then((body) =>
        adminSubscribersResponseSchema.parse(body),
      );
    const all = await page('');
    expect(
      Object.fromEntries(all.subscribers.map((s) => [s.email.split('@')[0], s.status])),
    ).toEqual({
      refused: 'bouncing',
      unconfirmed: 'bouncing',
      left: 'unsubscribed',
      reader: 'confirmed',
    });
    expect(all.subscribers.find((s) => s.status === 'bouncing')?.bouncedAt).toBe(at.toISOString());
    expect(all.counts).toEqual({
      pending: before.pending,
      confirmed: before.confirmed + 1,
      bouncing: before.bouncing + 2,
      unsubscribed: before.unsubscribed + 1,
    });
    const emails = async (status: string) =>
      (await page(`&status=${status}`)).subscribers.map((s) => s.email.split('@')[0]).sort();
    expect(await emails('bouncing')).toEqual(['refused', 'unconfirmed']);
    expect(await emails('confirmed')).toEqual(['reader']);
    expect(await emails('pending')).toEqual([]);

    const dashboard = dashboardResponseSchema.parse(await adminCall('GET', '/api/admin/dashboard'));
    expect(dashboard.subscribers.bouncing).toBe(before.bouncing + 2);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/subscribers/export.csv?q=refused%40${tag}`,
      headers: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`refused@${tag}.example,bouncing,`);
    expect(csv.body.split('\n')[0]).toMatch(/,bounced\r?$/);
  });
});
