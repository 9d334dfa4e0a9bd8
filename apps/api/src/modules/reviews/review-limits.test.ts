// Reviews per account (docs/decisions/0025-admin-guard-and-review-limits.md): each new review and
// each edit lands in the staff's moderation queue, so one account may send only so many an hour.
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES as M } from '@shop/contracts';
import { reviews } from '../../db/schema.ts';
import { signUp, type Headers } from '../../test/account-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { unreviewedProducts, validReview } from '../../test/review-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';

const LIMIT = 3;
const t = useTestApp({
  rateLimits: { limits: { reviewPerAccount: { max: LIMIT, minutes: 60 } } },
});

const create = (headers: Headers, productId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reviews/create',
    headers,
    payload: validReview(productId),
  });
const update = (headers: Headers, reviewId: string, title: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reviews/update',
    headers,
    payload: { reviewId, rating: 3, title, comment: 'Changed my mind after a week of use.' },
  });
const tooMany = { code: 'RATE_LIMITED', message: M.tooManyReviews } as const;

describe('reviews per account', () => {
  it('takes the limit of new reviews and edits from one account, then answers 429 and keeps nothing', async () => {
    const author = await signUp(t.app, 'Ladu Wani');
    const products = await unreviewedProducts(t.db, LIMIT + 1);
    const first = await create(author.headers, products[0]!);
    expect(first.statusCode).toBe(201);
    const id: string = first.json().review._id;
    // An edit counts as much as a new review: it sends the review back to the queue.
    expect((await update(author.headers, id, 'Second look')).statusCode).toBe(200);
    expect((await create(author.headers, products[1]!)).statusCode).toBe(201);

    const refused = await create(author.headers, products[2]!);
    expectRefusal(refused, 429, tooMany);
    expectRefusal(await update(author.headers, id, 'Third look'), 429, tooMany);
    const rows = await t.db.select({ productId: reviews.productId }).from(reviews);
    expect(rows.map((row) => row.productId)).not.toContain(products[2]);
  });

  it('counts each account on its own', async () => {
    const [busy, other] = [await signUp(t.app, 'Keji Lado'), await signUp(t.app, 'Poni Jada')];
    const products = await unreviewedProducts(t.db, LIMIT + 1);
    for (const product of products.slice(0, LIMIT)) {
      expect((await create(busy.headers, product)).statusCode).toBe(201);
    }
    expectRefusal(await create(busy.headers, products[LIMIT]!), 429, tooMany);
    expect((await create(other.headers, products[LIMIT]!)).statusCode).toBe(201);
  });

  it('does not count a review refused as invalid', async () => {
    const author = await signUp(t.app, 'Sunday Lemi');
    const products = await unreviewedProducts(t.db, LIMIT);
    for (let i = 0; i < LIMIT + 2; i++) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/reviews/create',
        headers: author.headers,
        payload: { ...validReview(products[0]!), title: '' },
      });
      expect(bad.statusCode).toBe(400);
    }
    for (const product of products) {
      expect((await create(author.headers, product)).statusCode).toBe(201);
    }
  });
});
