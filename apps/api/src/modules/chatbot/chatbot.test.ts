import { and, count, eq, gte, isNull, lte } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_BUDGET_MAX_PRICE,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES as M,
  CHAT_PREMIUM_MIN_PRICE,
  CHAT_TEXTS,
  formatPrice,
  orderNumber,
  type ChatReply,
  type Order,
} from '@shop/contracts';
import { products, users } from '../../db/schema.ts';
import { signUp, type Headers } from '../../test/account-fixtures.ts';
import { addProducts, ask, postQuery, removeProducts } from '../../test/assistant-fixtures.ts';
import { cheapestProduct, placeOrder } from '../../test/order-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { TEST_JWT_SECRET, useTestApp } from '../../test/test-app.ts';
import { DEFAULT_SETTINGS } from '../settings/defaults.ts';
import { getShopSettings, saveShopSettings } from '../settings/service.ts';

const t = useTestApp();

/** Listed products of a sub-category (optionally within prices), counted in the database. */
async function listedIn(subCategory: string, prices: { min?: number; max?: number } = {}) {
  const [row] = await t.db
    .select({ n: count() })
    .from(products)
    .where(
      and(
        isNull(products.archivedAt),
        eq(products.subCategory, subCategory),
        prices.min === undefined ? undefined : gte(products.price, prices.min),
        prices.max === undefined ? undefined : lte(products.price, prices.max),
      ),
    );
  return row!.n;
}

const showMore = (reply: ChatReply) =>
  reply.suggestions.find((s) => s.text === CHAT_TEXTS.showMore);

describe('POST /api/chatbot/query: small talk', () => {
  it('greets with the company name from the settings and suggestions', async () => {
    const reply = await ask(t.app, 'Hello');
    expect(reply.action).toBe('greeting');
    expect(reply.content).toContain(DEFAULT_SETTINGS.company.shortName);
    expect(reply.suggestions.length).toBeGreaterThan(0);
    expect(reply.products).toEqual([]);
  });

  it('answers help, thanks, payment, prices and what it does not understand', async () => {
    expect((await ask(t.app, 'I need help')).action).toBe('help');
    expect((await ask(t.app, 'thank you')).action).toBe('thanks');
    const payment = await ask(t.app, 'How can I pay?');
    expect(payment.action).toBe('payment');
    expect(payment.content).toMatch(/MTN/);
    expect((await ask(t.app, 'what are your price ranges')).action).toBe('prices');
    expect((await ask(t.app, '🙂🙂')).action).toBe('fallback');
  });
});

