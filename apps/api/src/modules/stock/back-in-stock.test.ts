// Back in stock (docs/decisions/0031-units-stock-and-tracking.md): a signed-in customer asks about
// a sold-out size, and is mailed once (through a real SMTP receiver) when a staff edit, an import
// or a cancellation brings it back.
import { count, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  API_MESSAGES,
  ARCHIVED_PRODUCT_MESSAGE,
  adminProductResponseSchema,
  PRODUCT_CSV_COLUMNS,
  fitsOneSms,
  STOCK_MESSAGES,
  stockAlertsResponseSchema,
  type AdminProduct,
  type ProductInput,
} from '@shop/contracts';
import { stockAlerts as alertRows, textOutbox, users } from '../../db/schema.ts';
import { csvRow } from '../../lib/csv.ts';
import { signUp, type Headers } from '../../test/account-fixtures.ts';
import { smtpReceiver } from '../../test/mail-fixtures.ts';
import { orderableOf, orderBody, post } from '../../test/order-fixtures.ts';
import {
  adminKit,
  exportCellsOf,
  productFormOf,
  stockAlerts,
} from '../../test/product-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app.ts';
import { notifyBackInStock } from './back-in-stock.ts';
import { STOCK_ALERT_ERRORS } from './messages.ts';

const smtp = smtpReceiver();
const { received } = smtp;
// Registered before the app's hooks, so it runs after the app has closed.
afterAll(() => smtp.close());
const t = useTestApp(async () => ({ smtpUrl: await smtp.listen() }));
let k: Awaited<ReturnType<typeof adminKit>>;
beforeAll(async () => {
  k = await adminKit(t);
});

/** Tents counted per piece; Large is sold out. */
const tent = (name: string, overrides: Partial<ProductInput> = {}) =>
  k.form({
    name,
    category: 'ReliefSupplies',
    subCategory: 'Tents',
    sizes: ['Family', 'Large'],
    unit: 'piece',
    trackStock: true,
    stock: { Family: 4, Large: 0 },
    ...overrides,
  });

async function created(input: ProductInput): Promise<AdminProduct> {
  const res = await k.create(input);
  expect(res.statusCode, res.body).toBe(200);
  return adminProductResponseSchema.parse(res.json()).product;
}

/** Staff count the stock again on the product form (every other field as it is). */
async function recount(p: AdminProduct, stock: Record<string, number>): Promise<AdminProduct> {
  const res = await k.update(
    p._id,
    productFormOf(p, { trackStock: true, stock, stockRead: undefined, updatedAt: undefined }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return adminProductResponseSchema.parse(res.json()).product;
}

const ask = (headers: Headers, productId: string, size: string) =>
  stockAlerts(t, 'POST', headers, { productId, size });
const waiting = async (headers: Headers) =>
  stockAlertsResponseSchema.parse((await stockAlerts(t, 'GET', headers)).json()).alerts;

/** The mail sent during `action`, once the queue has been handled. */
async function mailsDuring(action: () => Promise<unknown>): Promise<ParsedMail[]> {
  const before = received.length;
  await action();
  await t.app.mail.flush();
  return received.slice(before);
}
/** An outbox that keeps the addressees of what it is given (nothing is written). */
const recordingOutbox = (sent: string[]) => ({
  enqueue: async (_tx: unknown, ...messages: { to: string }[]) => {
    sent.push(...messages.map((m) => m.to));
    return [];
  },
});
const addressees = (mails: ParsedMail[]) =>
  mails
    .flatMap((m) => (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []))
    .flatMap((a) => a.value.map((v) => v.address))
    .sort();

describe('back-in-stock requests', () => {
  it('needs a signed-in customer', async () => {
    const p = await created(tent('Signed Out Tent'));
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await stockAlerts(
        t,
        method,
        {},
        method === 'GET' ? undefined : { productId: p._id, size: 'Large' },
      );
      expectRefusal(res, 401, { code: 'UNAUTHENTICATED', message: ACCOUNT_MESSAGES.loginRequired });
    }
  });

  it('takes a request for a sold-out size once, lists it, and withdraws it', async () => {
    const customer = await signUp(t.app, 'Abuk Waiting');
    const p = await created(tent('Aweil Family Tent'));
    const first = await ask(customer.headers, p._id.toUpperCase(), ' Large ');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, message: STOCK_MESSAGES.notifyMeSaved('Large') });
    // Asking again is asking once.
    expect((await ask(customer.headers, p._id, 'Large')).statusCode).toBe(200);
    expect(await waiting(customer.headers)).toEqual([{ productId: p._id, size: 'Large' }]);
    // Another customer's requests are theirs.
    expect(await waiting((await signUp(t.app, 'Other Customer')).headers)).toEqual([]);

    for (let i = 0; i < 2; i++) {
      const gone = await stockAlerts(t, 'DELETE', customer.headers, {
        productId: p._id,
        size: 'Large',
      });
      expect(gone.json()).toEqual({ success: true, message: STOCK_MESSAGES.notifyMeRemoved });
    }
    expect(await waiting(customer.headers)).toEqual([]);
  });

  it('refuses what can be ordered now, unknown sizes and products, and products no longer sold', async () => {
    const customer = await signUp(t.app, 'Deng Asking');
    const h = customer.headers;
    const p = await created(tent('Bor Relief Tent'));
    const free = await created(tent('Bor Transport', { trackStock: false, stock: {} }));
    const gone = await created(tent('Bor Old Tent'));
    await k.archive(gone._id, 'archive');

    expectRefusal(await ask(h, p._id, 'Family'), 409, {
      code: 'CONFLICT',
      message: STOCK_MESSAGES.notifyMeInStock,
    });
    expectRefusal(await ask(h, free._id, 'Large'), 409, {
      code: 'CONFLICT',
      message: STOCK_MESSAGES.notifyMeUntracked,
    });
    const unknownSize = STOCK_MESSAGES.sizeUnknown('Huge');
    expectRefusal(await ask(h, p._id, 'Huge'), 400, {
      code: 'VALIDATION',
      message: unknownSize,
      errors: { size: unknownSize },
    });
    expectRefusal(await ask(h, 'b'.repeat(24), 'Large'), 404, {
      code: 'NOT_FOUND',
      message: API_MESSAGES.productNotFound,
    });
    expectRefusal(await ask(h, gone._id, 'Large'), 404, {
      code: 'NOT_FOUND',
      message: ARCHIVED_PRODUCT_MESSAGE,
    });
    const noSize = await stockAlerts(t, 'POST', h, { productId: p._id, size: ' ' });
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json()).toMatchObject({ code: 'VALIDATION', errors: { size: 'Choose a size.' } });
    expect((await stockAlerts(t, 'POST', h, { productId: 'x', size: 'Large' })).statusCode).toBe(
      400,
    );
    expect(await waiting(h)).toEqual([]);
  });
});

