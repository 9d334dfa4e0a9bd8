// Each order event a customer chose SMS or WhatsApp for writes its message in the transaction of
// the change (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md): placed, paid, out for
// delivery, delivered, cancelled; the shop's own numbers hear of new orders and reported payments.
// A change refused writes none, and a change whose message cannot be written is refused. What
// commits reaches the fake provider once, one GSM-7 SMS with the tracking link and the shop's phone.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fitsOneSms,
  orderNumber,
  STATUS_UNDO_SECONDS,
  type Order,
  type UpdateChannel,
} from '@shop/contracts';
import { orders, textOutbox, users } from '../../db/schema.ts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import {
  ADDRESS,
  countStock,
  orderBody,
  post,
  seededProducts,
  type SeededProduct,
} from '../../test/order-fixtures.ts';
import { fakeTwilio, fakeWhatsApp } from '../../test/text-fakes.ts';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app.ts';
import { saveMessagingSettings } from './messaging-settings.ts';

let sms: Awaited<ReturnType<typeof fakeTwilio>>;
let wa: Awaited<ReturnType<typeof fakeWhatsApp>>;
afterAll(async () => {
  await sms?.close();
  await wa?.close();
});
const t = useTestApp(async () => {
  sms = await fakeTwilio();
  wa = await fakeWhatsApp();
  return { messaging: { sms: sms.config, whatsapp: wa.config, worker: { pollMs: 25 } } };
});

let catalogue: SeededProduct[];
let staff: Headers;
beforeAll(async () => {
  catalogue = await seededProducts(t.db, 4);
  staff = (await signUpAdmin(t.app, t.db, 'Deng Texts Staff')).headers;
});

type TextRow = typeof textOutbox.$inferSelect;
const textRows = (): Promise<TextRow[]> =>
  t.db.select().from(textOutbox).orderBy(asc(textOutbox.createdAt), asc(textOutbox.id));

/** The text messages written while `action` ran. */
async function textsWrittenDuring(action: () => Promise<unknown>) {
  const before = new Set((await textRows()).map((r) => r.id));
  await action();
  return (await textRows()).filter((r) => !before.has(r.id));
}

let serial = 0;
/** A delivery phone of its own for each order, as a customer types it (0 9xx xxx xxx). */
const newPhone = () =>
  `092${String((process.pid * 31 + ++serial * 7919) % 10_000_000).padStart(7, '0')}`;
const e164 = (typed: string) => `+211${typed.slice(1)}`;

async function place(
  headers: Headers,
  opts: { updatesBy?: UpdateChannel; phone?: string; product?: SeededProduct; mobile?: boolean },
) {
  const body = orderBody([{ product: opts.product ?? catalogue[0]!, quantity: 1 }]);
  return post(t.app, opts.mobile ? '/api/order/mobile-money' : '/api/order/place-cod', headers, {
    ...body,
    address: { ...ADDRESS, phone: opts.phone ?? newPhone() },
    ...(opts.updatesBy ? { updatesBy: opts.updatesBy } : {}),
    ...(opts.mobile ? { mobileNumber: '0921 234 567', mobileProvider: 'MTN' } : {}),
  });
}

/** While `action` runs, the database refuses every text outbox row (a full disk, a bug). */
async function whileTextOutboxRefuses(action: () => Promise<void>) {
  await t.db.execute(sql`CREATE OR REPLACE FUNCTION refuse_text() RETURNS trigger AS $$
    BEGIN RAISE EXCEPTION 'the text outbox refuses rows in this test'; END $$ LANGUAGE plpgsql`);
  await t.db.execute(sql`CREATE TRIGGER refuse_text BEFORE INSERT ON text_outbox
    FOR EACH ROW EXECUTE FUNCTION refuse_text()`);
  try {
    expect(await textsWrittenDuring(action)).toEqual([]);
  } finally {
    await t.db.execute(sql`DROP TRIGGER refuse_text ON text_outbox`);
  }
}

const move = (order: Order, status: string) =>
  post(t.app, `/api/admin/orders/${order._id}/status`, staff, { status });

/** Sends what is due, twice over (see modules/mail/outbox.test.ts, expectDeliveredOnce). */
async function sendAll() {
  await t.app.texts.flush();
  await t.app.texts.flush();
}

const trackLink = (order: Order) => `${TEST_PUBLIC_URL}/track?order=${orderNumber(order._id)}`;