describe('POST /api/chatbot/query: products from the catalogue', () => {
  // Across the catalogue, not only furniture: the words name a sub-category.
  it.each([
    ['Show me sofas', 'Sofas'],
    ['I am looking for cement', 'Cement'],
    ['find diesel', 'Diesel'],
    ['do you have tents', 'Tents'],
    ['rice', 'Grains & Cereals'],
    ['show me printers', 'Printers'],
  ])('"%s" shows up to 3 products of %s, counted exactly', async (message, subCategory) => {
    const reply = await ask(t.app, message);
    expect(reply.action).toBe('products');
    expect(reply.products.length).toBeGreaterThan(0);
    expect(reply.products.length).toBeLessThanOrEqual(3);
    for (const p of reply.products) {
      expect(p.subCategory).toBe(subCategory);
      expect(Object.keys(p).sort()).toEqual(
        ['_id', 'category', 'image', 'name', 'price', 'subCategory'].sort(),
      );
      expect(p.image[0]).toMatch(/^\/|^https?:/);
    }
    const total = await listedIn(subCategory);
    expect(reply.content).toContain(`I found ${total} product`);
  });

  // Decision 0020 names these four.
  it.each([
    ['sofaa', 'Sofas', /sofa/i],
    ['show me chiar', 'Chairs', /chair/i],
    ['cemnt', 'Cement', /cement/i],
    ['do you sell desiel', 'Diesel', /diesel/i],
  ])('reads the misspelt "%s" as %s', async (message, subCategory, inName) => {
    const reply = await ask(t.app, message);
    expect(reply.action).toBe('products');
    expect(reply.products.length).toBeGreaterThan(0);
    for (const p of reply.products) {
      expect(p.subCategory.includes(subCategory) || inName.test(p.name)).toBe(true);
    }
  });

  it('finds a product by a misspelt word of its name', async () => {
    const reply = await ask(t.app, 'mahogny');
    expect(reply.products.map((p) => p.name)).toContain('Mahogany Slatted Garden Bench');
  });

  it('offers Show More to the collection filtered the same way when there are more than 3', async () => {
    const ids = await addProducts(t.db, [
      {
        name: 'Test Ridge Tent A',
        category: 'ReliefSupplies',
        subCategory: 'Tents',
        price: 400_000,
      },
      {
        name: 'Test Ridge Tent B',
        category: 'ReliefSupplies',
        subCategory: 'Tents',
        price: 410_000,
      },
    ]);
    try {
      const total = await listedIn('Tents');
      expect(total).toBeGreaterThan(3);
      const reply = await ask(t.app, 'show me tents');
      expect(reply.products).toHaveLength(3);
      expect(reply.content).toContain(`I found ${total} products in Tents. Here are the first 3:`);
      expect(showMore(reply)).toEqual({
        text: CHAT_TEXTS.showMore,
        action: 'browse_category',
        category: 'ReliefSupplies',
        subCategory: 'Tents',
      });
      // Three or fewer: no Show More.
      const few = await ask(t.app, 'show me sofas');
      expect(await listedIn('Sofas')).toBeLessThanOrEqual(3);
      expect(showMore(few)).toBeUndefined();
    } finally {
      await removeProducts(t.db, ids);
    }
  });

  it('keeps to SSP 500,000 or less for cheap and SSP 2,000,000 or more for premium', async () => {
    const ids = await addProducts(t.db, [
      {
        name: 'Test Budget Futon Sofa',
        category: 'Seatingfurniture',
        subCategory: 'Sofas',
        price: 450_000,
      },
      {
        name: 'Test Edge Sofa',
        category: 'Seatingfurniture',
        subCategory: 'Sofas',
        price: 500_000,
      },
    ]);
    try {
      const cheap = await ask(t.app, 'cheap sofas');
      expect(cheap.products.length).toBeGreaterThan(0);
      for (const p of cheap.products) expect(p.price).toBeLessThanOrEqual(CHAT_BUDGET_MAX_PRICE);
      const cheapTotal = await listedIn('Sofas', { max: CHAT_BUDGET_MAX_PRICE });
      expect(cheap.content).toContain(
        `I found ${cheapTotal} products in Sofas at SSP 500,000.00 or less`,
      );

      const premium = await ask(t.app, 'show me premium sofas');
      expect(premium.products.length).toBeGreaterThan(0);
      for (const p of premium.products)
        expect(p.price).toBeGreaterThanOrEqual(CHAT_PREMIUM_MIN_PRICE);
      expect(premium.products.map((p) => p.name)).not.toContain('Test Edge Sofa');

      const affordable = await ask(t.app, 'affordable chairs');
      for (const p of affordable.products)
        expect(p.price).toBeLessThanOrEqual(CHAT_BUDGET_MAX_PRICE);
      const luxury = await ask(t.app, 'luxury cement');
      // No cement costs that much: said so, and nothing shown.
      expect(luxury.action).toBe('no_products');
      expect(luxury.products).toEqual([]);
    } finally {
      await removeProducts(t.db, ids);
    }
  });

  it('never shows an archived product, by category, by name or misspelt', async () => {
    const ids = await addProducts(t.db, [
      {
        name: 'Zebrawood Archived Sofa',
        category: 'Seatingfurniture',
        subCategory: 'Sofas',
        price: 300_000,
        archived: true,
      },
    ]);
    try {
      const names = async (message: string) =>
        (await ask(t.app, message)).products.map((p) => p.name);
      expect(await names('show me sofas')).not.toContain('Zebrawood Archived Sofa');
      expect(await names('cheap sofas')).not.toContain('Zebrawood Archived Sofa');
      expect(await names('zebrawood')).toEqual([]);
      expect(await names('zebrawod')).toEqual([]);
      expect(await names('sofaa')).not.toContain('Zebrawood Archived Sofa');
    } finally {
      await removeProducts(t.db, ids);
    }
  });

  it('says so when nothing matches', async () => {
    const reply = await ask(t.app, 'show me flux capacitors');
    expect(reply.action).toBe('no_products');
    expect(reply.products).toEqual([]);
    expect(reply.content).toContain('flux capacitors');
  });
});

