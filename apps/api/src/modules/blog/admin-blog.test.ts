import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_BLOG_MESSAGES as M,
  adminBlogResponseSchema,
  API_MESSAGES,
  BANNER_IMAGE_WIDTHS,
  BLOG_CONTENT_MAX,
  BLOG_IMAGE_MAX_BYTES,
  blogImageUploadResponseSchema,
  blogListResponseSchema,
  blogSchema,
  imageAtWidth,
  type AdminBlog,
} from '@shop/contracts';
import { signUp, signUpAdmin } from '../../test/account-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { multipartBody } from '../../test/upload-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';

type Headers = Record<string, string>;
const t = useTestApp();
let admin: Headers;
let customer: Headers;
let photo: Buffer;
beforeAll(async () => {
  admin = (await signUpAdmin(t.app, t.db)).headers;
  customer = (await signUp(t.app, 'Ajok Reader')).headers;
  photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'Boma Star' } } })
    .toBuffer();
});

const upload = (headers: Headers, data: Buffer, opts = { field: 'image', name: 'photo.jpg' }) => {
  const body = multipartBody(opts.field, opts.name, 'image/jpeg', data);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/blogs/images',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
const publicList = async () =>
  blogListResponseSchema.parse((await t.app.inject({ url: '/api/blogs' })).json());
/** A published post as the public routes answer it. */
const asPublic = ({ status: _status, publishAt, ...blog }: AdminBlog) => ({
  ...blog,
  publishedAt: publishAt,
});
const fileOf = (url: string) => path.join(t.uploadsDir, url.replace(/^\/uploads\//, ''));

async function uploaded(): Promise<string> {
  const res = await upload(admin, photo);
  expect(res.statusCode).toBe(200);
  return blogImageUploadResponseSchema.parse(res.json()).image;
}
const post = (image: string) => ({
  title: '  Keeping Cement Dry in the Rainy Season ',
  category: 'Construction',
  content: 'Cement hardens with water.\r\n\r\nStore bags on pallets, off the floor.',
  image,
});
const auditOf = async (id: string) =>
  (
    await t.app.inject({ url: `/api/admin/audit?entity=blog&entityId=${id}`, headers: admin })
  ).json().entries as { action: string; before: unknown; after: unknown }[];

describe('admin blog: access', () => {
  it('answers 401 without a token and 403 to a customer on every route', async () => {
    const id = 'a'.repeat(24);
    const calls = [
      (h: Headers) => upload(h, photo),
      (h: Headers) => send('POST', '/api/admin/blogs', h, post('/uploads/blog/x-1600.webp')),
      (h: Headers) => send('PUT', `/api/admin/blogs/${id}`, h, post('/uploads/blog/x-1600.webp')),
      (h: Headers) => send('DELETE', `/api/admin/blogs/${id}`, h),
    ];
    for (const call of calls) {
      const none = await call({});
      expect(none.statusCode).toBe(401);
      expect(none.json().success).toBe(false);
      expect((await call(customer)).statusCode).toBe(403);
    }
    // Nothing a refused upload sent was stored.
    expect(fs.existsSync(path.join(t.uploadsDir, 'blog'))).toBe(false);
  });
});

describe('POST /api/admin/blogs/images', () => {
  it('re-encodes a picture, judged by its content, to WebP in every banner width at 3:2', async () => {
    // A real JPEG named like a text file is accepted: the name and declared type do not count.
    const res = await upload(admin, photo, { field: 'image', name: 'notes.txt' });
    expect(res.statusCode).toBe(200);
    const { image, message } = blogImageUploadResponseSchema.parse(res.json());
    expect(message).toBe(M.imageUploaded);
    expect(image).toMatch(/^\/uploads\/blog\/[a-f0-9]{32}-1600\.webp$/);
    for (const width of BANNER_IMAGE_WIDTHS) {
      const meta = await sharp(fs.readFileSync(fileOf(imageAtWidth(image, width)))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((width * 2) / 3) });
      expect(meta.exif).toBeUndefined();
    }
    const served = await t.app.inject({ url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses what is not an image, a tiny picture, a missing file and an oversized one', async () => {
    const fake = await upload(admin, Buffer.from('<?php echo "hi"; ?>'), {
      field: 'image',
      name: 'photo.jpg',
    });
    expectRefusal(fake, 400, {
      code: 'VALIDATION',
      message: M.notAnImage,
      errors: { image: M.notAnImage },
    });

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"/>');
    expect((await upload(admin, svg, { field: 'image', name: 'a.svg' })).json()).toMatchObject({
      code: 'VALIDATION',
      errors: { image: M.notAnImage },
    });

    const tiny = await sharp({
      create: { width: 200, height: 150, channels: 3, background: '#888' },
    })
      .png()
      .toBuffer();
    const small = await upload(admin, tiny);
    expectRefusal(small, 400, {
      code: 'VALIDATION',
      message: M.imageTooSmall,
      errors: { image: M.imageTooSmall },
    });

    const wrongField = await upload(admin, photo, { field: 'file', name: 'photo.jpg' });
    expectRefusal(wrongField, 400, {
      code: 'VALIDATION',
      message: M.selectImage,
      errors: { image: M.selectImage },
    });

    const json = await send('POST', '/api/admin/blogs/images', admin, { image: 'x' });
    expectRefusal(json, 400, { code: 'BAD_REQUEST', message: M.selectImage });

    const huge = await upload(admin, Buffer.concat([photo, Buffer.alloc(BLOG_IMAGE_MAX_BYTES)]));
    expectRefusal(huge, 413, {
      code: 'PAYLOAD_TOO_LARGE',
      message: M.imageTooLarge,
      errors: { image: M.imageTooLarge },
    });
  });
});

describe('writing posts', () => {
  it('creates, edits and deletes a post, visible at once on the public API, with audit entries', async () => {
    const image = await uploaded();
    const created = await send('POST', '/api/admin/blogs', admin, post(image));
    expect(created.statusCode).toBe(201);
    const { blog, message } = adminBlogResponseSchema.parse(created.json());
    expect(message).toBe(M.created);
    expect(blog).toMatchObject({
      title: 'Keeping Cement Dry in the Rainy Season',
      category: 'Construction',
      content: 'Cement hardens with water.\n\nStore bags on pallets, off the floor.',
      image,
    });

    // The storefront's calls see it on the next request: newest first, and by id.
    expect(blog).toMatchObject({ status: 'published', publishAt: expect.any(String) });
    const list = await publicList();
    expect(list[0]).toEqual(asPublic(blog));
    const one = await t.app.inject({ url: `/api/blogs/${blog._id}` });
    expect(blogSchema.parse(one.json())).toEqual(asPublic(blog));

    const secondImage = await uploaded();
    const edited = await send('PUT', `/api/admin/blogs/${blog._id.toUpperCase()}`, admin, {
      title: 'Keeping Cement Dry',
      category: 'Building tips',
      content: 'Short and sweet.',
      image: secondImage,
    });
    expect(edited.statusCode).toBe(200);
    const after = adminBlogResponseSchema.parse(edited.json()).blog;
    expect(after).toMatchObject({
      _id: blog._id,
      title: 'Keeping Cement Dry',
      category: 'Building tips',
      image: secondImage,
      createdAt: blog.createdAt,
      // Sent without a time, a published post keeps its own: editing never moves it.
      publishAt: blog.publishAt,
    });
    expect((await t.app.inject({ url: `/api/blogs/${blog._id}` })).json()).toEqual(asPublic(after));
    expect((await publicList()).find((b) => b._id === blog._id)).toEqual(asPublic(after));
    // The replaced picture is no longer used by any post, so its files are gone.
    for (const w of BANNER_IMAGE_WIDTHS) {
      expect(fs.existsSync(fileOf(imageAtWidth(image, w)))).toBe(false);
      expect(fs.existsSync(fileOf(imageAtWidth(secondImage, w)))).toBe(true);
    }

    const deleted = await send('DELETE', `/api/admin/blogs/${blog._id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: M.deleted });
    expect((await publicList()).some((b) => b._id === blog._id)).toBe(false);
    const gone = await t.app.inject({ url: `/api/blogs/${blog._id}` });
    expect(gone.statusCode).toBe(404);
    expect(fs.existsSync(fileOf(secondImage))).toBe(false);

    const entries = await auditOf(blog._id);
    expect(entries.map((e) => e.action)).toEqual(['blog.delete', 'blog.update', 'blog.create']);
    expect(entries[2]).toMatchObject({ before: null, after: blog });
    expect(entries[1]).toMatchObject({ before: blog, after });
    expect(entries[0]).toMatchObject({ before: after, after: null });
  });

  it('keeps a demo picture on disk when its post is deleted, and lets a post keep its picture', async () => {
    const [demo] = await publicList();
    // The demo pictures are drawn at the shop's first start; this test app's folder has none.
    const demoFiles = BANNER_IMAGE_WIDTHS.map((w) => fileOf(imageAtWidth(demo!.image, w)));
    fs.mkdirSync(path.dirname(demoFiles[0]!), { recursive: true });
    for (const file of demoFiles) fs.writeFileSync(file, photo);
    const kept = await send('PUT', `/api/admin/blogs/${demo!._id}`, admin, {
      title: demo!.title,
      category: demo!.category,
      content: `${demo!.content}\n\nUpdated by the staff.`,
      image: demo!.image,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().blog.content.endsWith('Updated by the staff.')).toBe(true);

    const res = await send('DELETE', `/api/admin/blogs/${demo!._id}`, admin);
    expect(res.statusCode).toBe(200);
    for (const file of demoFiles) expect(fs.existsSync(file)).toBe(true);
  });

  it('refuses bad input field by field with 400 and a message, never a 500', async () => {
    const image = await uploaded();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '   ' }, M.titleRequired],
      [{ title: 'x'.repeat(201) }, M.titleTooLong],
      [{ category: '' }, M.categoryRequired],
      [{ category: 'c'.repeat(61) }, M.categoryTooLong],
      [{ content: '\n\n' }, M.contentRequired],
      [{ content: 'w'.repeat(BLOG_CONTENT_MAX + 1) }, M.contentTooLong],
      [{ image: 'https://evil.example/x.jpg' }, M.imageRequired],
      [{ image: '/uploads/blog/../../etc/passwd-1600.webp' }, M.imageRequired],
      [{ image: undefined }, M.imageRequired],
      [{ title: 42 }, M.titleRequired],
    ];
    for (const [change, message] of cases) {
      const res = await send('POST', '/api/admin/blogs', admin, { ...post(image), ...change });
      const field = Object.keys(change)[0]!;
      expectRefusal(
        res,
        400,
        { code: 'VALIDATION', message, errors: { [field]: message } },
        JSON.stringify(change),
      );
    }
    // Well formed, but no such upload on the server.
    const missing = await send('POST', '/api/admin/blogs', admin, {
      ...post(image),
      image: `/uploads/blog/${'0'.repeat(32)}-1600.webp`,
    });
    expectRefusal(missing, 400, {
      code: 'VALIDATION',
      message: M.imageMissing,
      errors: { image: M.imageMissing },
    });

    // Exactly the longest article is accepted.
    const longest = await send('POST', '/api/admin/blogs', admin, {
      ...post(image),
      content: 'w'.repeat(BLOG_CONTENT_MAX),
    });
    expect(longest.statusCode).toBe(201);

    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().success).toBe(false);
  });

  it('answers 400 for a malformed id and 404 for an unknown post', async () => {
    const image = await uploaded();
    const bad = await send('PUT', '/api/admin/blogs/not-an-id', admin, post(image));
    expectRefusal(bad, 400, { code: 'BAD_REQUEST', message: API_MESSAGES.invalidBlogId });
    const missing = await send('PUT', `/api/admin/blogs/${'e'.repeat(24)}`, admin, post(image));
    expectRefusal(missing, 404, { code: 'NOT_FOUND', message: API_MESSAGES.blogNotFound });
    const missingDelete = await send('DELETE', `/api/admin/blogs/${'e'.repeat(24)}`, admin);
    expect(missingDelete.statusCode).toBe(404);
    // An admin client that sends DELETE with a JSON type and no body is understood.
    const emptyJson = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/blogs/${'e'.repeat(24)}`,
      headers: { ...admin, 'content-type': 'application/json' },
    });
    expect(emptyJson.statusCode).toBe(404);
  });
});
