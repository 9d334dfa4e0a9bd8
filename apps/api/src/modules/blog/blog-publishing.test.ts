import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_BLOG_MESSAGES as M,
  adminBlogListResponseSchema,
  adminBlogResponseSchema,
  adminBlogSchema,
  blogImageUploadResponseSchema,
  blogListResponseSchema,
  blogNeighboursResponseSchema,
  blogPageResponseSchema,
  dateToJubaLocal,
  sitemapResponseSchema,
  type AdminBlog,
} from '@shop/contracts';
import { blogs } from '../../db/schema.ts';
import { demoBlogs } from '../../demo/blogs.ts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { useTestApp } from '../../test/test-app.ts';
import { multipartBody } from '../../test/upload-fixtures.ts';

// Drafts, publish times and the public pages of the blog (decision 0059).
const t = useTestApp();
let admin: Headers;
let customer: Headers;
let image: string;
const HOUR = 3600_000;

beforeAll(async () => {
  admin = (await signUpAdmin(t.app, t.db)).headers;
  customer = (await signUp(t.app, 'Nyandeng Reader')).headers;
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 60, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  const body = multipartBody('image', 'photo.jpg', 'image/jpeg', photo);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/blogs/images',
    headers: { ...admin, 'content-type': body.contentType },
    payload: body.payload,
  });
  image = blogImageUploadResponseSchema.parse(res.json()).image;
});

const json = (method: 'POST' | 'PUT', url: string, body: unknown, headers = admin) =>
  t.app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const input = (title: string, more: Record<string, unknown> = {}) => ({
  title,
  category: 'Trade',
  content: 'One paragraph of words.\n\nAnd a second one.',
  image,
  ...more,
});
async function write(title: string, more: Record<string, unknown> = {}): Promise<AdminBlog> {
  const res = await json('POST', '/api/admin/blogs', input(title, more));
  expect(res.statusCode, title).toBe(201);
  return adminBlogResponseSchema.parse(res.json()).blog;
}
const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers });
const publicIds = async () =>
  blogListResponseSchema.parse((await get('/api/blogs')).json()).map((b) => b._id);
const juba = (ms: number) => dateToJubaLocal(new Date(ms));

