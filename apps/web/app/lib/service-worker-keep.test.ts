import { describe, expect, it } from 'vitest';
import { carriesSecret, forbidsStoring, isAvatar, refusal } from './service-worker-keep';

// What the service worker may keep (sw/keep-rules.ts applies these to every runtime cache).

const at = (address: string) => new URL(address, 'https://shop.example');
const answer = (status: number, cacheControl?: string) =>
  new Response('', { status, headers: cacheControl ? { 'cache-control': cacheControl } : {} });

describe('carriesSecret', () => {
  it('knows the pages whose address carries a token or a customer’s details', () => {
    for (const address of [
      '/newsletter/confirm/0123456789abcdef0123456789abcdef',
      '/newsletter/unsubscribe/0123456789abcdef',
      '/reset-password/0123456789abcdef',
      '/reset-password',
      '/confirm-email/0123456789abcdef',
      '/quotation/dwY0S_l6vJ9BiJLy25sQOWA7JkTKwFfeb7rBIPbRRQc',
      '/track?order=3F9A1C&phone=0912345678',
      '/track',
      '/verify?success=true&orderId=abc',
    ])
      expect(carriesSecret(at(address)), address).toBe(true);
  });

  it('knows them however the address is written', () => {
    for (const address of [
      // A client navigation's data request for the page.
      '/reset-password/abc.data',
      '/track.data?order=3F9A1C',
      '/newsletter/confirm/abc.data?_routes=routes%2Fnewsletter-confirm',
      // The router matches without regard to case, slashes doubled or added, or escapes.
      '/RESET-PASSWORD/abc',
      '/newsletter//unsubscribe/abc',
      '/track/',
      '/reset%2Dpassword/abc',
      '/reset-password%2Fabc',
    ])
      expect(carriesSecret(at(address)), address).toBe(true);
  });

  it('knows a route look-up that names one of them', () => {
    const lookUp = (paths: string) =>
      at(`/__manifest?${new URLSearchParams({ paths, version: 'abc123' })}`);
    expect(carriesSecret(lookUp('/,/collection,/newsletter/unsubscribe/abc'))).toBe(true);
    expect(carriesSecret(lookUp('reset-password/abc'))).toBe(true);
    expect(carriesSecret(lookUp('/,/collection,/product/0123456789abcdef01234567'))).toBe(false);
    expect(carriesSecret(at('/__manifest?version=abc123'))).toBe(false);
  });

  it('leaves every other page alone, however alike its name', () => {
    for (const address of [
      '/',
      '/collection?category=Stationery',
      '/product/0123456789abcdef01234567',
      '/login?redirect=%2Forders',
      '/orders',
      '/profile?tab=orders',
      '/_root.data',
      '/collection.data',
      '/tracking-tips',
      '/newsletter',
      '/api/product/list?page=1',
      '/blog/reset-password',
    ])
      expect(carriesSecret(at(address)), address).toBe(false);
  });
});

describe('forbidsStoring', () => {
  it('is no-store in any spelling, alone or with other directives', () => {
    expect(forbidsStoring('no-store')).toBe(true);
    expect(forbidsStoring('private, no-store')).toBe(true);
    expect(forbidsStoring('No-Store,private')).toBe(true);
    expect(forbidsStoring(' max-age=0 ,  NO-STORE ')).toBe(true);
  });

  it('allows what this browser alone may keep, or anybody may', () => {
    expect(forbidsStoring(null)).toBe(false);
    expect(forbidsStoring('')).toBe(false);
    // The low-data pages (decision 0038): the browser keeps them, a CDN does not.
    expect(forbidsStoring('private, max-age=0')).toBe(false);
    expect(forbidsStoring('public, max-age=0, s-maxage=1, stale-while-revalidate=1')).toBe(false);
    expect(forbidsStoring('no-cache')).toBe(false);
    expect(forbidsStoring('public, max-age=31536000, immutable')).toBe(false);
    // A directive that only starts like it.
    expect(forbidsStoring('no-store-please')).toBe(false);
  });
});

describe('refusal', () => {
  it('keeps a plain 200 of an ordinary page', () => {
    expect(refusal(at('/collection'), answer(200, 'public, max-age=0, s-maxage=1'))).toBeNull();
    expect(refusal(at('/collection'), answer(200))).toBeNull();
  });

  it('refuses a page with a secret in its address even when the header is missing', () => {
    expect(refusal(at('/reset-password/abc'), answer(200))).toBe('secret');
    expect(refusal(at('/track?order=3F9A1C'), answer(200, 'public, max-age=60'))).toBe('secret');
  });

  it('refuses an answer marked no-store', () => {
    expect(refusal(at('/login'), answer(200, 'private, no-store'))).toBe('no-store');
  });

  it('refuses an error or a redirect without condemning the copy kept before', () => {
    expect(refusal(at('/collection'), answer(503))).toBe('not-ok');
    expect(refusal(at('/product/x'), answer(404, 'public, max-age=60'))).toBe('not-ok');
    expect(refusal(at('/orders'), answer(302))).toBe('not-ok');
  });
});

describe('isAvatar', () => {
  it('tells a customer’s own picture from the catalogue’s', () => {
    expect(isAvatar(at('/uploads/avatars/0123456789abcdef0123456789abcdef-256.webp'))).toBe(true);
    expect(isAvatar(at('/uploads/products/juba-sofa-800.webp'))).toBe(false);
  });
});
