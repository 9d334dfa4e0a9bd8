// The catalogue's answers kept in memory (docs/decisions/0028-page-and-answer-caches.md). A value
// changed in the database behind the API's back (no version is bumped) shows whether an answer
// came from memory: a kept one still shows the old value.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { assistantQuestions, products } from '../../db/schema.ts';
import { unansweredRecorded } from '../../modules/questions/question-log.ts';
import { signUp } from '../../test/account-fixtures.ts';
import { adminKit } from '../../test/product-fixtures.ts';
import { unreviewedProducts, writeReview } from '../../test/review-fixtures.ts';
import { createTestApp, useTestApp, type TestApp } from '../../test/test-app.ts';
import answerCache from '../answer-cache.ts';
import type { CacheTag, Versions } from '../cache-versions.ts';

const t = useTestApp();

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** Asks, and makes sure the answer is now served from memory. */
async function warm(app: FastifyInstance, url: string) {
  const res = await get(app, url);
  expect(res.statusCode).toBe(200);
  await app.answerCache.settled();
  const hits = app.answerCache.hits;
  expect((await get(app, url)).body).toBe(res.body);
  expect(app.answerCache.hits).toBe(hits + 1);
  return res;
}

const setPriceBehindTheApi = (db: Db, id: string, price: number) =>
  db.update(products).set({ price }).where(eq(products.id, id));

async function newProduct(kit: Awaited<ReturnType<typeof adminKit>>, price = 1_450_000) {
  const res = await kit.create(kit.form({ price, name: `Yei Cedar Stool ${price}` }));
  expect(res.statusCode).toBe(200);
  return res.json().product._id as string;
}

/**
 * Resolves once `app` no longer takes an entry made at `made` for current on `tags`: looked at now
 * and at every change it learns of (another instance's, from its polls). No time limit of its
 * own: a change never seen fails by the test's timeout, and a slow machine only waits longer.
 */
function whenChanged(app: FastifyInstance, made: Versions, tags: readonly CacheTag[]) {
  const changed = () => !app.cacheVersions.isCurrent(made, tags);
  return new Promise<void>((resolve) => {
    if (changed()) return resolve();
    app.cacheVersions.onChange(() => {
      if (changed()) resolve();
    });
  });
}

const LIST = '/api/product/list?category=FoodStuffs&sort=high&page=2';

