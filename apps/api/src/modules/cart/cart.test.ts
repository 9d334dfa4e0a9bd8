import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '@shop/contracts';
import { products } from '../../db/schema.ts';
import { signUp } from '../../test/account-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectRefusal } from '../../test/refusals.ts';

const t = useTestApp();
let items: { id: string; sizes: string[] }[];
beforeAll(async () => {
  items = await t.db
    .select({ id: products.id, sizes: products.sizes })
    .from(products)
    .orderBy(asc(products.id))
    .limit(2);
});

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

  it('caps at 99 and refuses unknown sizes, quantity 100 and unknown products', async () => {
    const a = await signUp(t.app);
    const p = items[0]!;
    const size = p.sizes[0]!;
    await call('/api/cart/update', a.headers, { itemId: p.id, size, quantity: 99 });
    await call('/api/cart/add', a.headers, { itemId: p.id, size });
    expect((await getCart(a.headers)).cartData).toEqual({ [p.id]: { [size]: 99 } });

    const badSize = await call('/api/cart/add', a.headers, { itemId: p.id, size: 'Galactic' });
    expectRefusal(badSize, 400, {
      code: 'VALIDATION',
      message: M.unknownSize,
      errors: { size: M.unknownSize },
    });
    const tooMany = await call('/api/cart/update', a.headers, {
      itemId: p.id,
      size,
      quantity: 100,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('0 to 99');
    expect(tooMany.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { quantity: expect.stringContaining('0 to 99') },
    });
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
  });

  it("merges the browser's cart: adds quantities, caps, skips lines that no longer exist", async () => {
    const a = await signUp(t.app);
    const [p1, p2] = items as [(typeof items)[0], (typeof items)[0]];
    const s1 = p1.sizes[0]!;
    const s2 = p2.sizes[0]!;
    await call('/api/cart/update', a.headers, { itemId: p1.id, size: s1, quantity: 60 });
    const merged = await call('/api/cart/merge', a.headers, {
      cartData: {
        [p1.id.toUpperCase()]: { [s1]: 50 },
        [p2.id]: { [s2]: 2, 'No such size': 3 },
        ['b'.repeat(24)]: { [s1]: 1 },
        'not-an-id': { [s1]: 1 },
      },
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toEqual({
      success: true,
      cartData: { [p1.id]: { [s1]: 99 }, [p2.id]: { [s2]: 2 } },
    });
    const bad = await call('/api/cart/merge', a.headers, { cartData: { [p1.id]: { [s1]: 0 } } });
    expect(bad.statusCode).toBe(400);
  });
});
