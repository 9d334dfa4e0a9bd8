import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API_MESSAGES } from '@shop/contracts';
import { signUp, type Headers } from '../../test/account-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { multipartBody } from '../../test/upload-fixtures.ts';
import { expectRefusal, expectSignInRequired } from '../../test/refusals.ts';

// Two uploads an hour per account here (DEFAULT_LIMITS allows 10), so the test stays short.
const t = useTestApp({ rateLimits: { limits: { avatarPerAccount: { max: 2, minutes: 60 } } } });

let png: Buffer;
beforeAll(async () => {
  png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
});

const upload = (headers: Headers) => {
  const body = multipartBody('profilePicture', 'me.png', 'image/png', png);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/update-profile-picture',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};

describe('profile picture uploads per account', () => {
  it('refuses the upload past the limit with 429 in its own words; other accounts go on', async () => {
    const busy = await signUp(t.app, 'Akol Uploads');
    const other = await signUp(t.app, 'Nyandit Calm');
    for (let i = 0; i < 2; i++) expect((await upload(busy.headers)).statusCode).toBe(200);
    expectRefusal(await upload(busy.headers), 429, {
      code: 'RATE_LIMITED',
      message: ACCOUNT_API_MESSAGES.tooManyPictures,
    });
    expect((await upload(other.headers)).statusCode).toBe(200);
    // A visitor is asked to sign in, not counted.
    expectSignInRequired(await upload({}));
  });
});
