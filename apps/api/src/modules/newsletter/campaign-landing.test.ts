// Which requests are a reader's landing from a campaign, and the cookie that remembers it
// (docs/decisions/0061).
import { describe, expect, it } from 'vitest';
import { campaignCookieValue } from '@shop/contracts';
import { campaignCookie, campaignLanding } from './campaign-landing.ts';

const BROWSER = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 10) Chrome/120.0 Mobile Safari/537.36',
};
const URL = '/product/1?utm_source=newsletter&utm_medium=email&utm_campaign=cement-week-a1b2c3';

describe('campaignLanding', () => {
  it('answers the campaign name of a GET for a document with utm_source=newsletter', () => {
    expect(campaignLanding('GET', URL, BROWSER)).toBe('cement-week-a1b2c3');
    expect(campaignLanding('GET', URL, { ...BROWSER, 'sec-fetch-dest': 'document' })).toBe(
      'cement-week-a1b2c3',
    );
    // A phone whose maker's name ends in "bot" is still a reader.
    expect(campaignLanding('GET', URL, { 'user-agent': 'Mozilla/5.0 (Linux; CUBOT X30)' })).toBe(
      'cement-week-a1b2c3',
    );
  });

  it.each([
    ['a POST', 'POST', URL, BROWSER],
    ['no query', 'GET', '/product/1', BROWSER],
    ['another source', 'GET', URL.replace('=newsletter', '=facebook'), BROWSER],
    ['a name the shop never writes', 'GET', URL.replace('cement-week-a1b2c3', 'A%20B'), BROWSER],
    ['a data request', 'GET', URL.replace('/product/1', '/product/1.data'), BROWSER],
    ['the API', 'GET', URL.replace('/product/1', '/api/product/1'), BROWSER],
    ['an image', 'GET', URL, { ...BROWSER, 'sec-fetch-dest': 'image' }],
    ['a prefetch', 'GET', URL, { ...BROWSER, 'sec-purpose': 'prefetch' }],
    ['a prerender', 'GET', URL, { ...BROWSER, 'sec-purpose': 'prefetch;prerender' }],
    ['an old prefetch', 'GET', URL, { ...BROWSER, purpose: 'prefetch' }],
    ['no user agent', 'GET', URL, {}],
    [
      'a robot',
      'GET',
      URL,
      { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' },
    ],
    ['a link preview', 'GET', URL, { 'user-agent': 'facebookexternalhit/1.1' }],
    ['a script', 'GET', URL, { 'user-agent': 'curl/8.5.0' }],
  ])('answers nothing for %s', (_, method, url, headers) => {
    expect(campaignLanding(method, url, headers)).toBeUndefined();
  });
});

describe('the campaign cookie', () => {
  it('holds the campaign id alone, HttpOnly, SameSite=Lax, for 30 days', () => {
    expect(campaignCookie('0123456789abcdef01234567', false)).toBe(
      'shop_campaign=0123456789abcdef01234567; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax',
    );
    expect(campaignCookie('0123456789abcdef01234567', true)).toMatch(/; Secure$/);
  });

  it('is read back only when it holds an id', () => {
    expect(campaignCookieValue('a=1; shop_campaign=0123456789abcdef01234567')).toBe(
      '0123456789abcdef01234567',
    );
    for (const junk of [undefined, '', 'shop_campaign=', 'shop_campaign=x', 'shop_campaign=1 or 1'])
      expect(campaignCookieValue(junk)).toBeUndefined();
  });
});
