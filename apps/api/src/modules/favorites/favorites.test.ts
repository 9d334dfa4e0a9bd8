import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '@shop/contracts';
import { products } from '../../db/schema.ts';
import { signUp } from '../../test/account-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectRefusal } from '../../test/refusals.ts';

const t = useTestApp();
let ids: string[];
beforeAll(async () => {
  ids = (
    await t.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(3)
  ).map((r) => r.id);
});

const toggle = (headers: Record<string, string>, productId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/toggle-favorite',
    headers,
    payload: { productId },
  });
const list = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/user/favorites', headers });

describe('favorites', () => {
  it('toggles, lists newest first, keeps each user to their own, and clears', async () => {
    const a = await signUp(t.app, 'Abuk Favorites');
    const b = await signUp(t.app, 'Bol Favorites');
    const [p1, p2, p3] = ids as [string, string, string];

    const added = await toggle(a.headers, p1.toUpperCase());
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ success: true, message: M.favoriteAdded, favorited: true });
    await toggle(a.headers, p2);
    await toggle(a.headers, p3);
    const removed = await toggle(a.headers, p3);
    expect(removed.json()).toEqual({ success: true, message: M.favoriteRemoved, favorited: false });
    await toggle(b.headers, p3);

    const mine = await list(a.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().favorites.map((p: { _id: string }) => p._id)).toEqual([p2, p1]);
    expect(mine.json().favorites[0]).toMatchObject({
      _id: p2,
      name: expect.any(String),
      price: expect.any(Number),
    });
    const theirs = await list(b.headers);
    expect(theirs.json().favorites.map((p: { _id: string }) => p._id)).toEqual([p3]);

    const cleared = await t.app.inject({
      method: 'POST',
      url: '/api/user/clear-favorites',
      headers: { ...a.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(cleared.json()).toEqual({ success: true, message: M.favoritesCleared });
    expect((await list(a.headers)).json().favorites).toEqual([]);
    expect((await list(b.headers)).json().favorites).toHaveLength(1);
  });

  it('answers 404 for an unknown product, 400 for a bad id, 401 without a session', async () => {
    const a = await signUp(t.app);
    const unknown = await toggle(a.headers, 'f'.repeat(24));
    expectRefusal(unknown, 404, { code: 'NOT_FOUND', message: 'Product not found.' });
    expect((await toggle(a.headers, 'nope')).statusCode).toBe(400);
    expect((await toggle({}, ids[0]!)).statusCode).toBe(401);
    expect((await list({})).statusCode).toBe(401);
  });
});
