import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M, QUANTITY_REFUSALS as Q, STOCK_MESSAGES } from '@shop/contracts';
import { products } from '../../db/schema.ts';
import { signUp } from '../../test/account-fixtures.ts';
import { countStock, stopCountingStock } from '../../test/order-fixtures.ts';
import { getShopSettings, saveShopSettings } from '../settings/service.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectRefusal } from '../../test/refusals.ts';

const t = useTestApp();
let items: { id: string; name: string; sizes: string[] }[];
beforeAll(async () => {
  items = await t.db
    .select({ id: products.id, name: products.name, sizes: products.sizes })
    .from(products)
    .orderBy(asc(products.id))
    .limit(4);
  // Sold without counting unless a test counts them: the bound per line is the only limit.
  await stopCountingStock(t.db, items);
});

/** The shop's bound per order line, set as staff would, for the test that needs another. */
async function withLineMax(max: number, run: () => Promise<void>) {
  const before = await getShopSettings(t.db);
  await saveShopSettings(t.db, { ...before, lineQuantityMax: max });
  try {
    await run();
  } finally {
    await saveShopSettings(t.db, before);
  }
}

type Headers = Record<string, string>;
const call = (url: string, headers: Headers, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: payload ? JSON.stringify(payload) : '',
  });
const getCart = async (headers: Headers) => (await call('/api/cart/get', headers)).json();

