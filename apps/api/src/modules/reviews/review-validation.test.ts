import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, REVIEW_MESSAGES as M } from '@shop/contracts';
import { signUp } from '../../test/account-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { unreviewedProducts, validReview } from '../../test/review-fixtures.ts';
import { expectRefusal, expectSignInRequired } from '../../test/refusals.ts';

// Many sign-ups from one address: the per-address limit is not what these tests are about.
const t = useTestApp({ rateLimits: { limits: { registerPerIp: { max: 500, minutes: 1 } } } });
let product: string;
let customer: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  [product] = (await unreviewedProducts(t.db, 1)) as [string];
  customer = await signUp(t.app, 'Majok Chol');
});

type Headers = Record<string, string>;
const create = (headers: Headers, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reviews/create',
    headers,
    payload: payload as object,
  });

/** Each case from a fresh customer, so a success never turns the next case into a duplicate. */
async function tryCreate(fields: Record<string, unknown>) {
  const author = await signUp(t.app, 'Nyibol Akech');
  return create(author.headers, { ...validReview(product), ...fields });
}

describe('review validation (docs/spec/storefront.md section 5)', () => {
  it('takes a title of 100 characters and refuses 101', async () => {
    const ok = await tryCreate({ title: 't'.repeat(100) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().review.title).toHaveLength(100);
    const long = await tryCreate({ title: 't'.repeat(101) });
    expectRefusal(long, 400, {
      code: 'VALIDATION',
      message: M.titleTooLong,
      errors: { title: M.titleTooLong },
    });
  });

  it('takes a comment of 500 characters and refuses 501', async () => {
    const ok = await tryCreate({ comment: 'c'.repeat(500) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().review.comment).toHaveLength(500);
    const long = await tryCreate({ comment: 'c'.repeat(501) });
    expectRefusal(long, 400, {
      code: 'VALIDATION',
      message: M.commentTooLong,
      errors: { comment: M.commentTooLong },
    });
  });

  it('requires a title and a comment (blank counts as missing)', async () => {
    for (const [fields, message] of [
      [{ title: '' }, M.titleRequired],
      [{ title: '   ' }, M.titleRequired],
      [{ title: undefined }, M.titleRequired],
      [{ comment: '' }, M.commentRequired],
      [{ comment: '\n\t ' }, M.commentRequired],
      [{ comment: undefined }, M.commentRequired],
    ] as const) {
      const res = await tryCreate(fields);
      const field = Object.keys(fields)[0]!;
      expectRefusal(
        res,
        400,
        { code: 'VALIDATION', message, errors: { [field]: message } },
        JSON.stringify(fields),
      );
    }
  });

  it('takes whole ratings from 1 to 5 only, 5 when none is given', async () => {
    for (const rating of [0, 6, 2.5, '5', -1, null]) {
      const res = await tryCreate({ rating });
      expectRefusal(
        res,
        400,
        { code: 'VALIDATION', message: M.ratingRange, errors: { rating: M.ratingRange } },
        String(rating),
      );
    }
    for (const rating of [1, 5]) {
      expect((await tryCreate({ rating })).json().review.rating).toBe(rating);
    }
    const defaulted = await tryCreate({ rating: undefined });
    expect(defaulted.statusCode).toBe(201);
    expect(defaulted.json().review.rating).toBe(5);
  });

  it('applies the same limits to an edit', async () => {
    const author = await signUp(t.app, 'Amer Kiir');
    const [p] = await unreviewedProducts(t.db, 1);
    const id = (await create(author.headers, validReview(p!))).json().review._id;
    const edit = (fields: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reviews/update',
        headers: author.headers,
        payload: { reviewId: id, rating: 3, title: 'Fine', comment: 'Fine.', ...fields },
      });
    expect((await edit({ title: 't'.repeat(101) })).json()).toMatchObject({
      code: 'VALIDATION',
      message: M.titleTooLong,
      errors: { title: M.titleTooLong },
    });
    expect((await edit({ comment: 'c'.repeat(501) })).json()).toMatchObject({
      code: 'VALIDATION',
      message: M.commentTooLong,
      errors: { comment: M.commentTooLong },
    });
    expect((await edit({ rating: 6 })).json()).toMatchObject({
      code: 'VALIDATION',
      message: M.ratingRange,
      errors: { rating: M.ratingRange },
    });
    expect((await edit({ reviewId: 'nope' })).statusCode).toBe(400);
    const unknown = await edit({ reviewId: 'a'.repeat(24) });
    expectRefusal(unknown, 404, { code: 'NOT_FOUND', message: M.reviewNotFound });
    const ok = await edit({ rating: undefined });
    expect(ok.json().review).toMatchObject({ rating: 5, title: 'Fine' });
  });
});

describe('one review per customer and product', () => {
  it('answers 409 to a second review', async () => {
    const [p] = await unreviewedProducts(t.db, 1);
    expect((await create(customer.headers, validReview(p!))).statusCode).toBe(201);
    const again = await create(customer.headers, validReview(p!, { title: 'Second thoughts' }));
    expectRefusal(again, 409, { code: 'CONFLICT', message: M.alreadyReviewed });
    // The same id in capitals is the same product.
    expect((await create(customer.headers, validReview(p!.toUpperCase()))).statusCode).toBe(409);
  });

  it('lets exactly one of two simultaneous reviews through', async () => {
    const [p] = await unreviewedProducts(t.db, 1);
    const author = await signUp(t.app, 'Gatwech Kuol');
    const answers = await Promise.all([
      create(author.headers, validReview(p!, { title: 'First' })),
      create(author.headers, validReview(p!, { title: 'Second' })),
      create(author.headers, validReview(p!, { title: 'Third' })),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/reviews/user?productId=${p}`,
      headers: author.headers,
    });
    expect(mine.json().reviews).toHaveLength(1);
  });
});

describe('products and ids', () => {
  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await create(customer.headers, validReview('0'.repeat(24)));
    expectRefusal(unknown, 404, { code: 'NOT_FOUND', message: API_MESSAGES.productNotFound });
    expect((await create(customer.headers, validReview('not-an-id'))).statusCode).toBe(400);
    expect(
      (await create(customer.headers, { rating: 5, title: 't', comment: 'c' })).statusCode,
    ).toBe(400);

    const list = (id: string) => t.app.inject({ method: 'GET', url: `/api/reviews/product/${id}` });
    const missing = await list('0'.repeat(24));
    expectRefusal(missing, 404, { code: 'NOT_FOUND', message: API_MESSAGES.productNotFound });
    const bad = await list('nope');
    expectRefusal(bad, 400, { code: 'BAD_REQUEST', message: API_MESSAGES.invalidProductId });
    expect((await list(product.toUpperCase())).statusCode).toBe(200);
  });
});

describe('sessions and request bodies', () => {
  it('answers 401 without a token on every write and on the own list', async () => {
    const calls = [
      { method: 'POST', url: '/api/reviews/create', payload: validReview(product) },
      {
        method: 'POST',
        url: '/api/reviews/update',
        payload: { ...validReview(product), reviewId: 'a'.repeat(24) },
      },
      { method: 'DELETE', url: '/api/reviews/delete', payload: { reviewId: 'a'.repeat(24) } },
      { method: 'GET', url: '/api/reviews/user' },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject(call);
      expectSignInRequired(res, call.url);
    }
    const forged = await t.app.inject({
      ...calls[0],
      headers: { token: 'eyJhbGciOiJub25lIn0.e30.' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('reads a JSON body on DELETE and answers 400 to a missing or empty one', async () => {
    const del = (opts: { payload?: string; contentType?: string }) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/reviews/delete',
        headers: {
          ...customer.headers,
          ...(opts.contentType ? { 'content-type': opts.contentType } : {}),
        },
        ...(opts.payload !== undefined ? { payload: opts.payload } : {}),
      });
    const missingId = { code: 'VALIDATION', errors: { reviewId: M.reviewIdMissing } } as const;
    for (const [opts, message, more] of [
      [{}, M.reviewIdMissing, { code: 'VALIDATION' }],
      [{ payload: '', contentType: 'application/json' }, M.reviewIdMissing, missingId],
      [{ payload: '{}', contentType: 'application/json' }, M.reviewIdMissing, missingId],
      [
        { payload: '{"reviewId":7}', contentType: 'application/json' },
        M.reviewIdMissing,
        missingId,
      ],
      [
        { payload: '{"reviewId":"x"}', contentType: 'application/json' },
        'That id is not valid',
        { code: 'VALIDATION', errors: { reviewId: 'That id is not valid' } },
      ],
      [
        { payload: '{"reviewId":', contentType: 'application/json' },
        expect.any(String),
        { code: 'BAD_REQUEST' },
      ],
    ] as const) {
      const res = await del(opts);
      expectRefusal(res, 400, { message, ...more }, JSON.stringify(opts));
    }

    const [p] = await unreviewedProducts(t.db, 1);
    const id = (await create(customer.headers, validReview(p!))).json().review._id;
    const ok = await del({
      payload: JSON.stringify({ reviewId: id }),
      contentType: 'application/json; charset=utf-8',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: M.deleted });
  });
});