describe('POST /api/chatbot/query: delivery from the settings', () => {
  afterAll(() => saveShopSettings(t.db, DEFAULT_SETTINGS));

  it("quotes the settings' fee and threshold, and follows a change at once", async () => {
    const settings = await getShopSettings(t.db);
    const before = await ask(t.app, 'Tell me about delivery');
    expect(before.action).toBe('delivery');
    expect(before.content).toContain(formatPrice(settings.freeDeliveryThreshold));
    expect(before.content).toContain(formatPrice(settings.deliveryFee));
    expect(before.content).toContain('3 to 5 business days');

    await saveShopSettings(t.db, {
      ...settings,
      deliveryFee: 12_345,
      freeDeliveryThreshold: 777_000,
    });
    const after = await ask(t.app, 'how much is delivery?');
    expect(after.content).toContain(formatPrice(12_345));
    expect(after.content).toContain(formatPrice(777_000));
    expect(after.content).not.toContain(formatPrice(settings.deliveryFee));
  });

  it("gives the company's phone and e-mail from the settings", async () => {
    const settings = await getShopSettings(t.db);
    const reply = await ask(t.app, 'how can I contact you');
    expect(reply.action).toBe('contact');
    expect(reply.content).toContain(settings.company.phones[0]);
    expect(reply.content).toContain(settings.company.emails[0]);
  });
});

describe("POST /api/chatbot/query: the customer's own orders", () => {
  let first: { headers: Headers; orders: Order[] };
  let other: { headers: Headers; orders: Order[] };
  let none: Headers;
  beforeAll(async () => {
    const product = await cheapestProduct(t.app);
    const a = await signUp(t.app, 'Achol Orders');
    const aOrders = [
      await placeOrder(t.app, a.headers, { product, quantity: 1 }),
      await placeOrder(t.app, a.headers, { product, quantity: 2 }),
    ];
    const b = await signUp(t.app, 'Bol Orders');
    const bOrders = [await placeOrder(t.app, b.headers, { product, quantity: 1 })];
    first = { headers: a.headers, orders: aOrders };
    other = { headers: b.headers, orders: bOrders };
    none = (await signUp(t.app, 'Chol NoOrders')).headers;
  });

  const numbers = (orders: Order[]) => orders.map((o) => `#${orderNumber(o._id)}`);

  it('lists the signed-in customer’s latest orders, newest first, with My Orders', async () => {
    const reply = await ask(t.app, 'Where is my order?', { headers: first.headers });
    expect(reply.action).toBe('orders');
    const [older, newer] = numbers(first.orders);
    expect(reply.content).toContain(`Order ${newer}: Order Placed`);
    expect(reply.content.indexOf(newer!)).toBeLessThan(reply.content.indexOf(older!));
    expect(reply.suggestions).toContainEqual({ text: CHAT_TEXTS.myOrders, action: 'orders' });
    for (const n of numbers(other.orders)) expect(reply.content).not.toContain(n);
  });

  it("never shows another customer's orders", async () => {
    const reply = await ask(t.app, 'track my order', { headers: other.headers });
    expect(reply.content).toContain(numbers(other.orders)[0]!);
    for (const n of numbers(first.orders)) expect(reply.content).not.toContain(n);

    const empty = await ask(t.app, 'where is my order', { headers: none });
    expect(empty.content).toContain('no orders yet');
    for (const n of [...numbers(first.orders), ...numbers(other.orders)]) {
      expect(empty.content).not.toContain(n);
    }
  });

  it('asks a visitor without a token to log in, whatever the body says', async () => {
    for (const userId of [null, 'user'] as const) {
      const reply = await ask(t.app, 'where is my order', { userId });
      expect(reply.action).toBe('login_needed');
      expect(reply.suggestions.map((s) => s.text)).toEqual([
        CHAT_TEXTS.login,
        CHAT_TEXTS.register,
        CHAT_TEXTS.contactSupport,
      ]);
    }
  });

  it('reads an expired, forged or garbage token as signed out (200, never 401)', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.name, 'Achol Orders')).limit(1);
    const claims = { role: 'customer', tv: row!.tokenVersion };
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(row!.id)
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(row!.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'));
    for (const token of [expired, forged, 'garbage']) {
      const reply = await ask(t.app, 'where is my order', { headers: { token } });
      expect(reply.action).toBe('login_needed');
      for (const n of numbers(first.orders)) expect(reply.content).not.toContain(n);
      // Other questions do not look at the token at all.
      expect((await ask(t.app, 'hello', { headers: { token } })).action).toBe('greeting');
    }
  });
});