describe('cart', () => {
  it('adds, updates and removes lines; each user sees only their own cart', async () => {
    const a = await signUp(t.app, 'Akur Cart');
    const b = await signUp(t.app, 'Bak Cart');
    const [p1, p2] = items as [(typeof items)[0], (typeof items)[0]];
    const size = p1.sizes[0]!;
    expect(await getCart(a.headers)).toEqual({ success: true, cartData: {} });

    const added = await call('/api/cart/add', a.headers, { itemId: p1.id, size });
    expect(added.statusCode).toBe(200);
    await call('/api/cart/add', a.headers, { itemId: p1.id, size });
    await call('/api/cart/add', a.headers, { itemId: p2.id, size: p2.sizes[0]! });
    await call('/api/cart/add', b.headers, { itemId: p1.id, size });
    expect(await getCart(a.headers)).toEqual({
      success: true,
      cartData: { [p1.id]: { [size]: 2 }, [p2.id]: { [p2.sizes[0]!]: 1 } },
    });
    expect((await getCart(b.headers)).cartData).toEqual({ [p1.id]: { [size]: 1 } });

    const updated = await call('/api/cart/update', a.headers, { itemId: p1.id, size, quantity: 7 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().cartData[p1.id]).toEqual({ [size]: 7 });
    await call('/api/cart/update', a.headers, { itemId: p2.id, size: p2.sizes[0]!, quantity: 0 });
    expect((await getCart(a.headers)).cartData).toEqual({ [p1.id]: { [size]: 7 } });
    expect((await getCart(b.headers)).cartData).toEqual({ [p1.id]: { [size]: 1 } });
  });

  it('refuses unknown sizes, quantities past the ceiling and unknown products', async () => {
    const a = await signUp(t.app);
    const p = items[0]!;
    const size = p.sizes[0]!;
    const badSize = await call('/api/cart/add', a.headers, { itemId: p.id, size: 'Galactic' });
    expectRefusal(badSize, 400, {
      code: 'VALIDATION',
      message: M.unknownSize,
      errors: { size: M.unknownSize },
    });
    for (const quantity of [1_000_001, 2.5, -1]) {
      const bad = await call('/api/cart/update', a.headers, { itemId: p.id, size, quantity });
      expectRefusal(bad, 400, {
        code: 'VALIDATION',
        message: 'quantity must be a whole number from 0 to 1000000',
        errors: { quantity: 'quantity must be a whole number from 0 to 1000000' },
      });
    }
    const noSize = await call('/api/cart/add', a.headers, { itemId: p.id });
    expect(noSize.json()).toEqual({
      success: false,
      code: 'VALIDATION',
      message: 'Please select a size first',
      errors: { size: 'Please select a size first' },
      requestId: noSize.headers['x-request-id'],
    });
    const unknown = await call('/api/cart/add', a.headers, { itemId: 'a'.repeat(24), size });
    expect(unknown.statusCode).toBe(404);
    expect((await call('/api/cart/get', {})).statusCode).toBe(401);
    expect((await getCart(a.headers)).cartData).toEqual({});
  });

  it('holds up to the bound per line for an untracked product, and refuses more with 400', async () => {
    const a = await signUp(t.app, 'Relief Buyer');
    const p = items[1]!;
    const size = p.sizes[0]!;
    const bulk = await call('/api/cart/update', a.headers, { itemId: p.id, size, quantity: 1000 });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().cartData).toEqual({ [p.id]: { [size]: 1000 } });

    const over = await call('/api/cart/update', a.headers, { itemId: p.id, size, quantity: 5000 });
    const message = Q.overLineMax(p.name, size, 1000);
    expectRefusal(over, 400, { code: 'VALIDATION', message, errors: { quantity: message } });
    const more = await call('/api/cart/add', a.headers, { itemId: p.id, size });
    expectRefusal(more, 409, {
      code: 'CONFLICT',
      message: Q.allInCartOf(p.name, size, 'line', 1000),
    });
    expect((await getCart(a.headers)).cartData).toEqual({ [p.id]: { [size]: 1000 } });

    // Staff lower the bound: the line above it may come down, not go up.
    await withLineMax(200, async () => {
      const down = await call('/api/cart/update', a.headers, { itemId: p.id, size, quantity: 900 });
      expect(down.json().cartData).toEqual({ [p.id]: { [size]: 900 } });
      const up = await call('/api/cart/update', a.headers, { itemId: p.id, size, quantity: 950 });
      const bound = Q.overLineMax(p.name, size, 200);
      expectRefusal(up, 400, { code: 'VALIDATION', message: bound, errors: { quantity: bound } });
    });
  });

  it('holds at most what is left of a tracked size, and refuses more with 409', async () => {
    const a = await signUp(t.app, 'Contractor Buyer');
    const p = items[2]!;
    const size = p.sizes[0]!;
    await countStock(t.db, p.id, { [size]: 120 });
    const message = STOCK_MESSAGES.notEnough(p.name, size, 120);
    const over = await call('/api/cart/update', a.headers, { itemId: p.id, size, quantity: 5000 });
    expectRefusal(over, 409, { code: 'CONFLICT', message, errors: { quantity: message } });
    const all = await call('/api/cart/update', a.headers, { itemId: p.id, size, quantity: 120 });
    expect(all.json().cartData).toEqual({ [p.id]: { [size]: 120 } });
    const more = await call('/api/cart/add', a.headers, { itemId: p.id, size });
    expectRefusal(more, 409, {
      code: 'CONFLICT',
      message: 'Only 120 left of ' + `${p.name} (size ${size}), and all 120 are in your cart.`,
    });

    // Stock fell: the line may come down to any number, never up.
    await countStock(t.db, p.id, { [size]: 10 });
    const down = await call('/api/cart/update', a.headers, { itemId: p.id, size, quantity: 50 });
    expect(down.json().cartData).toEqual({ [p.id]: { [size]: 50 } });
    const up = await call('/api/cart/update', a.headers, { itemId: p.id, size, quantity: 60 });
    const ten = STOCK_MESSAGES.notEnough(p.name, size, 10);
    expectRefusal(up, 409, { code: 'CONFLICT', message: ten, errors: { quantity: ten } });

    // Nothing left: not even one more.
    await countStock(t.db, p.id, { [size]: 0 });
    const b = await signUp(t.app, 'Late Buyer');
    const none = await call('/api/cart/add', b.headers, { itemId: p.id, size });
    expectRefusal(none, 409, {
      code: 'CONFLICT',
      message: `${p.name} (size ${size}) is out of stock.`,
    });
    expect((await getCart(b.headers)).cartData).toEqual({});
    await stopCountingStock(t.db, [p]);
  });

  it('never passes the limit when adds arrive at once', async () => {
    const a = await signUp(t.app, 'Hasty Buyer');
    const p = items[3]!;
    const size = p.sizes[0]!;
    await countStock(t.db, p.id, { [size]: 3 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('/api/cart/add', a.headers, { itemId: p.id, size })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    expect((await getCart(a.headers)).cartData).toEqual({ [p.id]: { [size]: 3 } });
    await stopCountingStock(t.db, [p]);
  });

  it("merges the browser's cart: adds quantities, caps at the bound, skips lines that no longer exist", async () => {
    const a = await signUp(t.app);
    const [p1, p2] = items as [(typeof items)[0], (typeof items)[0]];
    const s1 = p1.sizes[0]!;
    const s2 = p2.sizes[0]!;
    await call('/api/cart/update', a.headers, { itemId: p1.id, size: s1, quantity: 60 });
    const merged = await call('/api/cart/merge', a.headers, {
      cartData: {
        [p1.id.toUpperCase()]: { [s1]: 990 },
        [p2.id]: { [s2]: 2, 'No such size': 3 },
        ['b'.repeat(24)]: { [s1]: 1 },
        'not-an-id': { [s1]: 1 },
      },
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toEqual({
      success: true,
      cartData: { [p1.id]: { [s1]: 1000 }, [p2.id]: { [s2]: 2 } },
    });
    const bad = await call('/api/cart/merge', a.headers, { cartData: { [p1.id]: { [s1]: 0 } } });
    expect(bad.statusCode).toBe(400);
  });
});
