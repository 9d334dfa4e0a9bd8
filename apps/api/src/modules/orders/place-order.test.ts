import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_FIELDS,
  formatPrice,
  MESSAGES,
  ORDER_MESSAGES as M,
  orderResponseSchema,
} from '@shop/contracts';
import { orders, products } from '../../db/schema.ts';
import { signUp } from '../../test/account-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { getShopSettings, saveShopSettings } from '../settings/service.ts';
import {
  ADDRESS,
  orderBody,
  post,
  seededProducts,
  stopCountingStock,
  type SeededProduct,
} from '../../test/order-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';

const t = useTestApp();
let catalogue: SeededProduct[];
beforeAll(async () => {
  catalogue = await seededProducts(t.db, 6);
  // These tests are about prices, totals and lines; stock has its own (stock-orders.test.ts).
  await stopCountingStock(t.db, catalogue);
});

const cod = (headers: Record<string, string>, body: unknown) =>
  post(t.app, '/api/order/place-cod', headers, body);
const orderCount = async () => (await t.db.select({ id: orders.id }).from(orders)).length;
const cartOf = async (headers: Record<string, string>) =>
  (await post(t.app, '/api/cart/get', headers)).json().cartData;

describe('placing an order', () => {
  it('takes prices, names, images and categories from the database and empties the cart', async () => {
    const user = await signUp(t.app, 'Achan Buyer');
    const [a, b] = catalogue as [SeededProduct, SeededProduct];
    await post(t.app, '/api/cart/add', user.headers, { itemId: a.id, size: a.sizes[0] });
    await post(t.app, '/api/cart/add', user.headers, { itemId: b.id, size: b.sizes[0] });
    expect(Object.keys(await cartOf(user.headers))).toHaveLength(2);

    const body = orderBody([
      { product: a, quantity: 3 },
      { product: b, quantity: 1 },
    ]);
    // A client's name and image are ignored: the snapshot comes from the database.
    body.items[0]!.name = 'Free gold';
    const res = await cod(user.headers, body);
    expect(res.statusCode).toBe(200);
    const { message, order } = orderResponseSchema.parse(res.json());
    expect(message).toBe(M.codSuccess);
    const subtotal = a.price * 3 + b.price;
    expect(order).toMatchObject({
      status: 'Order Placed',
      payment: false,
      paymentMethod: 'cod',
      mobileNumber: null,
      transactionId: null,
      subtotal,
      deliveryFee: 25_000,
      amount: subtotal + 25_000,
      address: ADDRESS,
    });
    // Each line as the catalogue has it (first picture only), in the first size.
    const line = (p: SeededProduct, quantity: number) => ({
      _id: p.id,
      name: p.name,
      image: [p.images[0]],
      price: p.price,
      category: p.category,
      productType: p.productType,
      measurement: p.measurement,
      unit: p.unit,
      size: p.sizes[0],
      quantity,
    });
    expect(order.items).toEqual([line(a, 3), line(b, 1)]);
    expect(order.statusHistory).toEqual([{ status: 'Order Placed', date: order.date }]);
    expect(Math.abs(order.date - Date.now())).toBeLessThan(60_000);
    expect(res.body).not.toMatch(/userId|user_id|idempotency|passwordHash/);
    expect(await cartOf(user.headers)).toEqual({});

    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row?.items[0]).toEqual({
      productId: a.id,
      name: a.name,
      image: a.images[0],
      price: a.price,
      category: a.category,
      productType: a.productType,
      measurement: a.measurement,
      unit: a.unit,
      size: a.sizes[0],
      quantity: 3,
      stockTaken: false,
    });
  });

  it('applies the current delivery fee and free delivery at the threshold', async () => {
    const user = await signUp(t.app);
    const p = catalogue[2]!;
    const saved = await getShopSettings(t.db);
    try {
      await saveShopSettings(t.db, { ...saved, deliveryFee: 30_000 });
      const paying = await cod(
        user.headers,
        orderBody([{ product: p, quantity: 2 }], {
          deliveryFee: 30_000,
          freeDeliveryThreshold: saved.freeDeliveryThreshold,
        }),
      );
      expect(paying.statusCode).toBe(200);
      expect(paying.json().order).toMatchObject({
        subtotal: p.price * 2,
        deliveryFee: 30_000,
        amount: p.price * 2 + 30_000,
      });

      // The threshold is inclusive: a subtotal exactly at it travels free.
      const threshold = p.price * 2;
      await saveShopSettings(t.db, { ...saved, freeDeliveryThreshold: threshold });
      const free = await cod(
        user.headers,
        orderBody([{ product: p, quantity: 2 }], {
          deliveryFee: saved.deliveryFee,
          freeDeliveryThreshold: threshold,
        }),
      );
      expect(free.statusCode).toBe(200);
      expect(free.json().order).toMatchObject({
        subtotal: threshold,
        deliveryFee: 0,
        amount: threshold,
      });
      // The old total (with the fee) no longer agrees.
      const stale = await cod(user.headers, {
        ...orderBody([{ product: p, quantity: 2 }]),
        amount: threshold + saved.deliveryFee,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toContain(
        `The total of your order is ${formatPrice(threshold)}`,
      );
    } finally {
      await saveShopSettings(t.db, saved);
    }
  });

  it('merges the same product and size, and refuses more than the bound per line in all', async () => {
    const user = await signUp(t.app);
    const p = catalogue[0]!;
    const merged = await cod(
      user.headers,
      orderBody([
        { product: p, quantity: 600 },
        { product: p, quantity: 400 },
      ]),
    );
    expect(merged.statusCode).toBe(200);
    expect(merged.json().order.items).toHaveLength(1);
    expect(merged.json().order.items[0].quantity).toBe(1000);

    // Named by the line's first place in the request, where the checkout shows it.
    const tooMany = await cod(
      user.headers,
      orderBody([
        { product: catalogue[1]!, quantity: 1 },
        { product: p, quantity: 600 },
        { product: p, quantity: 401 },
      ]),
    );
    const tooManyMessage = `You asked for 1001 of ${p.name} (size ${p.sizes[0]}); at most 1000 can be ordered on one line. Set the quantity to 1000 or less.`;
    expectRefusal(tooMany, 400, {
      code: 'VALIDATION',
      message: tooManyMessage,
      errors: { 'items.1.quantity': tooManyMessage },
    });
  });

  it('takes 5000 of a line once staff raise the bound per line, and refuses it before', async () => {
    const user = await signUp(t.app, 'Relief Agency');
    const p = catalogue[2]!;
    const body = orderBody([{ product: p, quantity: 5000 }]);
    const refused = await cod(user.headers, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      'items.0.quantity': `You asked for 5000 of ${p.name} (size ${p.sizes[0]}); at most 1000 can be ordered on one line. Set the quantity to 1000 or less.`,
    });
    const before = await getShopSettings(t.db);
    await saveShopSettings(t.db, { ...before, lineQuantityMax: 5000 });
    try {
      const placed = await cod(user.headers, body);
      expect(placed.statusCode).toBe(200);
      expect(placed.json().order.items[0].quantity).toBe(5000);
    } finally {
      await saveShopSettings(t.db, before);
    }
  });

  it('refuses a changed item price with 409, creates nothing and keeps the cart', async () => {
    const user = await signUp(t.app);
    const p = catalogue[1]!;
    await post(t.app, '/api/cart/add', user.headers, { itemId: p.id, size: p.sizes[0] });
    const before = await orderCount();
    const body = orderBody([{ product: p, quantity: 2 }]);
    const oldPrice = p.price - 500;
    body.items[0]!.price = oldPrice;
    body.amount = oldPrice * 2 + 25_000;
    const res = await cod(user.headers, body);
    expectRefusal(res, 409, {
      code: 'CONFLICT',
      message:
        `The price of ${p.name} is now ${formatPrice(p.price)} (was ${formatPrice(oldPrice)}). ` +
        `Your new total is ${formatPrice(p.price * 2 + 25_000)}. Please review your order and place it again.`,
    });
    expect(await orderCount()).toBe(before);
    expect(await cartOf(user.headers)).toEqual({ [p.id]: { [p.sizes[0]!]: 1 } });
  });

  it('refuses an amount that disagrees with the server total', async () => {
    const user = await signUp(t.app);
    const p = catalogue[1]!;
    const before = await orderCount();
    for (const amount of [0, p.price, p.price + 25_000 - 1, (p.price + 25_000) * 100]) {
      const res = await cod(user.headers, { ...orderBody([{ product: p, quantity: 1 }]), amount });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `The total of your order is ${formatPrice(p.price + 25_000)} (items ${formatPrice(p.price)}, ` +
          `delivery ${formatPrice(25_000)}), not ${formatPrice(amount)}. Please review your order and place it again.`,
      );
    }
    expect(await orderCount()).toBe(before);
  });

  it('refuses negative, fractional, zero, huge and non-number quantities', async () => {
    const user = await signUp(t.app);
    const p = catalogue[0]!;
    for (const quantity of [-1, 1.5, 0, 1_000_001, 1e12, '2', null]) {
      const body = orderBody([{ product: p, quantity: 1 }]);
      const res = await cod(user.headers, {
        ...body,
        items: [{ ...body.items[0], quantity }],
      });
      expectRefusal(
        res,
        400,
        {
          code: 'VALIDATION',
          message: 'quantity must be a whole number from 1 to 1000000',
          errors: { 'items.quantity': 'quantity must be a whole number from 1 to 1000000' },
        },
        String(quantity),
      );
    }
  });

  it('answers 404 for an unknown product and 400 for an unknown size', async () => {
    const user = await signUp(t.app);
    const p = catalogue[0]!;
    const body = orderBody([{ product: p, quantity: 1 }]);
    const ghost = 'ab'.repeat(12);
    const unknown = await cod(user.headers, { ...body, items: [{ ...body.items[0], _id: ghost }] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      `A product in your order is no longer sold (product ${ghost}). Please remove it from your cart and try again.`,
    );
    const badSize = await cod(user.headers, {
      ...body,
      items: [{ ...body.items[0], size: 'Galactic' }],
    });
    const badSizeMessage = `${p.name} is not available in size "Galactic". Please choose one of: ${p.sizes.join(', ')}.`;
    expectRefusal(badSize, 400, {
      code: 'VALIDATION',
      message: badSizeMessage,
      errors: { 'items.size': badSizeMessage },
    });
    const badId = await cod(user.headers, { ...body, items: [{ ...body.items[0], _id: 'nope' }] });
    expect(badId.statusCode).toBe(400);
  });

  it("sells a product without sizes in the single size 'Standard'", async () => {
    const user = await signUp(t.app);
    const p = catalogue.find((c) => c.sizes.length && !c.sizes.includes('Standard'))!;
    await t.db.update(products).set({ sizes: [] }).where(eq(products.id, p.id));
    try {
      const bare = { ...p, sizes: [] };
      const ok = await cod(
        user.headers,
        orderBody([{ product: bare, quantity: 1, size: 'Standard' }]),
      );
      expect(ok.statusCode).toBe(200);
      expect(ok.json().order.items[0].size).toBe('Standard');
      const other = await cod(
        user.headers,
        orderBody([{ product: bare, quantity: 1, size: p.sizes[0] }]),
      );
      expect(other.statusCode).toBe(400);
      expect(other.json().message).toContain('Please choose one of: Standard.');
    } finally {
      await t.db.update(products).set({ sizes: p.sizes }).where(eq(products.id, p.id));
    }
  });

  it("answers the spec's empty-cart text for no items", async () => {
    const user = await signUp(t.app);
    for (const items of [[], undefined, 'none']) {
      const res = await cod(user.headers, { address: ADDRESS, items, amount: 0 });
      expectRefusal(res, 400, {
        code: 'VALIDATION',
        message: M.cartEmpty,
        errors: { items: M.cartEmpty },
      });
    }
  });

  it('requires every delivery field, each with its own message, and a valid e-mail', async () => {
    const user = await signUp(t.app);
    const body = orderBody([{ product: catalogue[0]!, quantity: 1 }]);
    for (const [field, label] of ADDRESS_FIELDS) {
      for (const value of [undefined, '   ']) {
        const address: Record<string, unknown> = { ...ADDRESS, [field]: value };
        const res = await cod(user.headers, { ...body, address });
        const message = `Please enter your ${label.toLowerCase()}`;
        expectRefusal(
          res,
          400,
          { code: 'VALIDATION', message, errors: { [`address.${field}`]: message } },
          field,
        );
      }
    }
    const badEmail = await cod(user.headers, {
      ...body,
      address: { ...ADDRESS, email: 'nyibol-at-example' },
    });
    expectRefusal(badEmail, 400, {
      code: 'VALIDATION',
      message: MESSAGES.invalidEmail,
      errors: { 'address.email': MESSAGES.invalidEmail },
    });
    const noAddress = await cod(user.headers, { items: body.items, amount: body.amount });
    expect(noAddress.statusCode).toBe(400);
  });

  it('validates the Idempotency-Key header', async () => {
    const user = await signUp(t.app);
    const body = orderBody([{ product: catalogue[0]!, quantity: 1 }]);
    for (const key of ['short', 'has a space in it', 'x'.repeat(101), 'naïve-key-123']) {
      const res = await cod({ ...user.headers, 'idempotency-key': key }, body);
      expectRefusal(
        res,
        400,
        {
          code: 'BAD_REQUEST',
          message: 'The Idempotency-Key header must be 8 to 100 visible ASCII characters.',
        },
        key,
      );
    }
    const ok = await cod({ ...user.headers, 'Idempotency-Key': 'order-2026-11-01-a' }, body);
    expect(ok.statusCode).toBe(200);
  });
});

