// The shop with its images in a bucket (a real S3 server), as several instances run it: pictures
// uploaded through one instance land in the bucket in every size, are served and accepted by
// another instance on the same database, and leave the bucket when the shop lets go of them.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { BANNER_IMAGE_WIDTHS, PRODUCT_IMAGE_WIDTHS, imageAtWidth } from '@shop/contracts';
import { AVATAR_SIZES } from '../modules/users/avatar.ts';
import { signUp, signUpAdmin, type Headers } from '../test/account-fixtures.ts';
import { adminKit } from '../test/product-fixtures.ts';
import { startS3Server, useS3Server } from '../test/s3-fixtures.ts';
import { createTestApp, useTestApp, type TestApp } from '../test/test-app.ts';
import { multipartBody } from '../test/upload-fixtures.ts';

const s3 = useS3Server();
/** Two instances of the shop: one database, one bucket, each its own (unused) uploads folder. */
const a = useTestApp(async () => ({ s3: s3.location }));
const b = useTestApp(async () => ({ s3: s3.location, database: a.handle }));

let photo: Buffer;
let admin: Headers;
beforeAll(async () => {
  photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  admin = (await signUpAdmin(a.app, a.db, 'Nyandeng Images')).headers;
});

function upload(t: TestApp, url: string, field: string, headers: Headers, data = photo) {
  const body = multipartBody(field, 'photo.jpg', 'image/jpeg', data);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}
const keyOf = (url: string) => url.replace(/^\/uploads\//, '');
const onDisk = (t: TestApp) =>
  fs.readdirSync(t.uploadsDir, { recursive: true }).filter((f) => String(f).endsWith('.webp'));

/** The picture as the other instance serves it: a WebP of the given width. */
async function servedWidth(t: TestApp, url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  return (await sharp(res.rawPayload).metadata()).width;
}

describe('product pictures in a bucket', () => {
  it('uploaded through one instance: every width in the bucket, served and accepted by the other', async () => {
    const res = await upload(a, '/api/admin/products/images', 'image', admin);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json<{ url: string }>();
    const base = keyOf(url).replace(/-800\.webp$/, '');
    expect(await s3.keys(base)).toEqual(
      PRODUCT_IMAGE_WIDTHS.map((w) => `${base}-${w}.webp`).sort(),
    );
    expect(onDisk(a)).toEqual([]);

    for (const width of PRODUCT_IMAGE_WIDTHS)
      expect(await servedWidth(b, imageAtWidth(url, width))).toBe(width);

    // The other instance checks the picture against the bucket before a product may show it.
    const kit = await adminKit(b);
    const created = await kit.create(kit.form({ images: [url] }));
    expect(created.statusCode, created.body).toBe(200);
    const never = `/uploads/products/${'0'.repeat(32)}-800.webp`;
    const unknown = await kit.create(kit.form({ images: [never] }));
    expect(unknown.statusCode).toBe(400);
  });

  it('stores nothing of a picture that does not decode', async () => {
    const before = await s3.keys('products/');
    const cut = photo.subarray(0, Math.floor(photo.length / 2));
    const res = await upload(a, '/api/admin/products/images', 'image', admin, cut);
    expect(res.statusCode).toBe(400);
    expect(await s3.keys('products/')).toEqual(before);
  });
});

describe('profile pictures in a bucket', () => {
  it('keeps both sizes in the bucket, and deletes the old ones on a change and on removal', async () => {
    const user = await signUp(a.app, 'Ladu Avatar');
    const first = await upload(
      a,
      '/api/user/update-profile-picture',
      'profilePicture',
      user.headers,
    );
    expect(first.statusCode, first.body).toBe(200);
    const url: string = first.json().user.profilePicture;
    const keysOf = (picture: string) =>
      AVATAR_SIZES.map((size) => keyOf(picture).replace(/-256\.webp$/, `-${size}.webp`)).sort();
    expect(await s3.keys(keyOf(url).slice(0, -'-256.webp'.length))).toEqual(keysOf(url));
    expect(await servedWidth(b, url)).toBe(256);

    const second = await upload(
      b,
      '/api/user/update-profile-picture',
      'profilePicture',
      user.headers,
    );
    const url2: string = second.json().user.profilePicture;
    expect(url2).not.toBe(url);
    const avatars = await s3.keys('avatars/');
    expect(avatars).toEqual(expect.arrayContaining(keysOf(url2)));
    expect(avatars).not.toEqual(expect.arrayContaining([keysOf(url)[0]]));
    expect((await a.app.inject({ url })).statusCode).toBe(404);

    const removed = await a.app.inject({
      method: 'POST',
      url: '/api/user/remove-profile-picture',
      headers: user.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await s3.keys('avatars/')).not.toEqual(expect.arrayContaining([keysOf(url2)[0]]));
    expect(onDisk(a)).toEqual([]);
    expect(onDisk(b)).toEqual([]);
  });
});

describe('blog pictures in a bucket', () => {
  it('uploaded on one instance, used by a post on the other, deleted with the post', async () => {
    const res = await upload(a, '/api/admin/blogs/images', 'image', admin);
    expect(res.statusCode, res.body).toBe(200);
    const image: string = res.json().image;
    const base = keyOf(image).slice(0, -'-1600.webp'.length);
    const keys = BANNER_IMAGE_WIDTHS.map((w) => `${base}-${w}.webp`).sort();
    expect(await s3.keys(base)).toEqual(keys);
    expect(await servedWidth(b, imageAtWidth(image, 960))).toBe(960);

    const post = {
      title: 'Storing Roofing Sheets',
      category: 'Construction',
      content: 'Keep them flat, dry and off the ground.',
      image,
    };
    const created = await b.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: admin,
      payload: post,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().blog._id;
    const deleted = await a.app.inject({
      method: 'DELETE',
      url: `/api/admin/blogs/${id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await s3.keys(base)).toEqual([]);
    expect((await b.app.inject({ url: image })).statusCode).toBe(404);
  });
});

describe('a bucket that cannot be reached', () => {
  it('answers 503 (try again) to an upload and to an image, not a 500', async () => {
    const own = await startS3Server();
    const t = await createTestApp({ s3: own.location });
    try {
      const staff = (await signUpAdmin(t.app, t.db, 'Achan Outage')).headers;
      await t.app.storage.put('site/outage-960.webp', Buffer.from('x'), 'image/webp');
      await own.stop();
      const res = await upload(t, '/api/admin/products/images', 'image', staff);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      const image = await t.app.inject({ url: '/uploads/site/outage-960.webp' });
      expect(image.statusCode).toBe(503);
      expect(image.json().success).toBe(false);
      await expect(t.app.storage.check()).rejects.toThrow(/could not be reached/);
    } finally {
      await t.close();
      await own.close();
    }
  });
});

describe('every instance', () => {
  it('keeps no image in its own folder', () => {
    for (const t of [a, b]) expect(fs.existsSync(path.join(t.uploadsDir, 'products'))).toBe(false);
  });
});
