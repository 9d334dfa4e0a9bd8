import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ARCHIVED_PRODUCT_MESSAGE,
  REVIEW_MESSAGES as M,
  type ProductReviewsResponse,
  type Review,
} from '@shop/contracts';
import { products } from '../../db/schema.ts';
import { signUp, signUpAdmin } from '../../test/account-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { productRating, unreviewedProducts, validReview } from '../../test/review-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';

const t = useTestApp();
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  admin = await signUpAdmin(t.app, t.db);
});

type Headers = Record<string, string>;
const create = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/reviews/create', headers, payload });
const update = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/reviews/update', headers, payload });
const remove = (headers: Headers, reviewId: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/reviews/delete', headers, payload: { reviewId } });
const moderate = (id: string, action: 'approve' | 'reject', headers: Headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/api/admin/reviews/${id}/${action}`, headers });
const publicList = async (productId: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/reviews/product/${productId}` });
  expect(res.statusCode).toBe(200);
  return res.json<ProductReviewsResponse>();
};
const ownList = async (headers: Headers, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/reviews/user${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ success: true; reviews: Review[] }>().reviews;
};
const none = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };

describe('review lifecycle', () => {
  it('create (pending) -> approve -> edit (pending again) -> reject -> approve -> delete', async () => {
    const [p] = await unreviewedProducts(t.db, 1);
    const author = await signUp(t.app, 'Nyandeng Malual');

    const created = await create(author.headers, validReview(p!, { rating: 4 }));
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('private, no-store');
    const body = created.json();
    expect(body).toMatchObject({
      success: true,
      message: M.submitted,
      review: {
        productId: p,
        rating: 4,
        title: 'Strong and well finished',
        isVerified: false,
        status: 'pending',
        userId: { name: 'Nyandeng Malual', profilePicture: '' },
      },
    });
    const id: string = body.review._id;
    expect(new Date(body.review.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    // Pending: the author sees it with its state; the public does not, and nothing is counted.
    expect((await ownList(author.headers)).map((r) => [r._id, r.status, r.isVerified])).toEqual([
      [id, 'pending', false],
    ]);
    expect(await publicList(p!)).toEqual({
      success: true,
      reviews: [],
      stats: { averageRating: 0, totalReviews: 0, ratingDistribution: none },
    });
    expect(await productRating(t.db, p!)).toEqual({ averageRating: 0, totalReviews: 0 });

    const approved = await moderate(id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      success: true,
      message: M.approved,
      review: { _id: id, status: 'approved', isVerified: true },
    });
    const afterApproval = await publicList(p!);
    expect(afterApproval.reviews.map((r) => r._id)).toEqual([id]);
    expect(afterApproval.stats).toEqual({
      averageRating: 4,
      totalReviews: 1,
      ratingDistribution: { ...none, 4: 1 },
    });
    expect(await productRating(t.db, p!)).toEqual({ averageRating: 4, totalReviews: 1 });
    expect((await ownList(author.headers))[0]).toMatchObject({
      status: 'approved',
      isVerified: true,
    });

    // A real edit: same review, new text, back to pending, out of the public list and the rating.
    const edited = await update(author.headers, {
      reviewId: id,
      rating: 2,
      title: '  Wobbly after a month  ',
      comment: 'One leg came loose.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      success: true,
      message: M.updated,
      review: { _id: id, rating: 2, title: 'Wobbly after a month', status: 'pending' },
    });
    expect(edited.json().review.createdAt).toBe(body.review.createdAt);
    expect((await publicList(p!)).stats.totalReviews).toBe(0);
    expect(await productRating(t.db, p!)).toEqual({ averageRating: 0, totalReviews: 0 });
    const mine = await ownList(author.headers);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ _id: id, comment: 'One leg came loose.', isVerified: false });

    const rejected = await moderate(id, 'reject');
    expect(rejected.json()).toMatchObject({ message: M.rejected, review: { status: 'rejected' } });
    expect((await publicList(p!)).reviews).toEqual([]);
    expect((await ownList(author.headers))[0]!.status).toBe('rejected');

    await moderate(id, 'approve');
    expect(await productRating(t.db, p!)).toEqual({ averageRating: 2, totalReviews: 1 });

    const deleted = await remove(author.headers, id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: M.deleted });
    expect(await ownList(author.headers)).toEqual([]);
    expect((await publicList(p!)).stats).toEqual({
      averageRating: 0,
      totalReviews: 0,
      ratingDistribution: none,
    });
    expect(await productRating(t.db, p!)).toEqual({ averageRating: 0, totalReviews: 0 });
    expect((await remove(author.headers, id)).statusCode).toBe(404);
  });

  it('keeps the average, count and distribution right as reviews come and go', async () => {
    const [p, other] = await unreviewedProducts(t.db, 2);
    const ratings = [5, 4, 4, 1];
    const authors = await Promise.all(ratings.map((_, i) => signUp(t.app, `Deng Kuol${i}`)));
    const ids: string[] = [];
    for (const [i, rating] of ratings.entries()) {
      const res = await create(authors[i]!.headers, validReview(p!, { rating }));
      ids.push(res.json().review._id);
    }
    // A review of another product never counts here.
    const elsewhere = await create(authors[0]!.headers, validReview(other!, { rating: 1 }));
    await moderate(elsewhere.json().review._id, 'approve');

    for (const id of ids.slice(0, 3)) await moderate(id, 'approve');
    let list = await publicList(p!);
    expect(list.stats).toEqual({
      averageRating: 4.3,
      totalReviews: 3,
      ratingDistribution: { ...none, 4: 2, 5: 1 },
    });
    // Newest first.
    expect(list.reviews.map((r) => r._id)).toEqual([ids[2], ids[1], ids[0]]);
    const stored = await productRating(t.db, p!);
    expect(stored.totalReviews).toBe(3);
    // Full precision in the column (a real), one decimal on the way out.
    expect(stored.averageRating).toBeCloseTo(13 / 3, 5);
    const detail = await t.app.inject({ method: 'GET', url: `/api/product/${p}` });
    expect(detail.json().product).toMatchObject({ averageRating: 4.3, totalReviews: 3 });

    await moderate(ids[3]!, 'approve');
    list = await publicList(p!);
    expect(list.stats).toEqual({
      averageRating: 3.5,
      totalReviews: 4,
      ratingDistribution: { 1: 1, 2: 0, 3: 0, 4: 2, 5: 1 },
    });
    expect(await productRating(t.db, p!)).toEqual({ averageRating: 3.5, totalReviews: 4 });

    // The staff delete any review through the same route; the rating follows.
    const byStaff = await remove(admin.headers, ids[3]!);
    expect(byStaff.statusCode).toBe(200);
    expect((await publicList(p!)).stats.ratingDistribution).toEqual({ ...none, 4: 2, 5: 1 });
    expect((await productRating(t.db, p!)).totalReviews).toBe(3);

    await moderate(ids[0]!, 'reject');
    expect((await publicList(p!)).stats).toEqual({
      averageRating: 4,
      totalReviews: 2,
      ratingDistribution: { ...none, 4: 2 },
    });
    expect(await productRating(t.db, p!)).toEqual({ averageRating: 4, totalReviews: 2 });
    expect(await productRating(t.db, other!)).toEqual({ averageRating: 1, totalReviews: 1 });
  });

  it('counts every approval when the staff approve many reviews of one product at once', async () => {
    const [p] = await unreviewedProducts(t.db, 1);
    const ratings = [5, 4, 3, 2, 1, 5];
    const ids: string[] = [];
    for (const [i, rating] of ratings.entries()) {
      const author = await signUp(t.app, `Poni Jada${i}`);
      ids.push((await create(author.headers, validReview(p!, { rating }))).json().review._id);
    }
    const answers = await Promise.all(ids.map((id) => moderate(id, 'approve')));
    expect(answers.map((a) => a.statusCode)).toEqual(ratings.map(() => 200));
    const stored = await productRating(t.db, p!);
    expect(stored.totalReviews).toBe(6);
    expect(stored.averageRating).toBeCloseTo(20 / 6, 5);
    expect((await publicList(p!)).stats).toEqual({
      averageRating: 3.3,
      totalReviews: 6,
      ratingDistribution: { 1: 1, 2: 1, 3: 1, 4: 1, 5: 2 },
    });
  });

  it("lets nobody edit or delete another customer's review", async () => {
    const [p] = await unreviewedProducts(t.db, 1);
    const author = await signUp(t.app, 'Garang Mabior');
    const intruder = await signUp(t.app, 'Lual Akol');
    const id = (await create(author.headers, validReview(p!))).json().review._id;
    await moderate(id, 'approve');

    const edit = await update(intruder.headers, {
      reviewId: id,
      rating: 1,
      title: 'x',
      comment: 'y',
    });
    expectRefusal(edit, 404, { code: 'NOT_FOUND', message: M.reviewNotFound });
    const del = await remove(intruder.headers, id);
    expectRefusal(del, 404, { code: 'NOT_FOUND', message: M.reviewNotFound });
    // Not even the staff edit a customer's words.
    expect((await update(admin.headers, validReview(p!, { reviewId: id }))).statusCode).toBe(404);

    const list = await publicList(p!);
    expect(list.reviews).toHaveLength(1);
    expect(list.reviews[0]).toMatchObject({ _id: id, title: 'Strong and well finished' });
    expect(await ownList(intruder.headers)).toEqual([]);
    expect(await productRating(t.db, p!)).toEqual({ averageRating: 4, totalReviews: 1 });
  });

  it("narrows the author's list to one product and never shows others' reviews", async () => {
    const [p1, p2] = await unreviewedProducts(t.db, 2);
    const a = await signUp(t.app, 'Achol Deng');
    const b = await signUp(t.app, 'Ladu Wani');
    const r1 = (await create(a.headers, validReview(p1!))).json().review._id;
    const r2 = (await create(a.headers, validReview(p2!))).json().review._id;
    await create(b.headers, validReview(p1!));

    expect((await ownList(a.headers)).map((r) => r._id)).toEqual([r2, r1]);
    expect((await ownList(a.headers, `?productId=${p1!.toUpperCase()}`)).map((r) => r._id)).toEqual(
      [r1],
    );
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/reviews/user?productId=nope',
      headers: a.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect((await ownList(b.headers)).every((r) => r.userId.name === 'Ladu Wani')).toBe(true);
  });

  it('takes no new review of a product no longer sold, but lets its reviews be removed', async () => {
    const [p] = await unreviewedProducts(t.db, 1);
    const author = await signUp(t.app, 'Nyakuoth Gai');
    const id = (await create(author.headers, validReview(p!))).json().review._id;
    await moderate(id, 'approve');
    await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, p!));

    const late = await create((await signUp(t.app, 'Simon Lemi')).headers, validReview(p!));
    expectRefusal(late, 404, { code: 'NOT_FOUND', message: ARCHIVED_PRODUCT_MESSAGE });
    const list = await t.app.inject({ method: 'GET', url: `/api/reviews/product/${p}` });
    expectRefusal(list, 404, { code: 'NOT_FOUND', message: ARCHIVED_PRODUCT_MESSAGE });
    expect((await ownList(author.headers)).map((r) => r._id)).toEqual([id]);

    expect((await remove(author.headers, id)).statusCode).toBe(200);
    expect(await productRating(t.db, p!)).toEqual({ averageRating: 0, totalReviews: 0 });
  });

  it('stores markup exactly as written, as text', async () => {
    const [p] = await unreviewedProducts(t.db, 1);
    const author = await signUp(t.app, 'Keji Lado');
    const title = '<script>alert("x")</script>';
    const comment = '<img src=x onerror=alert(1)> & "quotes" \'single\'';
    const res = await create(author.headers, validReview(p!, { title, comment }));
    expect(res.statusCode).toBe(201);
    await moderate(res.json().review._id, 'approve');
    const [review] = (await publicList(p!)).reviews;
    expect(review).toMatchObject({ title, comment });
    const raw = await t.app.inject({ method: 'GET', url: `/api/reviews/product/${p}` });
    expect(raw.headers['content-type']).toMatch(/^application\/json/);
  });

  it('caches the public list only briefly, and no personal list at all', async () => {
    const [p] = await unreviewedProducts(t.db, 1);
    const res = await t.app.inject({ method: 'GET', url: `/api/reviews/product/${p}` });
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    const author = await signUp(t.app);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/reviews/user',
      headers: author.headers,
    });
    expect(own.headers['cache-control']).toBe('private, no-store');
  });
});