describe('drafts and scheduled posts', () => {
  let draft: AdminBlog;
  let scheduled: AdminBlog;
  let backdated: AdminBlog;

  it('keeps a draft and a post scheduled for later from every public answer, sitemap included', async () => {
    draft = await write('A draft nobody sees', { status: 'draft' });
    expect(draft).toMatchObject({ status: 'draft', publishAt: null });
    const inAnHour = Date.now() + HOUR;
    const res = await json(
      'POST',
      '/api/admin/blogs',
      input('Scheduled for later', { publishAt: juba(inAnHour) }),
    );
    expect(res.statusCode).toBe(201);
    const answer = adminBlogResponseSchema.parse(res.json());
    expect(answer.message).toBe(M.scheduled);
    scheduled = answer.blog;
    expect(scheduled.status).toBe('scheduled');
    // Minutes in Juba time: '...T15:07' is 13:07 UTC.
    expect(scheduled.publishAt).toBe(new Date(`${juba(inAnHour)}:00+02:00`).toISOString());

    const ids = await publicIds();
    expect(ids).toHaveLength(demoBlogs.length);
    for (const hidden of [draft, scheduled]) {
      expect(ids).not.toContain(hidden._id);
      for (const url of [`/api/blogs/${hidden._id}`, `/api/blogs/${hidden._id}/neighbours`]) {
        expectRefusal(await get(url), 404, { code: 'NOT_FOUND', message: 'Blog post not found.' });
      }
    }
    const page = blogPageResponseSchema.parse((await get('/api/blogs/list?pageSize=50')).json());
    expect(page.total).toBe(demoBlogs.length);
    const sitemap = sitemapResponseSchema.parse((await get('/api/sitemap')).json());
    expect(sitemap.blogs.map((b) => b.id)).toEqual(expect.not.arrayContaining([draft._id]));
    expect(sitemap.blogs.map((b) => b.id)).not.toContain(scheduled._id);
    expect(sitemap.blogs).toHaveLength(demoBlogs.length);
  });

  it('shows staff every post with its status, and a preview of a draft to staff alone', async () => {
    const list = await get('/api/admin/blogs', admin);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    const { blogs: all } = adminBlogListResponseSchema.parse(list.json());
    const statusOf = (id: string) => all.find((b) => b._id === id)?.status;
    expect(statusOf(draft._id)).toBe('draft');
    expect(statusOf(scheduled._id)).toBe('scheduled');
    expect(all.filter((b) => b.status === 'published')).toHaveLength(demoBlogs.length);
    // Newest first: the scheduled post's time is the latest of all.
    expect(all[0]!._id).toBe(scheduled._id);

    const preview = await get(`/api/admin/blogs/${draft._id}`, admin);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(adminBlogSchema.parse(preview.json())).toMatchObject({
      _id: draft._id,
      title: 'A draft nobody sees',
      content: 'One paragraph of words.\n\nAnd a second one.',
      status: 'draft',
    });
    for (const url of ['/api/admin/blogs', `/api/admin/blogs/${draft._id}`]) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, customer)).statusCode, url).toBe(403);
    }
    expectRefusal(await get(`/api/admin/blogs/${'c'.repeat(24)}`, admin), 404, {
      code: 'NOT_FOUND',
      message: 'Blog post not found.',
    });
  });

  it('publishes a draft now, or with a time in the past, and logs each change', async () => {
    const before = Date.now();
    const res = await json('PUT', `/api/admin/blogs/${draft._id}`, input('A draft nobody sees'));
    expect(res.statusCode).toBe(200);
    const published = adminBlogResponseSchema.parse(res.json());
    expect(published.message).toBe(M.updated);
    expect(published.blog.status).toBe('published');
    expect(Date.parse(published.blog.publishAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect((await publicIds())[0]).toBe(draft._id);

    // A time already past publishes at once, placed in the lists by that time.
    backdated = await write('Written last week', { publishAt: juba(Date.now() - 7 * 24 * HOUR) });
    expect(backdated.status).toBe('published');
    const ids = await publicIds();
    expect(ids).toContain(backdated._id);
    expect(ids.indexOf(backdated._id)).toBeGreaterThan(0);

    const audit = await get(`/api/admin/audit?entity=blog&entityId=${draft._id}`, admin);
    const entries = audit.json().entries as { action: string; before: unknown; after: unknown }[];
    expect(entries.map((e) => e.action)).toEqual(['blog.update', 'blog.create']);
    expect(entries[0]!.before).toMatchObject({ status: 'draft', publishAt: null });
    expect(entries[0]!.after).toMatchObject({ status: 'published' });

    // Back to a draft: gone from the shop again.
    const unpublished = await json(
      'PUT',
      `/api/admin/blogs/${draft._id}`,
      input('A draft nobody sees', { status: 'draft' }),
    );
    expect(adminBlogResponseSchema.parse(unpublished.json()).message).toBe(M.draftSaved);
    expect(await publicIds()).not.toContain(draft._id);
  });

  it('refuses an unknown status or a time that is not one with 400 and the field named', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ status: 'live' }, 'status', M.statusInvalid],
      [{ publishAt: 'tomorrow' }, 'publishAt', M.publishAtInvalid],
      [{ publishAt: '2026-12-24 09:00' }, 'publishAt', M.publishAtInvalid],
      [{ publishAt: '2026-13-45T09:00' }, 'publishAt', M.publishAtInvalid],
      [{ publishAt: 5 }, 'publishAt', M.publishAtInvalid],
    ];
    for (const [change, field, message] of cases) {
      const res = await json('POST', '/api/admin/blogs', input('Refused', change));
      expectRefusal(
        res,
        400,
        { code: 'VALIDATION', message, errors: { [field]: message } },
        JSON.stringify(change),
      );
    }
  });

  it('drops the kept pages when a scheduled post comes due, with nothing else happening', async () => {
    // A time a second and a half away (the form has minutes; the database has any instant).
    await t.db
      .update(blogs)
      .set({ publishedAt: sql`now() + interval '1.5 seconds'` })
      .where(eq(blogs.id, scheduled._id));
    // A save on another instance would bump the tag: this instance then reads the new time.
    await t.app.cacheVersions.bump(['blog']);
    const made = t.app.cacheVersions.snapshot();
    expect(await publicIds()).not.toContain(scheduled._id);

    await vi.waitFor(() => expect(t.app.cacheVersions.isCurrent(made, ['blog'])).toBe(false), {
      timeout: 10_000,
      interval: 100,
    });
    expect(await publicIds()).toContain(scheduled._id);
    const listed = await get('/api/admin/blogs', admin);
    const { blogs: all } = adminBlogListResponseSchema.parse(listed.json());
    expect(all.find((b) => b._id === scheduled._id)?.status).toBe('published');
  });
});

