import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REVIEW_MESSAGES as M, type AdminReview } from '@shop/contracts';
import { reviews } from '../../db/schema.ts';
import { signUp, signUpAdmin } from '../../test/account-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { unreviewedProducts, writeReview } from '../../test/review-fixtures.ts';
import { expectRefusal, expectSignInRequired } from '../../test/refusals.ts';

const t = useTestApp();
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  admin = await signUpAdmin(t.app, t.db);
});

type Headers = Record<string, string>;
const list = (query: string, headers: Headers = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/admin/reviews${query}`, headers });
const moderate = (id: string, action: string, headers: Headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/api/admin/reviews/${id}/${action}`, headers });

/** A review by a new customer named `name`. */
async function reviewBy(productId: string, name: string, title: string) {
  const author = await signUp(t.app, name);
  return {
    id: await writeReview(t.app, author.headers, productId, { title }),
    email: author.email,
  };
}

describe('review moderation', () => {
  it('refuses customers (403) and visitors (401) on every staff route', async () => {
    const customer = await signUp(t.app, 'Abuk Garang');
    const [p] = await unreviewedProducts(t.db, 1);
    const { id } = await reviewBy(p!, 'Peter Lomoro', 'Good');
    const calls = [
      { method: 'GET', url: '/api/admin/reviews' },
      { method: 'GET', url: '/api/admin/reviews?status=approved' },
      { method: 'POST', url: `/api/admin/reviews/${id}/approve` },
      { method: 'POST', url: `/api/admin/reviews/${id}/reject` },
    ] as const;
    for (const call of calls) {
      const visitor = await t.app.inject(call);
      expectSignInRequired(visitor, call.url);
      const asCustomer = await t.app.inject({ ...call, headers: customer.headers });
      expectRefusal(asCustomer, 403, { code: 'FORBIDDEN', message: expect.any(String) }, call.url);
    }
    // Nothing changed: the review still waits.
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row!.status).toBe('pending');
  });

  it('lists the queue oldest first with product and author, and pages it', async () => {
    const [p1, p2] = await unreviewedProducts(t.db, 2);
    const first = await reviewBy(p1!, 'Grace Kiden', 'Queue one');
    const second = await reviewBy(p2!, 'Joseph Lokudu', 'Queue two');
    const third = await reviewBy(p1!, 'Rebecca Nyakim', 'Queue three');

    const res = await list('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json<{ success: true; reviews: AdminReview[]; total: number }>();
    const mine = body.reviews.filter((r) => r.title.startsWith('Queue'));
    expect(mine.map((r) => r._id)).toEqual([first.id, second.id, third.id]);
    expect(body.reviews.every((r) => r.status === 'pending')).toBe(true);
    // The queue runs oldest first over all of it (demo reviews may wait there too).
    const times = body.reviews.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(mine[1]).toMatchObject({
      product: { _id: p2, name: expect.any(String), image: expect.any(Array) },
      author: { name: 'Joseph Lokudu', email: second.email },
      userId: { name: 'Joseph Lokudu' },
      isVerified: false,
    });

    const explicit = await list('?status=pending');
    expect(explicit.json().total).toBe(body.total);
    const pageSize = 1;
    const pages = await Promise.all(
      [1, 2].map(async (page) => (await list(`?page=${page}&pageSize=${pageSize}`)).json()),
    );
    expect(pages.map((pg) => pg.reviews.length)).toEqual([1, 1]);
    expect(pages[1].reviews[0]._id).toBe(body.reviews[1]!._id);
    expect(pages[0].total).toBe(body.total);
  });

  it('moves reviews between the lists, newest first once decided', async () => {
    const [p1, p2] = await unreviewedProducts(t.db, 2);
    const a = await reviewBy(p1!, 'Ladu Wani', 'Decided A');
    const b = await reviewBy(p2!, 'Keji Lado', 'Decided B');
    const before = (await list('?status=pending')).json().total;

    expect((await moderate(a.id, 'approve')).json()).toMatchObject({
      success: true,
      message: M.approved,
      review: { _id: a.id, status: 'approved', isVerified: true },
    });
    await moderate(b.id, 'approve');
    const approved = (await list('?status=approved&pageSize=100')).json();
    const ours = approved.reviews.filter((r: AdminReview) => r.title.startsWith('Decided'));
    expect(ours.map((r: AdminReview) => r._id)).toEqual([b.id, a.id]);
    expect((await list('?status=pending')).json().total).toBe(before - 2);

    const rejected = await moderate(a.id, 'reject');
    expect(rejected.json()).toMatchObject({ message: M.rejected, review: { status: 'rejected' } });
    const rejectedList = (await list('?status=rejected')).json();
    expect(rejectedList.reviews.map((r: AdminReview) => r._id)).toContain(a.id);
    expect(rejectedList.reviews.every((r: AdminReview) => !r.isVerified)).toBe(true);
  });

  it('writes every staff decision and staff deletion to the audit log', async () => {
    const [p] = await unreviewedProducts(t.db, 1);
    const { id } = await reviewBy(p!, 'Mayen Ater', 'Audited');
    await moderate(id, 'approve');
    await moderate(id, 'reject');
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/reviews/delete',
      headers: admin.headers,
      payload: { reviewId: id },
    });
    expect(del.statusCode).toBe(200);

    const log = await t.app.inject({
      url: `/api/admin/audit?entity=review&entityId=${id}`,
      headers: admin.headers,
    });
    expect(log.statusCode).toBe(200);
    const entries = log.json().entries as { action: string; before: unknown; after: unknown }[];
    expect(entries.map((e) => e.action)).toEqual([
      'review.delete',
      'review.reject',
      'review.approve',
    ]);
    expect(entries[2]).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    expect(entries[1]).toMatchObject({
      before: { status: 'approved' },
      after: { status: 'rejected' },
    });
    expect(entries[0]!.before).toMatchObject({
      title: 'Audited',
      status: 'rejected',
      productId: p,
    });
  });

  it('answers 404 for an unknown review and 400 for bad ids or queries', async () => {
    for (const action of ['approve', 'reject']) {
      const unknown = await moderate('b'.repeat(24), action);
      expectRefusal(unknown, 404, { code: 'NOT_FOUND', message: M.reviewNotFound });
      expect((await moderate('nope', action)).statusCode).toBe(400);
    }
    expect((await moderate('b'.repeat(24), 'publish')).statusCode).toBe(404);
    for (const query of ['?status=deleted', '?page=0', '?pageSize=101', '?pageSize=x']) {
      const res = await list(query);
      expectRefusal(
        res,
        400,
        {
          code: 'VALIDATION',
          message: expect.any(String),
          errors: { [query.slice(1).split('=')[0]!]: expect.any(String) },
        },
        query,
      );
    }
  });
});