describe('order placed', () => {
  it('writes an SMS to the delivery phone, normalised to +211, sent once with a working link', async () => {
    const buyer = await signUp(t.app, 'Garang Texted');
    const phone = newPhone();
    let order!: Order;
    const written = await textsWrittenDuring(async () => {
      const res = await place(buyer.headers, { updatesBy: 'sms', phone });
      expect(res.statusCode).toBe(200);
      order = res.json().order;
    });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      channel: 'sms',
      kind: 'order-placed',
      to: e164(phone),
      orderId: order._id,
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.updatesBy).toBe('sms');
    await sendAll();
    const got = sms.received.filter((m) => m.to === e164(phone));
    expect(got).toHaveLength(1);
    expect(got[0]!.body).toContain(trackLink(order));
    expect(got[0]!.body).toContain('+211 922 450 310');
    expect(fitsOneSms(got[0]!.body)).toBe(true);
    // Nothing personal: not the name, the street or the total.
    expect(got[0]!.body).not.toMatch(/Nyibol|Garang|Malakal|SSP/);
    // The link works: the tracking page knows the number with the delivery phone.
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/order/track',
      payload: { orderNumber: orderNumber(order._id), phone },
    });
    expect(tracked.statusCode).toBe(200);
  });

  it("remembers the choice on the customer's account, for the next checkout", async () => {
    const buyer = await signUp(t.app, 'Abuk Remembered');
    const profile = async () =>
      (await t.app.inject({ url: '/api/user/profile', headers: buyer.headers })).json().user;
    expect((await profile()).updatesBy).toBe('email');
    expect((await place(buyer.headers, { updatesBy: 'whatsapp' })).statusCode).toBe(200);
    expect((await profile()).updatesBy).toBe('whatsapp');
    // An order that does not say keeps it.
    expect((await place(buyer.headers, {})).statusCode).toBe(200);
    expect((await profile()).updatesBy).toBe('whatsapp');
  });

  it('writes no text message for a customer who chose e-mail only', async () => {
    const buyer = await signUp(t.app, 'Ayen Mailonly');
    const written = await textsWrittenDuring(async () => {
      expect((await place(buyer.headers, {})).statusCode).toBe(200);
      expect((await place(buyer.headers, { updatesBy: 'email' })).statusCode).toBe(200);
    });
    expect(written).toEqual([]);
  });

  it('writes nothing for an order refused for stock', async () => {
    const p = catalogue[1]!;
    await countStock(t.db, p.id, { [p.sizes[0]!]: 0 });
    const buyer = await signUp(t.app, 'Nyandeng Texted Short');
    const written = await textsWrittenDuring(async () => {
      expect((await place(buyer.headers, { updatesBy: 'sms', product: p })).statusCode).toBe(409);
    });
    expect(written).toEqual([]);
  });

  it('refuses SMS or WhatsApp updates to a phone that is not a South Sudan mobile (400)', async () => {
    const buyer = await signUp(t.app, 'Achol Landline');
    const res = await place(buyer.headers, { updatesBy: 'whatsapp', phone: '+44 20 7946 0958' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      errors: { 'address.phone': expect.stringMatching(/South Sudan mobile/) },
    });
    const bad = await post(t.app, '/api/order/place-cod', buyer.headers, {
      ...orderBody([{ product: catalogue[0]!, quantity: 1 }]),
      updatesBy: 'pigeon',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/SMS, WhatsApp or e-mail only/);
  });

  it('places no order when its text message cannot be written', async () => {
    const buyer = await signUp(t.app, 'Akech Untexted');
    await whileTextOutboxRefuses(async () => {
      expect((await place(buyer.headers, { updatesBy: 'sms' })).statusCode).toBe(500);
    });
    const [user] = await t.db.select().from(users).where(eq(users.email, buyer.email));
    expect(await t.db.select().from(orders).where(eq(orders.userId, user!.id))).toEqual([]);
  });
});

