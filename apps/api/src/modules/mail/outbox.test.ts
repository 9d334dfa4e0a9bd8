// Each e-mail the shop sends is written by the transaction of the change that causes it
// (docs/decisions/0033-mail-outbox.md): the change and its message commit together, or neither
// does. While the database refuses outbox rows (a trigger), every change that mails is refused
// too and leaves nothing behind; a change refused for its own reasons writes no message; what
// commits is delivered once through a real SMTP receiver.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminProductResponseSchema,
  type AdminProduct,
  STATUS_UNDO_SECONDS,
  type MailKind,
  type Order,
  type ProductInput,
} from '@shop/contracts';
import {
  contactMessages,
  mailOutbox,
  newsletterSubscribers,
  orders,
  passwordResets,
  stockAlerts as alertRows,
  users,
} from '../../db/schema.ts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { randomClientAddress } from '../../test/contact-fixtures.ts';
import { smtpReceiver } from '../../test/mail-fixtures.ts';
import {
  countStock,
  orderBody,
  post,
  seededProducts,
  type SeededProduct,
} from '../../test/order-fixtures.ts';
import {
  mailWrittenDuring,
  outboxRows,
  releaseHeldStatusMail,
  type OutboxRow,
} from '../../test/outbox-fixtures.ts';
import { adminKit, productFormOf, stockAlerts } from '../../test/product-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const smtp = smtpReceiver();
// Registered before the app's hooks, so it runs after the app has closed.
afterAll(() => smtp.close());
const t = useTestApp(async () => ({ smtpUrl: await smtp.listen(), mailWorker: { pollMs: 50 } }));

let catalogue: SeededProduct[];
let staff: Headers;
let k: Awaited<ReturnType<typeof adminKit>>;
beforeAll(async () => {
  catalogue = await seededProducts(t.db, 4);
  staff = (await signUpAdmin(t.app, t.db, 'Deng Mail Staff')).headers;
  k = await adminKit(t);
});

/** While `action` runs, the database refuses every outbox row (as a full disk or a bug would). */
async function whileOutboxRefuses(action: () => Promise<void>) {
  await t.db.execute(sql`CREATE OR REPLACE FUNCTION refuse_mail() RETURNS trigger AS $$
    BEGIN RAISE EXCEPTION 'the outbox refuses rows in this test'; END $$ LANGUAGE plpgsql`);
  await t.db.execute(sql`CREATE TRIGGER refuse_mail BEFORE INSERT ON mail_outbox
    FOR EACH ROW EXECUTE FUNCTION refuse_mail()`);
  try {
    const written = await mailWrittenDuring(t.db, action);
    expect(written).toEqual([]);
  } finally {
    await t.db.execute(sql`DROP TRIGGER refuse_mail ON mail_outbox`);
  }
}

/**
 * Each of `rows` (what one test committed) is sent, and reached the receiver exactly once. Copies
 * are looked for among what arrived since `from` (this test's part of the receiver's list). The
 * second flush is a whole pass begun after the first had sent everything, ended with nothing due
 * or being sent: a message still claimable would have gone again by then, every send begun has
 * been received (the receiver records a message before it answers), and a 'sent' row is never
 * claimed again, so the count is final.
 */
async function expectDeliveredOnce(rows: OutboxRow[], from: number) {
  await t.app.mail.flush();
  await t.app.mail.flush();
  const arrived = smtp.received.slice(from);
  for (const row of rows) {
    const [stored] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(stored, `${row.kind} to ${row.to}`).toMatchObject({ status: 'sent', attempts: 1 });
    const copies = arrived.filter(
      (m) =>
        m.subject === row.subject &&
        (Array.isArray(m.to) ? m.to : [m.to]).some((to) => to?.text === row.to),
    );
    expect(copies, `${row.kind} to ${row.to}`).toHaveLength(1);
  }
}

/** The messages `action` wrote, checked to be of these kinds and then delivered once. */
async function expectMail(kinds: MailKind[], action: () => Promise<void>) {
  const from = smtp.received.length;
  const written = await mailWrittenDuring(t.db, action);
  expect(written.map((m) => m.kind).sort()).toEqual([...kinds].sort());
  expect(written.every((m) => m.status !== 'failed')).toBe(true);
  await expectDeliveredOnce(written, from);
  return written;
}

const userIdOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

async function placeCod(headers: Headers, product: SeededProduct, quantity = 1) {
  return post(t.app, '/api/order/place-cod', headers, orderBody([{ product, quantity }]));
}

describe('order placed', () => {
  it('writes the confirmation and the company notice with the order', async () => {
    const buyer = await signUp(t.app, 'Garang Buyer');
    const [mine] = await expectMail(['order-placed', 'order-notice'], async () => {
      expect((await placeCod(buyer.headers, catalogue[0]!)).statusCode).toBe(200);
    }).then((rows) => rows.filter((r) => r.kind === 'order-placed'));
    expect(mine!.to).toBe(buyer.email);
  });

  it('writes nothing for an order refused for stock', async () => {
    const p = catalogue[1]!;
    await countStock(t.db, p.id, { [p.sizes[0]!]: 1 });
    const buyer = await signUp(t.app, 'Nyandeng Short');
    const written = await mailWrittenDuring(t.db, async () => {
      expect((await placeCod(buyer.headers, p, 3)).statusCode).toBe(409);
    });
    expect(written).toEqual([]);
    const placed = await t.db
      .select()
      .from(orders)
      .where(eq(orders.userId, await userIdOf(buyer.email)));
    expect(placed).toEqual([]);
  });

  it('places no order when its e-mail cannot be written', async () => {
    const buyer = await signUp(t.app, 'Akech Unlucky');
    await whileOutboxRefuses(async () => {
      expect((await placeCod(buyer.headers, catalogue[2]!)).statusCode).toBe(500);
    });
    const placed = await t.db
      .select()
      .from(orders)
      .where(eq(orders.userId, await userIdOf(buyer.email)));
    expect(placed).toEqual([]);
  });
});

describe('order status change', () => {
  let order: Order;
  beforeAll(async () => {
    const buyer = await signUp(t.app, 'Lual Waiting');
    order = (await placeCod(buyer.headers, catalogue[3]!)).json().order;
  });
  const move = (status: string) =>
    post(t.app, `/api/admin/orders/${order._id}/status`, staff, { status });
  const statusNow = async () =>
    (await t.db.select({ s: orders.status }).from(orders).where(eq(orders.id, order._id)))[0]!.s;

  it('keeps the status when its e-mail cannot be written', async () => {
    await whileOutboxRefuses(async () => {
      expect((await move('Processing')).statusCode).toBe(500);
    });
    expect(await statusNow()).toBe('Order Placed');
  });

  it('writes the customer e-mail with the change, and nothing for a refused move', async () => {
    await expectMail(['status-change'], async () => {
      const at = Date.now();
      expect((await move('Processing')).statusCode).toBe(200);
      // Held for the undo window, then sent like any other (made due here, not waited for).
      const [held] = (await outboxRows(t.db))
        .filter((row) => row.kind === 'status-change')
        .slice(-1);
      expect(held!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(
        at + STATUS_UNDO_SECONDS * 1000 - 1000,
      );
      await releaseHeldStatusMail(t.db);
    });
    const refused = await mailWrittenDuring(t.db, async () => {
      expect((await move('Order Placed')).statusCode).toBe(409);
    });
    expect(refused).toEqual([]);
  });
});

describe('password reset link', () => {
  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email } });
  const resetsOf = async (email: string) =>
    t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, await userIdOf(email)));

  it('writes the link and its e-mail together, and keeps no token once it is sent', async () => {
    const user = await signUp(t.app, 'Ajak Forgetful');
    const [mail] = await expectMail(['password-reset'], async () => {
      expect((await forgot(user.email)).statusCode).toBe(200);
    });
    expect(mail!.to).toBe(user.email);
    expect(await resetsOf(user.email)).toHaveLength(1);
    const token = /\/reset-password\/([\w-]+)/.exec(mail!.text)![1]!;
    await t.app.mail.flush();
    const received = smtp.received.find((m) => m.text?.includes(token));
    expect(received, 'the customer gets the link').toBeDefined();
    const [stored] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id));
    expect(stored!.status).toBe('sent');
    expect(`${stored!.text} ${stored!.html}`).not.toContain(token);
    expect(stored!.text).toContain('/reset-password/[link removed]');
  });

  it('leaves no live link that was never mailed', async () => {
    const user = await signUp(t.app, 'Ajak Unmailed');
    await whileOutboxRefuses(async () => {
      expect((await forgot(user.email)).statusCode).toBe(500);
    });
    expect(await resetsOf(user.email)).toEqual([]);
  });
});

