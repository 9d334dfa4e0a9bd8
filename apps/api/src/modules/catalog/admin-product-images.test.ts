import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PRODUCT_LIMITS,
  ADMIN_PRODUCT_MESSAGES as M,
  PRODUCT_IMAGE_WIDTHS,
  imageAtWidth,
} from '@shop/contracts';
import { useTestApp } from '../../test/test-app.ts';
import { adminKit } from '../../test/product-fixtures.ts';
import { multipartBody } from '../../test/upload-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof adminKit>>;
beforeAll(async () => {
  k = await adminKit(t);
});

const upload = (data: Buffer, filename = 'bench.png', type = 'image/png', field = 'image') => {
  const body = multipartBody(field, filename, type, data);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/products/images',
    headers: { ...k.admin.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};
const fileOf = (url: string) => path.join(t.uploadsDir, url.replace(/^\/uploads\//, ''));
const productFiles = () => fs.readdirSync(path.join(t.uploadsDir, 'products'));

/** A real picture with a camera's metadata, as a phone would send it. */
async function photo(width: number, height: number, format: 'png' | 'jpeg' | 'avif' = 'png') {
  const canvas = sharp({ create: { width, height, channels: 3, background: '#8a5a2b' } }).withExif({
    IFD0: { Make: 'TestCam', Copyright: 'Boma Star' },
  });
  return canvas.toFormat(format).toBuffer();
}

describe('POST /api/admin/products/images', () => {
  it('re-encodes a photo to WebP at every product width, without metadata, under a new name', async () => {
    const source = await photo(1200, 900, 'jpeg');
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const res = await upload(source, '../../etc/passwd.png');
    expect(res.statusCode, res.body).toBe(200);
    const { url, widths, success } = res.json();
    expect(success).toBe(true);
    expect(widths).toEqual([...PRODUCT_IMAGE_WIDTHS]);
    expect(url).toMatch(/^\/uploads\/products\/[0-9a-f]{32}-800\.webp$/);
    for (const width of PRODUCT_IMAGE_WIDTHS) {
      const meta = await sharp(fileOf(imageAtWidth(url, width))).metadata();
      expect(meta.format).toBe('webp');
      // Fitted inside width x width: the longer side is the width.
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round((width * 900) / 1200));
      expect(meta.exif).toBeUndefined();
    }
    // Served by the uploads plugin, and usable in a product at once.
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const created = await k.create(k.form({ images: [url, k.knownImage] }));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().product.image).toEqual([url, k.knownImage]);
  });

  it('never enlarges a small picture: wider renditions keep its own size', async () => {
    const res = await upload(await photo(300, 400, 'jpeg'), 'small.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json();
    const sizes = await Promise.all(
      PRODUCT_IMAGE_WIDTHS.map(async (w) => {
        const meta = await sharp(fileOf(imageAtWidth(url, w))).metadata();
        return [meta.width, meta.height];
      }),
    );
    expect(sizes).toEqual([
      [180, 240],
      [300, 400],
      [300, 400],
    ]);
  });

  it('accepts AVIF, recognised by content whatever the name says', async () => {
    const res = await upload(await photo(500, 500, 'avif'), 'picture.txt', 'text/plain');
    expect(res.statusCode, res.body).toBe(200);
    expect(fs.existsSync(fileOf(res.json().url))).toBe(true);
  });

  it('refuses a text file named .png, an SVG, a too small picture and a missing file', async () => {
    const before = productFiles().length;
    const text = await upload(Buffer.from('<?php system($_GET["c"]); ?>'), 'evil.png');
    expectRefusal(text, 400, {
      code: 'VALIDATION',
      message: M.imageNotAnImage,
      errors: { image: M.imageNotAnImage },
    });

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><script>alert(1)</script></svg>',
    );
    const vector = await upload(svg, 'logo.png');
    expect(vector.statusCode).toBe(400);
    expect(vector.json()).toMatchObject({
      code: 'VALIDATION',
      message: M.imageNotAnImage,
      errors: { image: M.imageNotAnImage },
    });

    const tiny = await upload(await photo(200, 150));
    expectRefusal(tiny, 400, {
      code: 'VALIDATION',
      message: M.imageTooSmall,
      errors: { image: M.imageTooSmall },
    });

    // A real PNG cut in half passes the header check but cannot be decoded.
    const whole = await photo(900, 900);
    const cut = await upload(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ code: 'VALIDATION', errors: { image: M.imageNotAnImage } });

    const wrongField = await upload(await photo(600, 600), 'a.png', 'image/png', 'file');
    expectRefusal(wrongField, 400, {
      code: 'VALIDATION',
      message: M.imageMissing,
      errors: { image: M.imageMissing },
    });

    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/images',
      headers: k.admin.headers,
      payload: { image: 'x' },
    });
    expectRefusal(notMultipart, 400, { code: 'BAD_REQUEST', message: M.imageMissing });

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/images',
      headers: { ...k.admin.headers, 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nxx',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(broken.json().success).toBe(false);

    expect(productFiles().length).toBe(before);
  });

  it('refuses a file over 8 MB with 413', async () => {
    const big = Buffer.alloc(ADMIN_PRODUCT_LIMITS.imageBytesMax + 1024, 7);
    const res = await upload(big, 'huge.png');
    expectRefusal(res, 413, {
      code: 'PAYLOAD_TOO_LARGE',
      message: M.imageTooLarge,
      errors: { image: M.imageTooLarge },
    });
  });
});