describe('status changes', () => {
  it('texts out for delivery and delivered (held for the undo window), not the moves between', async () => {
    const buyer = await signUp(t.app, 'Lual Moving');
    const phone = newPhone();
    const order: Order = (await place(buyer.headers, { updatesBy: 'whatsapp', phone })).json()
      .order;
    const quiet = await textsWrittenDuring(async () => {
      expect((await move(order, 'Processing')).statusCode).toBe(200);
      expect((await move(order, 'Shipped')).statusCode).toBe(200);
    });
    expect(quiet).toEqual([]);

    const at = Date.now();
    const [out] = await textsWrittenDuring(async () => {
      expect((await move(order, 'Out for delivery')).statusCode).toBe(200);
    });
    expect(out).toMatchObject({ kind: 'out-for-delivery', channel: 'whatsapp', to: e164(phone) });
    expect(out!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(
      at + STATUS_UNDO_SECONDS * 1000 - 1000,
    );
    // Under the e-mail's id: undoing the move withdraws both.
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(stored!.statusHistory.at(-1)!.mailId).toBe(out!.id);
    const undo = await post(t.app, `/api/admin/orders/${order._id}/status/undo`, staff, {});
    expect(undo.statusCode).toBe(200);
    expect(await t.db.select().from(textOutbox).where(eq(textOutbox.id, out!.id))).toEqual([]);

    // Moved again, and made due as the end of the window would.
    const [again] = await textsWrittenDuring(async () => {
      expect((await move(order, 'Out for delivery')).statusCode).toBe(200);
    });
    await t.db
      .update(textOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(textOutbox.id, again!.id));
    await sendAll();
    const got = wa.received.filter((m) => m.to === e164(phone));
    expect(got.map((m) => m.template)).toEqual(['order_placed', 'order_out_for_delivery']);
    expect(got[1]!.params).toEqual([
      'Boma Star',
      orderNumber(order._id),
      trackLink(order),
      '+211 922 450 310',
    ]);

    const [delivered] = await textsWrittenDuring(async () => {
      expect((await move(order, 'Delivered')).statusCode).toBe(200);
    });
    expect(delivered).toMatchObject({ kind: 'delivered', template: 'order_delivered' });
  });

  it('texts a cancellation at once, and nothing for a refused move', async () => {
    const buyer = await signUp(t.app, 'Ajok Cancelled');
    const order: Order = (await place(buyer.headers, { updatesBy: 'sms' })).json().order;
    const refused = await textsWrittenDuring(async () => {
      expect((await move(order, 'Delivered')).statusCode).toBe(409);
    });
    expect(refused).toEqual([]);
    const [cancelled] = await textsWrittenDuring(async () => {
      expect((await move(order, 'Cancelled')).statusCode).toBe(200);
    });
    expect(cancelled).toMatchObject({ kind: 'cancelled', channel: 'sms' });
    expect(cancelled!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(cancelled!.text).toContain('cancelled');
  });

  it('keeps the status when its text message cannot be written', async () => {
    const buyer = await signUp(t.app, 'Deng Unmoved');
    const order: Order = (await place(buyer.headers, { updatesBy: 'sms' })).json().order;
    await whileTextOutboxRefuses(async () => {
      expect((await move(order, 'Cancelled')).statusCode).toBe(500);
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.status).toBe('Order Placed');
  });
});

describe('payment confirmed, and the staff alerts', () => {
  const staffNumbers = ['+211981230774', '+211912345678'];
  beforeAll(() =>
    saveMessagingSettings(t.db, { perNumberPerDay: 50, perShopPerDay: 5000, staffNumbers }),
  );
  afterAll(() =>
    saveMessagingSettings(t.db, { perNumberPerDay: 50, perShopPerDay: 5000, staffNumbers: [] }),
  );

  it('tells the shop of a new order and a reported payment, and the customer of its confirmation', async () => {
    const buyer = await signUp(t.app, 'Kuol Paying');
    const phone = newPhone();
    let order!: Order;
    const placed = await textsWrittenDuring(async () => {
      const res = await place(buyer.headers, { updatesBy: 'whatsapp', phone, mobile: true });
      expect(res.statusCode).toBe(200);
      order = res.json().order;
    });
    expect(placed.map((r) => `${r.kind} ${r.to}`).sort()).toEqual(
      [
        `order-placed ${e164(phone)}`,
        `staff-new-order ${staffNumbers[0]}`,
        `staff-new-order ${staffNumbers[1]}`,
      ].sort(),
    );
    const staffText = placed.find((r) => r.kind === 'staff-new-order')!;
    expect(staffText.channel).toBe('sms');
    expect(staffText.text).toContain(orderNumber(order._id));

    const reported = await textsWrittenDuring(async () => {
      const res = await post(t.app, '/api/order/transaction', buyer.headers, {
        orderId: order._id,
        transactionId: 'MP241207.1200.A00001',
      });
      expect(res.statusCode).toBe(200);
    });
    expect(reported.map((r) => r.kind)).toEqual([
      'staff-payment-reported',
      'staff-payment-reported',
    ]);

    const confirmed = await textsWrittenDuring(async () => {
      const res = await post(t.app, `/api/admin/orders/${order._id}/confirm-payment`, staff, {
        transactionId: 'MP241207.1200.A00001',
        amountReceived: order.amount,
      });
      expect(res.statusCode).toBe(200);
    });
    expect(confirmed).toMatchObject([
      { kind: 'payment-confirmed', channel: 'whatsapp', template: 'order_paid', to: e164(phone) },
    ]);
    await sendAll();
    expect(wa.received.filter((m) => m.to === e164(phone)).map((m) => m.template)).toEqual([
      'order_placed',
      'order_paid',
    ]);
  });
});
