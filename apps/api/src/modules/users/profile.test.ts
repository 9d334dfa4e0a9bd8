import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_API_MESSAGES as A,
  ACCOUNT_MESSAGES as M,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MAX_SIDE,
} from '@shop/contracts';
import { signUp } from '../../test/account-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { multipartBody } from '../../test/upload-fixtures.ts';
import { expectRefusal } from '../../test/refusals.ts';

const t = useTestApp();
let user: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  user = await signUp(t.app, 'Garang Profile');
});

const update = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/user/update-profile', headers: user.headers, payload });

const upload = (field: string, filename: string, type: string, data: Buffer) => {
  const body = multipartBody(field, filename, type, data);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/update-profile-picture',
    headers: { ...user.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};
const fileOf = (url: string) => path.join(t.uploadsDir, url.replace(/^\/uploads\//, ''));

describe('profile', () => {
  it('updates the profile; e-mail and role cannot change', async () => {
    const res = await update({
      name: 'Garang Deng',
      phone: '+211 912 345 678',
      address: 'Juba, Hai Malakal',
      dateOfBirth: '1990-05-17',
      gender: 'male',
      preferences: ['Modern', 'Rustic'],
      email: 'hijack@example.org',
      role: 'admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: M.profileUpdated,
      user: {
        name: 'Garang Deng',
        email: user.email,
        role: 'customer',
        phone: '+211 912 345 678',
        dateOfBirth: '1990-05-17',
        gender: 'male',
        preferences: ['Modern', 'Rustic'],
      },
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: user.headers,
    });
    expect(me.json().user).toMatchObject({
      email: user.email,
      role: 'customer',
      address: 'Juba, Hai Malakal',
    });
  });

  it.each([
    [{ gender: 'robot' }, 'gender', 'Please choose a gender from the list'],
    [{ dateOfBirth: '1990-13-45' }, 'dateOfBirth', 'Please enter a valid date of birth'],
    [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth', 'Please enter a valid date of birth'],
    [{ preferences: ['Modern', 'Gothic'] }, 'preferences', 'Unknown style preference'],
    [{ phone: 'abc' }, 'phone', 'Please enter a valid phone number'],
    [{ phone: '12' }, 'phone', 'Please enter a valid phone number'],
  ])('refuses %j with 400 and a readable message', async (payload, field, message) => {
    const res = await update(payload);
    expectRefusal(res, 400, { code: 'VALIDATION', message, errors: { [field]: message } });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/update-profile',
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('profile picture', () => {
  it('re-encodes an uploaded image to WebP, replaces the old one, and removes it', async () => {
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .png()
      .toBuffer();
    const first = await upload('profilePicture', 'me.png', 'image/png', png);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: M.pictureUpdated });
    const url: string = first.json().user.profilePicture;
    expect(url).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}-256\.webp$/);
    const meta = await sharp(fileOf(url)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(fs.existsSync(fileOf(url.replace('-256', '-96')))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);

    const jpeg = await sharp(png).jpeg().toBuffer();
    const second = await upload('profilePicture', 'me.jpg', 'image/jpeg', jpeg);
    expect(second.statusCode).toBe(200);
    const url2: string = second.json().user.profilePicture;
    expect(url2).not.toBe(url);
    expect(fs.existsSync(fileOf(url))).toBe(false);
    expect(fs.existsSync(fileOf(url2))).toBe(true);

    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/user/remove-profile-picture',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ success: true, message: M.pictureRemoved });
    expect(removed.json().user.profilePicture).toBe('');
    expect(fs.existsSync(fileOf(url2))).toBe(false);
    expect(fs.existsSync(fileOf(url2.replace('-256', '-96')))).toBe(false);
  });

  it('refuses a text file named .png', async () => {
    const res = await upload(
      'profilePicture',
      'evil.png',
      'image/png',
      Buffer.from('<?php echo 1; ?>'),
    );
    expectRefusal(res, 400, {
      code: 'VALIDATION',
      message: M.notAnImage,
      errors: { profilePicture: M.notAnImage },
    });
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.alloc(PROFILE_PICTURE_MAX_BYTES + 1024, 1);
    const res = await upload('profilePicture', 'big.png', 'image/png', big);
    expectRefusal(res, 413, {
      code: 'PAYLOAD_TOO_LARGE',
      message: M.imageTooLarge,
      errors: { profilePicture: M.imageTooLarge },
    });
  });

  it('refuses a picture of more than 4096 × 4096 pixels before decoding it, takes one that size', async () => {
    const create = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } });
    const wide = await create(PROFILE_PICTURE_MAX_SIDE + 1, PROFILE_PICTURE_MAX_SIDE)
      .png()
      .toBuffer();
    expect(wide.length).toBeLessThan(PROFILE_PICTURE_MAX_BYTES);
    const res = await upload('profilePicture', 'wide.png', 'image/png', wide);
    expectRefusal(res, 413, {
      code: 'PAYLOAD_TOO_LARGE',
      message: A.pictureTooManyPixels,
      errors: { profilePicture: A.pictureTooManyPixels },
    });
    expect(A.pictureTooManyPixels).toContain('4096 × 4096 pixels');

    const largest = await create(PROFILE_PICTURE_MAX_SIDE, PROFILE_PICTURE_MAX_SIDE)
      .jpeg()
      .toBuffer();
    const ok = await upload('profilePicture', 'largest.jpg', 'image/jpeg', largest);
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a cut-off multipart body with a 400, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/update-profile-picture',
      headers: { ...user.headers, 'content-type': 'multipart/form-data; boundary=abc' },
      payload:
        '--abc\r\nContent-Disposition: form-data; name="profilePicture"; filename="a.png"\r\n\r\nxx',
    });
    expectRefusal(res, 400, { code: 'BAD_REQUEST', message: M.selectImage });
  });

  it('refuses a request without the file field', async () => {
    const res = await upload('other', 'me.png', 'image/png', Buffer.from('x'));
    expectRefusal(res, 400, {
      code: 'VALIDATION',
      message: M.selectImage,
      errors: { profilePicture: M.selectImage },
    });
  });
});