describe('the back-in-stock e-mail', () => {
  it('goes once to each customer waiting when staff bring the size back, with a link to the product', async () => {
    const p = await created(tent('Juba <b>Shade</b> & Tent'));
    const [a, b] = [await signUp(t.app, 'Achol Waits'), await signUp(t.app, 'Garang Waits')];
    for (const c of [a, b]) expect((await ask(c.headers, p._id, 'Large')).statusCode).toBe(200);

    // Another size coming and going, or the waited size staying at 0, mails nobody.
    expect(await mailsDuring(() => recount(p, { Family: 0, Large: 0 }))).toEqual([]);
    const mails = await mailsDuring(() => recount(p, { Family: 0, Large: 2 }));
    expect(addressees(mails)).toEqual([a.email, b.email].sort());
    const mail = mails.find((m) => addressees([m])[0] === a.email)!;
    expect(mail.subject).toBe('Back in stock: Juba <b>Shade</b> & Tent (size Large)');
    const link = `${TEST_PUBLIC_URL}/product/${p._id}`;
    expect(mail.text).toContain('Hello Achol Waits,');
    expect(mail.text).toContain(`Order it here: ${link}`);
    expect(mail.html).toContain(`<a href="${link}">${link}</a>`);
    expect(mail.html).not.toContain('<b>Shade</b>');
    expect(mail.html).toContain('Juba &#60;b&#62;Shade&#60;/b&#62; &#38; Tent (size Large)');

    // The requests are gone: selling out and coming back again mails nobody.
    expect(await waiting(a.headers)).toEqual([]);
    const again = await mailsDuring(async () => {
      const out = await recount(p, { Family: 0, Large: 0 });
      await recount(out, { Family: 0, Large: 6 });
    });
    expect(again).toEqual([]);
  });

  it('goes by SMS too to a customer who chose it for updates, to the phone on the account', async () => {
    const p = await created(
      tent('Family Relief Tent, Double Canvas, Ventilated, With Groundsheet And Repair Kit Pack'),
    );
    const [bySms, byMail] = [
      await signUp(t.app, 'Nyandeng Texts'),
      await signUp(t.app, 'Lual Mails'),
    ];
    const setUpdates = (email: string, phone: string, updatesBy: 'sms' | 'email') =>
      t.db.update(users).set({ phone, updatesBy }).where(eq(users.email, email));
    await setUpdates(bySms.email, '0921 555 013', 'sms');
    await setUpdates(byMail.email, '0921 555 014', 'email');
    for (const c of [bySms, byMail])
      expect((await ask(c.headers, p._id, 'Large')).statusCode).toBe(200);

    const mails = await mailsDuring(() => recount(p, { Family: 4, Large: 3 }));
    expect(addressees(mails)).toEqual([bySms.email, byMail.email].sort());
    const link = `${TEST_PUBLIC_URL}/product/${p._id}`;
    const texts = (
      await t.db.select().from(textOutbox).where(eq(textOutbox.kind, 'back-in-stock'))
    ).filter((row) => row.text.endsWith(link));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: 'sms', to: '+211921555013', orderId: null });
    // One SMS: the long name is cut, never the link; the size named, nothing else of the person.
    expect(fitsOneSms(texts[0]!.text)).toBe(true);
    expect(texts[0]!.text).toMatch(
      /^Boma Star: Family Relief Tent, .*\.\.\. \(Large\) is back in stock: /,
    );
    expect(texts[0]!.text).not.toContain('Nyandeng');
  });

  it('goes when an import counts the size again', async () => {
    const p = await created(tent('Yambio Import Tent'));
    const c = await signUp(t.app, 'Nyandeng Imports');
    await ask(c.headers, p._id, 'Large');
    // Only Large is counted: the other sizes' items are left empty.
    const cells = {
      ...exportCellsOf(p),
      stock: p.sizes.map((size) => (size === 'Large' ? '9' : '')).join('|'),
    };
    const file =
      csvRow([...PRODUCT_CSV_COLUMNS]) + csvRow(PRODUCT_CSV_COLUMNS.map((col) => cells[col] ?? ''));

    expect(await mailsDuring(() => k.importCsv(file, true))).toEqual([]);
    const mails = await mailsDuring(async () => {
      const res = await k.importCsv(file, false);
      expect(res.json()).toMatchObject({ success: true, updated: 1 });
    });
    expect(addressees(mails)).toEqual([c.email]);
    expect(mails[0]!.subject).toBe('Back in stock: Yambio Import Tent (size Large)');
  });

  it('goes when a cancelled order gives the last units back', async () => {
    const p = await created(tent('Nimule Last Tent', { stock: { Family: 1, Large: 0 } }));
    const buyer = await signUp(t.app, 'Lual Buyer');
    const waiter = await signUp(t.app, 'Ayen Waiter');
    const line = {
      product: orderableOf(p),
      quantity: 1,
      size: 'Family',
    };
    const placed = await post(t.app, '/api/order/place-cod', buyer.headers, orderBody([line]));
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await ask(waiter.headers, p._id, 'Family')).statusCode).toBe(200);

    const mails = await mailsDuring(async () => {
      const res = await post(
        t.app,
        `/api/admin/orders/${placed.json().order._id}/status`,
        k.admin.headers,
        { status: 'Cancelled' },
      );
      expect(res.statusCode, res.body).toBe(200);
    });
    const mine = mails.filter((m) => m.subject?.startsWith('Back in stock'));
    expect(addressees(mine)).toEqual([waiter.email]);
  });

  it('is sent once even when two instances see the size come back at the same moment', async () => {
    const p = await created(tent('Kapoeta Twin Tent'));
    const customers = [await signUp(t.app, 'Ator One'), await signUp(t.app, 'Ator Two')];
    for (const c of customers) await ask(c.headers, p._id, 'Large');
    const sent: string[] = [];
    const deps = { db: t.db, mail: recordingOutbox(sent), publicUrl: '' };
    const keys = [{ productId: p._id, size: 'Large' }];
    // On PostgreSQL the two DELETEs really overlap (a pool of connections); the second waits for
    // the first's row locks and then finds the rows gone.
    const counts = await Promise.all([
      notifyBackInStock(deps, keys),
      notifyBackInStock(deps, keys),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(sent.sort()).toEqual(customers.map((c) => c.email).sort());
  });

  it('waits while the product is archived (its page is gone)', async () => {
    const p = await created(tent('Torit Archived Tent'));
    const c = await signUp(t.app, 'Kuol Patient');
    await ask(c.headers, p._id, 'Large');
    await k.archive(p._id, 'archive');
    const sent: string[] = [];
    const deps = { db: t.db, mail: recordingOutbox(sent), publicUrl: '' };
    expect(await notifyBackInStock(deps, [{ productId: p._id, size: 'Large' }])).toBe(0);
    expect(sent).toEqual([]);
    const [kept] = await t.db
      .select({ n: count() })
      .from(alertRows)
      .where(eq(alertRows.productId, p._id));
    expect(kept!.n).toBe(1);
  });
});

describe('back-in-stock requests: the limit per account', () => {
  const limited = useTestApp({
    rateLimits: { limits: { stockAlertPerAccount: { max: 2, minutes: 60 } } },
  });
  it('refuses a customer who changes requests too often (429), in its own words', async () => {
    const customer = await signUp(limited.app, 'Busy Customer');
    const call = () =>
      limited.app.inject({
        method: 'DELETE',
        url: '/api/user/stock-alerts',
        headers: { ...customer.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ productId: 'c'.repeat(24), size: 'Large' }),
      });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: STOCK_ALERT_ERRORS.tooManyRequests,
    });
  });
});