describe('the public list, page by page, and a post’s neighbours', () => {
  it('pages the published posts newest first, and answers a page past the last with none', async () => {
    const total = (await publicIds()).length;
    const pageSize = 3;
    const pages = Math.ceil(total / pageSize);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const res = await get(`/api/blogs/list?page=${page}&pageSize=${pageSize}`);
      expect(res.statusCode).toBe(200);
      const body = blogPageResponseSchema.parse(res.json());
      expect(body).toMatchObject({ total, page, pageSize, totalPages: pages });
      for (const post of body.posts) {
        expect(post.excerpt.length).toBeGreaterThan(0);
        expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
        expect(post).not.toHaveProperty('content');
      }
      seen.push(...body.posts.map((p) => p._id));
    }
    expect(seen).toEqual(await publicIds());
    const past = blogPageResponseSchema.parse(
      (await get(`/api/blogs/list?page=${pages + 1}&pageSize=${pageSize}`)).json(),
    );
    expect(past).toMatchObject({ posts: [], total, totalPages: pages });
    // The default page size is the storefront's.
    const first = blogPageResponseSchema.parse((await get('/api/blogs/list')).json());
    expect(first.pageSize).toBe(12);
  });

  it('refuses a page or a page size that is not a whole number in range with 400', async () => {
    const cases: [string, string, string][] = [
      ['page=0', 'page', 'page must be at least 1'],
      ['page=abc', 'page', 'page must be a whole number'],
      ['page=1.5', 'page', 'page must be a whole number'],
      ['pageSize=51', 'pageSize', 'pageSize must be at most 50'],
      ['pageSize=0', 'pageSize', 'pageSize must be at least 1'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(`/api/blogs/list?${query}`);
      expectRefusal(res, 400, { code: 'VALIDATION', message, errors: { [field]: message } }, query);
    }
  });

  it('links each post to the one before and after it by publish date', async () => {
    const ids = await publicIds();
    const neighbours = async (id: string) =>
      blogNeighboursResponseSchema.parse((await get(`/api/blogs/${id}/neighbours`)).json());
    const titleOf = async (id: string) => (await get(`/api/blogs/${id}`)).json().title as string;

    const newest = await neighbours(ids[0]!);
    expect(newest.next).toBeNull();
    expect(newest.previous).toEqual({ _id: ids[1], title: await titleOf(ids[1]!) });
    const middle = await neighbours(ids[2]!);
    expect(middle.next?._id).toBe(ids[1]);
    expect(middle.previous?._id).toBe(ids[3]);
    const oldest = await neighbours(ids.at(-1)!);
    expect(oldest).toMatchObject({ previous: null, next: { _id: ids.at(-2) } });
    expectRefusal(await get('/api/blogs/nope/neighbours'), 400, {
      code: 'BAD_REQUEST',
      message: 'That article link is not valid.',
    });
  });
});