describe('contact message', () => {
  const send = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: randomClientAddress(),
      payload: { name: 'Ayen', email, subject: 'Delivery', message: 'Do you deliver to Gudele?' },
    });
  const storedFrom = (email: string) =>
    t.db.select().from(contactMessages).where(eq(contactMessages.email, email));

  it('stores the message with its copy to the company, linked to it', async () => {
    const [mail] = await expectMail(['contact'], async () => {
      expect((await send('ayen.kept@example.org')).statusCode).toBe(200);
    });
    const [stored] = await storedFrom('ayen.kept@example.org');
    expect(mail!.contactMessageId).toBe(stored!.id);
  });

  it('stores nothing when the copy cannot be written', async () => {
    await whileOutboxRefuses(async () => {
      expect((await send('ayen.lost@example.org')).statusCode).toBe(500);
    });
    expect(await storedFrom('ayen.lost@example.org')).toEqual([]);
  });
});

describe('newsletter confirmation', () => {
  const subscribe = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress: randomClientAddress(),
      payload: { email },
    });
  const subscriber = (email: string) =>
    t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));

  it('writes the confirmation with the pending subscription', async () => {
    const [mail] = await expectMail(['newsletter-confirm'], async () => {
      expect((await subscribe('reader.kept@example.org')).statusCode).toBe(200);
    });
    expect(mail!.to).toBe('reader.kept@example.org');
    expect(await subscriber('reader.kept@example.org')).toHaveLength(1);
  });

  it('keeps no subscription whose confirmation cannot be written', async () => {
    await whileOutboxRefuses(async () => {
      expect((await subscribe('reader.lost@example.org')).statusCode).toBe(500);
    });
    expect(await subscriber('reader.lost@example.org')).toEqual([]);
  });
});

describe('back in stock', () => {
  const tent = (name: string): ProductInput =>
    k.form({
      name,
      category: 'ReliefSupplies',
      subCategory: 'Tents',
      sizes: ['Family', 'Large'],
      unit: 'piece',
      trackStock: true,
      stock: { Family: 4, Large: 0 },
    });
  async function waitingTent(name: string) {
    const res = await k.create(tent(name));
    expect(res.statusCode, res.body).toBe(200);
    const p: AdminProduct = adminProductResponseSchema.parse(res.json()).product;
    const customer = await signUp(t.app, 'Kuol Waiting');
    const asked = await stockAlerts(t, 'POST', customer.headers, {
      productId: p._id,
      size: 'Large',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    return { p, customer };
  }
  const restock = (p: AdminProduct) =>
    k.update(
      p._id,
      productFormOf(p, {
        stock: { Family: 4, Large: 2 },
        stockRead: undefined,
        updatedAt: undefined,
      }),
    );
  const requestsFor = (productId: string) =>
    t.db
      .select()
      .from(alertRows)
      .where(and(eq(alertRows.productId, productId), eq(alertRows.size, 'Large')));

  it('takes the request and writes its e-mail together', async () => {
    const { p, customer } = await waitingTent('Yei Family Tent');
    const [mail] = await expectMail(['back-in-stock'], async () => {
      expect((await restock(p)).statusCode).toBe(200);
    });
    expect(mail!.to).toBe(customer.email);
    expect(await requestsFor(p._id)).toEqual([]);
  });

  it('keeps the request when its e-mail cannot be written (the stock is saved all the same)', async () => {
    const { p } = await waitingTent('Yei Spare Tent');
    await whileOutboxRefuses(async () => {
      expect((await restock(p)).statusCode).toBe(200);
    });
    expect(await requestsFor(p._id)).toHaveLength(1);
  });
});