describe('placing a mobile money order', () => {
  const mm = (headers: Record<string, string>, body: unknown) =>
    post(t.app, '/api/order/mobile-money', headers, body);

  it('stores the provider and the normalised number; the order waits unpaid', async () => {
    const user = await signUp(t.app);
    const body = orderBody([{ product: catalogue[0]!, quantity: 2 }]);
    const spellings: [string, string][] = [
      ['0921 234 567', '+211921234567'],
      ['+211 92 123 4567', '+211921234567'],
      ['211981230774', '+211981230774'],
      ['(0955) 123-456', '+211955123456'],
    ];
    for (const [typed, stored] of spellings) {
      const res = await mm(user.headers, { ...body, mobileNumber: typed, mobileProvider: 'MTN' });
      expect(res.statusCode, typed).toBe(200);
      const { message, order } = orderResponseSchema.parse(res.json());
      expect(message).toBe(M.mobileMoneySuccess(stored));
      expect(order).toMatchObject({
        paymentMethod: 'mobile_money',
        mobileProvider: 'MTN',
        mobileNumber: stored,
        payment: false,
        status: 'Order Placed',
      });
    }
    // The spec's clients send no provider.
    const noProvider = await mm(user.headers, { ...body, mobileNumber: '0921234567' });
    expect(noProvider.statusCode).toBe(200);
    expect(noProvider.json().order.mobileProvider).toBeNull();
  });

  it('asks for the number, refuses numbers that are not South Sudan mobiles and unknown providers', async () => {
    const user = await signUp(t.app);
    const body = orderBody([{ product: catalogue[0]!, quantity: 1 }]);
    for (const mobileNumber of [undefined, '', '   ']) {
      const res = await mm(user.headers, { ...body, mobileNumber });
      const message = 'Please enter your mobile money number';
      expectRefusal(res, 400, { code: 'VALIDATION', message, errors: { mobileNumber: message } });
    }
    for (const mobileNumber of [
      '12345',
      '0812 345 678',
      '+256 772 123 456',
      '0921 234 56',
      'x'.repeat(31),
    ]) {
      const res = await mm(user.headers, { ...body, mobileNumber });
      expectRefusal(
        res,
        400,
        {
          code: 'VALIDATION',
          message: M.invalidMobileNumber,
          errors: { mobileNumber: M.invalidMobileNumber },
        },
        mobileNumber,
      );
    }
    const provider = await mm(user.headers, {
      ...body,
      mobileNumber: '0921234567',
      mobileProvider: 'Zain',
    });
    expectRefusal(provider, 400, {
      code: 'VALIDATION',
      message: M.chooseProvider,
      errors: { mobileProvider: M.chooseProvider },
    });
  });
});