describe('POST /api/chatbot/query: refusals', () => {
  const body = { message: 'hello', userId: null, sessionId: '1732000000000' };
  const refused = (field: string, message: string) => ({
    code: 'VALIDATION' as const,
    message,
    errors: { [field]: message },
  });

  it.each([
    ['no message', { ...body, message: undefined }, refused('message', M.messageRequired)],
    ['a blank message', { ...body, message: ' \n ' }, refused('message', M.messageRequired)],
    ['a number for message', { ...body, message: 42 }, refused('message', M.messageRequired)],
    [
      'a message too long',
      { ...body, message: 'x'.repeat(CHAT_MESSAGE_MAX + 1) },
      refused('message', M.messageTooLong),
    ],
    ['no sessionId', { ...body, sessionId: undefined }, refused('sessionId', M.sessionInvalid)],
    [
      'a sessionId with spaces',
      { ...body, sessionId: 'a b' },
      refused('sessionId', M.sessionInvalid),
    ],
    ['another userId', { ...body, userId: 'admin' }, refused('userId', M.userIdInvalid)],
  ])('refuses %s with 400 in the contract’s words', async (_label, payload, refusal) => {
    expectRefusal(await postQuery(t.app, payload), 400, refusal);
  });

  it('refuses a body that is not a message object, and one that is not JSON', async () => {
    for (const payload of ['null', '[]', '"show me sofas"', '42']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chatbot/query',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectRefusal(res, 400, { code: 'VALIDATION', message: M.messageRequired }, payload);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/chatbot/query',
      headers: { 'content-type': 'application/json' },
      payload: '{"message":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    const empty = await t.app.inject({ method: 'POST', url: '/api/chatbot/query' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().success).toBe(false);
  });

  it('takes a message of exactly the longest length, counted after trimming', async () => {
    const message = `  ${'sofa '.repeat(CHAT_MESSAGE_MAX / 5).trim()}  `;
    expect((await postQuery(t.app, { ...body, message })).statusCode).toBe(200);
  });

  it('refuses a body far too large for a message with 413 in the same words', async () => {
    const res = await postQuery(t.app, { ...body, message: 'x'.repeat(100_000) });
    expectRefusal(res, 413, { code: 'PAYLOAD_TOO_LARGE', message: M.messageTooLong });
  });
});

describe('POST /api/chatbot/query: the limit per address', () => {
  it('answers 60 messages a minute from one address, then 429 in its words; others go on', async () => {
    const address = '10.250.1.1';
    const message = { message: 'hi', userId: null, sessionId: 'limit' };
    for (let i = 0; i < 60; i++) {
      const res = await postQuery(t.app, message, { remoteAddress: address });
      expect(res.statusCode, `message ${i + 1}`).toBe(200);
    }
    const over = await postQuery(t.app, message, { remoteAddress: address });
    expectRefusal(over, 429, { code: 'RATE_LIMITED', message: M.tooMany });
    expect((await postQuery(t.app, message, { remoteAddress: '10.250.1.2' })).statusCode).toBe(200);
  });
});
