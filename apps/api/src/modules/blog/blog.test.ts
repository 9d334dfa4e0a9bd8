import { describe, expect, it } from 'vitest';
import { blogListResponseSchema, blogSchema } from '@shop/contracts';
import { demoBlogs } from '../../demo/blogs.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectRefusal } from '../../test/refusals.ts';

const t = useTestApp();

describe('blogs', () => {
  it('lists every post as a plain array, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blogs' });
    expect(res.statusCode).toBe(200);
    const posts = blogListResponseSchema.parse(res.json());
    expect(posts.length).toBe(demoBlogs.length);
    expect(posts.length).toBeGreaterThanOrEqual(6);
    const times = posts.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('returns one post as the object itself', async () => {
    const [post] = (await t.app.inject({ method: 'GET', url: '/api/blogs' })).json();
    const res = await t.app.inject({ method: 'GET', url: `/api/blogs/${post._id}` });
    expect(res.statusCode).toBe(200);
    const body = blogSchema.parse(res.json());
    expect(body.title).toBe(post.title);
    expect(body.content.split('\n\n').length).toBeGreaterThan(2);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/blogs/not-an-id' });
    expectRefusal(bad, 400, { code: 'BAD_REQUEST', message: 'That article link is not valid.' });
    const missing = await t.app.inject({ method: 'GET', url: `/api/blogs/${'b'.repeat(24)}` });
    expectRefusal(missing, 404, { code: 'NOT_FOUND', message: 'Blog post not found.' });
  });
});