describe('the answer cache', () => {
  let kit: Awaited<ReturnType<typeof adminKit>>;
  beforeAll(async () => {
    kit = await adminKit(t);
  });

  it('serves a product from memory, whatever the case of its id', async () => {
    const id = await newProduct(kit, 1_000_001);
    await warm(t.app, `/api/product/${id}`);
    await setPriceBehindTheApi(t.db, id, 7);
    for (const url of [`/api/product/${id}`, `/api/product/${id.toUpperCase()}`]) {
      const res = await get(t.app, url);
      expect(res.statusCode).toBe(200);
      expect(res.json().product.price).toBe(1_000_001);
    }
  });

  it('shares one entry between parameter orders, junk parameters and spellings of a number', async () => {
    const first = await warm(t.app, LIST);
    const [shown] = first.json().products as { _id: string; price: number }[];
    await setPriceBehindTheApi(t.db, shown!._id, shown!.price + 1);
    const entries = t.app.answerCache.entries;
    for (const url of [
      '/api/product/list?page=2&sort=high&category=FoodStuffs',
      '/api/product/list?category=%20FoodStuffs%20&sort=high&page=02&utm_source=whatsapp',
      `/api/product/list?page=2&junk=${'x'.repeat(600)}&category=FoodStuffs&sort=high`,
    ]) {
      const res = await get(t.app, url);
      expect(res.body).toBe(first.body);
    }
    await t.app.answerCache.settled();
    expect(t.app.answerCache.entries).toBe(entries);
    await setPriceBehindTheApi(t.db, shown!._id, shown!.price);
  });

  it('answers 304 to a known ETag, the same one the uncached answer had', async () => {
    const id = await newProduct(kit, 1_000_002);
    const miss = await warm(t.app, `/api/product/${id}`);
    const hit = await get(t.app, `/api/product/${id}`);
    expect(hit.headers.etag).toBe(miss.headers.etag);
    for (const etag of [miss.headers.etag!, `"other", ${miss.headers.etag}`]) {
      const res = await get(t.app, `/api/product/${id}`, {
        'if-none-match': etag,
        'accept-encoding': 'br',
      });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
    }
    const changed = await get(t.app, `/api/product/${id}`, { 'if-none-match': 'W/"other"' });
    expect(changed.statusCode).toBe(200);
  });

  it('refuses bad input as before, and keeps nothing of it', async () => {
    const before = t.app.answerCache.entries;
    expect((await get(t.app, '/api/product/list?page=0')).statusCode).toBe(400);
    expect((await get(t.app, '/api/product/not-an-id')).statusCode).toBe(400);
    expect((await get(t.app, '/api/product/0123456789abcdef01234567')).statusCode).toBe(404);
    await t.app.answerCache.settled();
    expect(t.app.answerCache.entries).toBe(before);
  });

  it('serves signed-in customers and stray tokens the same answer as everyone', async () => {
    const customer = await signUp(t.app);
    const anonymous = await warm(t.app, LIST);
    for (const headers of [customer.headers, { token: 'not-a-token' }]) {
      const res = await get(t.app, LIST, headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(anonymous.body);
    }
  });

  it('shows an admin price change and an archived product at once', async () => {
    const id = await newProduct(kit, 1_000_003);
    const listUrl = '/api/product/list?category=Outdoorfurniture&pageSize=50';
    const before = (await warm(t.app, listUrl)).json();
    await warm(t.app, `/api/product/${id}`);

    expect((await kit.update(id, kit.form({ price: 2_000_003 }))).statusCode).toBe(200);
    expect((await get(t.app, `/api/product/${id}`)).json().product.price).toBe(2_000_003);
    const listed = (await get(t.app, listUrl))
      .json()
      .products.find((p: { _id: string }) => p._id === id);
    expect(listed.price).toBe(2_000_003);

    await warm(t.app, `/api/product/${id}`);
    expect((await kit.archive(id, 'archive')).statusCode).toBe(200);
    expect((await get(t.app, `/api/product/${id}`)).statusCode).toBe(410);
    const after = (await get(t.app, listUrl)).json();
    expect(after.total).toBe(before.total - 1);
    expect(after.products.some((p: { _id: string }) => p._id === id)).toBe(false);
  });

  it("shows a review's approval at once, in the reviews and in the product's rating", async () => {
    const [id] = await unreviewedProducts(t.db, 1);
    const customer = await signUp(t.app, 'Nyandeng Reviewer');
    const reviewId = await writeReview(t.app, customer.headers, id!);
    const reviewsUrl = `/api/reviews/product/${id}`;
    expect((await get(t.app, reviewsUrl)).json().reviews).toHaveLength(0);
    expect((await warm(t.app, `/api/product/${id}`)).json().product.totalReviews).toBe(0);

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${reviewId}/approve`,
      headers: kit.admin.headers,
    });
    expect(approved.statusCode).toBe(200);
    expect((await get(t.app, reviewsUrl)).json().reviews).toHaveLength(1);
    expect((await get(t.app, `/api/product/${id}`)).json().product.totalReviews).toBe(1);

    // A product's reviews carry their authors' names: a new name drops the kept list.
    const renamed = await t.app.inject({
      method: 'POST',
      url: '/api/user/update-profile',
      headers: customer.headers,
      payload: { name: 'Nyandeng Renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    const [review] = (await get(t.app, reviewsUrl)).json().reviews;
    expect(review.userId.name).toBe('Nyandeng Renamed');
  });

  it('records every asking of a search that finds nothing, and keeps searches that find', async () => {
    const text = 'hovercraft spare parts';
    const asked = async () => {
      await unansweredRecorded(t.db);
      const [row] = await t.db
        .select({ n: assistantQuestions.count })
        .from(assistantQuestions)
        .where(eq(assistantQuestions.text, text));
      return row?.n ?? 0;
    };
    const before = await asked();
    for (let i = 0; i < 3; i++) {
      const res = await get(t.app, `/api/product/list?q=${encodeURIComponent(text)}`);
      expect(res.json().total).toBe(0);
      await t.app.answerCache.settled();
    }
    expect(await asked()).toBe(before + 3);

    const id = await newProduct(kit, 1_000_004);
    const found = await warm(t.app, '/api/product/list?q=Yei%20Cedar%20Stool%201000004');
    expect(found.json().products[0]._id).toBe(id);
    await setPriceBehindTheApi(t.db, id, 9);
    const again = await get(t.app, '/api/product/list?q=Yei%20Cedar%20Stool%201000004');
    expect(again.body).toBe(found.body);
  });

  describe('beside an instance that keeps nothing, on the same database', () => {
    let plain: TestApp;
    beforeAll(async () => {
      plain = await createTestApp({
        database: t.handle,
        cache: { versions: { pollMs: 50 }, apiCacheMb: 0 },
      });
    });
    afterAll(() => plain.close());

    it('sends kept brotli, gzip and plain bytes that read as the uncached answer', async () => {
      const id = await newProduct(kit, 1_000_005);
      for (const url of [LIST, '/api/product/list', `/api/product/${id}`]) {
        await warm(t.app, url);
        const uncached = await get(plain.app, url, { 'accept-encoding': 'identity' });
        const br = await get(t.app, url, { 'accept-encoding': 'gzip, deflate, br' });
        const gzip = await get(t.app, url, { 'accept-encoding': 'gzip' });
        const identity = await get(t.app, url);
        expect(br.headers['content-encoding']).toBe('br');
        expect(gzip.headers['content-encoding']).toBe('gzip');
        const decoded = {
          br: brotliDecompressSync(br.rawPayload),
          gzip: gunzipSync(gzip.rawPayload),
        };
        for (const res of [br, gzip, identity]) {
          expect(res.headers['content-type']).toBe(uncached.headers['content-type']);
          expect(res.headers.etag).toBe(uncached.headers.etag);
          expect(res.headers.vary).toBe('accept-encoding');
          expect(res.headers['cache-control']).toBe(uncached.headers['cache-control']);
        }
        expect(decoded.br.toString()).toBe(uncached.body);
        expect(decoded.gzip.toString()).toBe(uncached.body);
        expect(identity.body).toBe(uncached.body);
        expect(identity.headers['content-encoding']).toBeUndefined();
      }
    });

    it('sends a small answer as it is, whatever the client accepts', async () => {
      const url = '/api/product/list?category=FoodStuffs&page=500';
      await warm(t.app, url);
      const uncached = await get(plain.app, url);
      const kept = await get(t.app, url, { 'accept-encoding': 'br, gzip' });
      expect(kept.headers['content-encoding']).toBeUndefined();
      expect(kept.body).toBe(uncached.body);
      expect(kept.body.length).toBeLessThan(1024);
    });

    it('keeps nothing with API_CACHE_MB=0', async () => {
      const id = await newProduct(kit, 1_000_006);
      expect((await get(plain.app, `/api/product/${id}`)).statusCode).toBe(200);
      await plain.app.answerCache.settled();
      await setPriceBehindTheApi(t.db, id, 11);
      expect((await get(plain.app, `/api/product/${id}`)).json().product.price).toBe(11);
      expect(plain.app.answerCache.entries).toBe(0);
      expect(plain.app.answerCache.hits).toBe(0);
    });
  });

  describe('with two instances on one database', () => {
    let other: TestApp;
    beforeAll(async () => {
      other = await createTestApp({ database: t.handle, cache: { versions: { pollMs: 50 } } });
    });
    afterAll(() => other.close());

    /** A product made through the first instance, once the other has seen it made. */
    async function productSeenByBoth(price: number) {
      const made = other.app.cacheVersions.snapshot();
      const id = await newProduct(kit, price);
      await whenChanged(other.app, made, ['catalog']);
      return id;
    }

    it("serves a price changed through one instance's admin API from the other once its poll has seen the change", async () => {
      const id = await productSeenByBoth(1_000_007);
      const url = `/api/product/${id}`;
      expect((await warm(other.app, url)).json().product.price).toBe(1_000_007);
      const made = other.app.cacheVersions.snapshot();
      expect((await kit.update(id, kit.form({ price: 3_000_007 }))).statusCode).toBe(200);
      // The other hears of it through the versions (its entries' age has nothing to do with it):
      // its very next answer is made afresh, with the new price.
      await whenChanged(other.app, made, ['catalog']);
      const misses = other.app.answerCache.misses;
      expect((await get(other.app, url)).json().product.price).toBe(3_000_007);
      expect(other.app.answerCache.misses).toBe(misses + 1);
    });

    it("counts a product archived on one instance out of the other's totals once its poll has seen it", async () => {
      const id = await productSeenByBoth(1_000_008);
      const url = '/api/product/list?category=Outdoorfurniture&page=1';
      // Counted and kept on the other instance before the change.
      const before = (await warm(other.app, url)).json().total as number;
      // Archived as another process would: the two test apps share one count cache in this
      // process, and the admin route would clear it; another process's totals learn of the
      // change only through the versions.
      const made = other.app.cacheVersions.snapshot();
      await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, id));
      await t.app.cacheVersions.bump(['catalog']);
      await whenChanged(other.app, made, ['catalog']);
      expect((await get(other.app, url)).json().total).toBe(before - 1);
      await other.app.answerCache.settled();
      expect((await get(other.app, url)).json().total).toBe(before - 1);
    });
  });
});

describe('a cached route that checks who asks', () => {
  it('is refused when the app starts', async () => {
    const app = Fastify({ logger: false });
    const requireUser = async () => {};
    app.decorate('requireUser', requireUser);
    app.decorate('requireAdmin', async () => {});
    app.decorate('cacheVersions', {
      snapshot: () => ({ catalog: 0, blog: 0, site: 0 }),
      isCurrent: () => true,
      bump: async () => {},
      onChange: () => {},
    });
    await app.register(answerCache, { maxMb: 1 });
    app.register(async (scope) => {
      scope.get('/api/product/list', { preHandler: requireUser }, async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow(/checks who asks/);
    await app.close();
  });
});
