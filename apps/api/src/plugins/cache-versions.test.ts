// The versions behind the caches (docs/decisions/0028-page-and-answer-caches.md): every write route
// is classified, a change is seen at once where it was made and by another instance on the same
// database within its polling time, and an entry made before a change never becomes current again.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/account-fixtures.ts';
import { adminKit } from '../test/product-fixtures.ts';
import { createTestApp, useTestApp, type TestApp } from '../test/test-app.ts';
import { CACHE_TAGS } from './cache-versions.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Every write route of the API, and whether it declares what it changes. */
const writeRoutes: { route: string; declared: boolean }[] = [];
const t = useTestApp({
  cache: { versions: { pollMs: 50 } },
  onRoute: (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (WRITES.has(method) && route.url.startsWith('/api/'))
        writeRoutes.push({
          route: `${method} ${route.url}`,
          declared: route.config?.changes !== undefined,
        });
  },
});

/**
 * Resolves once `check` holds: looked at now and at every change `app` learns of (its own bumps
 * and what its polls read). No time limit of its own: a change never seen fails by the test's
 * timeout, and a slow machine only waits longer.
 */
function whenSeen(app: FastifyInstance, check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (check()) return resolve();
    app.cacheVersions.onChange(() => {
      if (check()) resolve();
    });
  });
}

describe('cache versions', () => {
  it('knows what every write route of the API changes', () => {
    expect(writeRoutes.length).toBeGreaterThan(30);
    const undeclared = writeRoutes.filter((w) => !w.declared).map((w) => w.route);
    expect(undeclared).toEqual([]);
  });

  it('drops entries here at once when a product is changed through the admin API', async () => {
    const kit = await adminKit(t);
    const created = await kit.create(kit.form());
    const id: string = created.json().product._id;
    const made = t.app.cacheVersions.snapshot();
    const res = await kit.update(id, kit.form({ price: 99_000 }));
    expect(res.statusCode).toBe(200);
    expect(t.app.cacheVersions.isCurrent(made, ['catalog'])).toBe(false);
    // The blog and the site's texts were not touched.
    expect(t.app.cacheVersions.isCurrent(made, ['blog', 'site'])).toBe(true);
  });

  it('keeps entries on a refused write and on writes no page shows', async () => {
    const kit = await adminKit(t);
    const customer = await signUp(t.app);
    const product = await kit.create(kit.form());
    const made = t.app.cacheVersions.snapshot();
    const refused = await kit.create({ name: '' });
    expect(refused.statusCode).toBe(400);
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: customer.headers,
      payload: { itemId: product.json().product._id, size: 'Standard' },
    });
    expect(cart.statusCode).toBe(200);
    expect(t.app.cacheVersions.isCurrent(made, CACHE_TAGS)).toBe(true);
  });

  describe('with two instances on one database', () => {
    let other: TestApp;
    beforeAll(async () => {
      other = await createTestApp({ database: t.handle, cache: { versions: { pollMs: 50 } } });
    });
    afterAll(() => other.close());

    // Neither instance has Redis here: the other can only learn of the change by its polling.
    it('a change on one is seen by the other through its polling, and only the tag changed', async () => {
      const made = other.app.cacheVersions.snapshot();
      await t.app.cacheVersions.bump(['blog']);
      await whenSeen(other.app, () => !other.app.cacheVersions.isCurrent(made, ['blog']));
      expect(other.app.cacheVersions.isCurrent(made, ['catalog', 'site'])).toBe(true);
    });

    it('an entry made before a change never becomes current again', async () => {
      const made = other.app.cacheVersions.snapshot();
      const firstMade = t.app.cacheVersions.snapshot();
      await other.app.cacheVersions.bump(['site']);
      expect(other.app.cacheVersions.isCurrent(made, ['site'])).toBe(false);
      // The first instance reads the bump.
      await whenSeen(t.app, () => !t.app.cacheVersions.isCurrent(firstMade, ['site']));
      // Then the other reads the same rows again and again: each round it sees a change of
      // another tag made on the first, so its poll has read every row once more by then.
      for (let round = 0; round < 3; round++) {
        const before = other.app.cacheVersions.snapshot();
        await t.app.cacheVersions.bump(['blog']);
        await whenSeen(other.app, () => !other.app.cacheVersions.isCurrent(before, ['blog']));
        expect(other.app.cacheVersions.isCurrent(made, ['site'])).toBe(false);
      }
      const after = other.app.cacheVersions.snapshot();
      expect(other.app.cacheVersions.isCurrent(after, CACHE_TAGS)).toBe(true);
    });
  });
});
