import { describe, expect, it } from 'vitest';
import { and, avg, count, desc, eq, gt, like } from 'drizzle-orm';
import { products, reviews, users } from '../db/schema.ts';
import { SEED_NOW } from '../test/template.ts';
import { useTestApp } from '../test/test-app.ts';
import { DEMO_REVIEWERS } from './reviews.ts';

// The template database every test copies was seeded by seedIfEmpty, demo reviews included.
const t = useTestApp();

describe('demo reviews', () => {
  it('give some products real ratings that agree with their approved reviews', async () => {
    const stored = await t.db
      .select({
        id: products.id,
        averageRating: products.averageRating,
        totalReviews: products.totalReviews,
      })
      .from(products);
    const counted = await t.db
      .select({ productId: reviews.productId, average: avg(reviews.rating), n: count() })
      .from(reviews)
      .where(eq(reviews.status, 'approved'))
      .groupBy(reviews.productId);
    const byProduct = new Map(counted.map((c) => [c.productId, c]));

    expect(counted.length).toBeGreaterThan(40);
    expect(counted.length).toBeLessThan(stored.length);
    for (const product of stored) {
      const c = byProduct.get(product.id);
      expect(product.totalReviews, product.id).toBe(c?.n ?? 0);
      expect(product.averageRating, product.id).toBeCloseTo(Number(c?.average ?? 0), 5);
    }
    const ratings = stored.filter((p) => p.totalReviews > 0).map((p) => p.averageRating);
    expect(Math.min(...ratings)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...ratings)).toBeLessThanOrEqual(5);
  });

  it('leave a few reviews waiting for the staff, dated within each product’s life', async () => {
    const [pending] = await t.db
      .select({ n: count() })
      .from(reviews)
      .where(eq(reviews.status, 'pending'));
    expect(pending!.n).toBeGreaterThan(2);
    const rows = await t.db
      .select({ created: reviews.createdAt, productCreated: products.createdAt })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId));
    for (const row of rows) {
      expect(row.created.getTime()).toBeGreaterThan(row.productCreated.getTime());
      expect(row.created.getTime()).toBeLessThan(SEED_NOW.getTime());
    }
  });

  it('are signed by demo customers who cannot sign in', async () => {
    const accounts = await t.db
      .select({ email: users.email, role: users.role, hash: users.passwordHash })
      .from(users)
      .where(like(users.email, '%@demo.invalid'));
    expect(accounts).toHaveLength(DEMO_REVIEWERS.length);
    for (const account of accounts) {
      expect(account.role).toBe('customer');
      expect(account.hash).toMatch(/^\$argon2id\$/);
    }
    for (const password of ['', 'password', 'demo', accounts[0]!.email]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: accounts[0]!.email, password },
      });
      expect(res.statusCode).not.toBe(200);
    }
  });

  it('show on the product page exactly as the product card counts them', async () => {
    const [top] = await t.db
      .select({ id: products.id, total: products.totalReviews })
      .from(products)
      .where(and(gt(products.totalReviews, 0), eq(products.popular, true)))
      .orderBy(desc(products.totalReviews), products.id)
      .limit(1);
    const list = await t.app.inject({ method: 'GET', url: `/api/reviews/product/${top!.id}` });
    const detail = await t.app.inject({ method: 'GET', url: `/api/product/${top!.id}` });
    const { stats, reviews: listed } = list.json();
    expect(listed).toHaveLength(top!.total);
    expect(stats.totalReviews).toBe(detail.json().product.totalReviews);
    expect(stats.averageRating).toBe(detail.json().product.averageRating);
    const names = listed.map((r: { userId: { name: string } }) => r.userId.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((n: string) => (DEMO_REVIEWERS as readonly string[]).includes(n))).toBe(
      true,
    );
  });
});
