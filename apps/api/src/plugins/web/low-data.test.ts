import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CACHE_TAGS, type CacheTag, type CacheVersions } from '../cache-versions.ts';
import web from '../web.ts';
import { anonymousCookie, renderOfKey, variantKey } from './low-data.ts';

describe('low-data keys', () => {
  it('adds one entry per address, whatever the request sends', () => {
    expect(variantKey('/collection', {})).toBe('/collection');
    expect(variantKey('/collection', { 'save-data': 'on' })).toBe('low-data:/collection');
    expect(variantKey('/collection', { cookie: 'low-data=1' })).toBe('low-data:/collection');
    // The customer's 'off' wins over the browser's Save-Data.
    expect(variantKey('/collection', { 'save-data': 'on', cookie: 'low-data=0' })).toBe(
      '/collection',
    );
    for (const junk of ['off', 'ON!', 'on,on', '1', 'x'.repeat(300)])
      expect(variantKey('/collection', { 'save-data': junk })).toBe('/collection');
    expect(variantKey(null, { 'save-data': 'on' })).toBeNull();
  });

  it('renders a low-data entry from its address with Save-Data: on, and nothing else', () => {
    expect(renderOfKey('low-data:/collection?category=Tables')).toEqual({
      address: '/collection?category=Tables',
      headers: { 'save-data': 'on' },
    });
    expect(renderOfKey('/collection')).toEqual({ address: '/collection', headers: {} });
  });

  it('counts only the low-data cookie alone, with a valid value, as no credential', () => {
    expect(anonymousCookie('low-data=1')).toBe(true);
    expect(anonymousCookie('low-data=0')).toBe(true);
    expect(anonymousCookie('low-data=2')).toBe(false);
    expect(anonymousCookie('low-data=1; session=abc')).toBe(false);
    expect(anonymousCookie(undefined)).toBe(false);
  });

  it('counts the campaign cookie, alone or beside the low-data one, as no credential', () => {
    const campaign = 'shop_campaign=0123456789abcdef01234567';
    expect(anonymousCookie(campaign)).toBe(true);
    expect(anonymousCookie(`low-data=1; ${campaign}`)).toBe(true);
    expect(anonymousCookie(`${campaign}; low-data=0`)).toBe(true);
    expect(anonymousCookie(`${campaign}; session=abc`)).toBe(false);
    expect(anonymousCookie(`${campaign}; low-data=2`)).toBe(false);
    // A junk value is a cookie the shop never set: rendered for the request alone.
    expect(anonymousCookie('shop_campaign=someone@example.org')).toBe(false);
  });
});

/** This instance's generations without a database (as in page-cache.test.ts). */
function localVersions(): CacheVersions {
  const generation = Object.fromEntries(CACHE_TAGS.map((tag) => [tag, 0])) as Record<
    CacheTag,
    number
  >;
  return {
    snapshot: () => ({ ...generation }),
    isCurrent: (made, tags) => tags.every((tag) => made[tag] === generation[tag]),
    bump: async () => {},
    onChange: () => {},
  };
}

// A storefront build that stands in for React Router's: every page says which Save-Data and
// Cookie headers its render was given, and counts its renders.
const FAKE_SERVER = `
globalThis.lowDataRenders = [];
export async function createWebHandler() {
  return async (request) => {
    const seen = 'save-data=' + (request.headers.get('save-data') ?? '-') + ' cookie=' + (request.headers.get('cookie') ?? '-');
    globalThis.lowDataRenders.push(new URL(request.url).pathname + ' ' + seen);
    return new Response('<!doctype html><p>' + seen + '</p>' + '<p>Cement, 50 kg</p>'.repeat(80), {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  };
}
export async function createPageCacheKey() {
  return (url) => (url.pathname === '/kept' ? '/kept' : null);
}
`;

describe('the page cache with low-data mode', () => {
  let app: FastifyInstance;
  let dir: string;
  const renders = () => (globalThis as unknown as { lowDataRenders: string[] }).lowDataRenders;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'low-data-web-'));
    fs.mkdirSync(path.join(dir, 'build', 'client', 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'server.mjs'), FAKE_SERVER);
    app = Fastify();
    app.decorate('cacheVersions', localVersions());
    app.decorate('forwardKey', 'test-forward-key');
    await app.register(web, {
      buildDir: path.join(dir, 'build'),
      apiUrl: 'http://127.0.0.1:1',
      publicUrl: 'https://shop.example',
      pageCacheMb: 8,
    });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    renders().length = 0;
  });

  const get = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/kept', headers });

  it('keeps the normal page and the low-data page apart, each rendered once', async () => {
    const normal = await get();
    expect(normal.body).toContain('save-data=- cookie=-');
    const low = await get({ 'save-data': 'on' });
    expect(low.body).toContain('save-data=on cookie=-');
    expect(renders()).toEqual(['/kept save-data=- cookie=-', '/kept save-data=on cookie=-']);

    // The remembered cookie reaches the same low-data entry; the render never sees the cookie.
    const byCookie = await get({ cookie: 'low-data=1' });
    expect(byCookie.headers['x-cache']).toBe('hit');
    expect(byCookie.body).toBe(low.body);
    const offByCookie = await get({ 'save-data': 'on', cookie: 'low-data=0' });
    expect(offByCookie.headers['x-cache']).toBe('hit');
    expect(offByCookie.body).toBe(normal.body);
    expect(renders()).toHaveLength(2);
  });

  it('adds no entry for junk values: they get one of the two pages or a render of their own', async () => {
    await get();
    await get({ 'save-data': 'on' });
    renders().length = 0;
    for (const value of ['off', 'ON;x', 'yes', 'on,on', '🙂'.repeat(10)]) {
      const res = await get({ 'save-data': value });
      expect(res.headers['x-cache']).toBe('hit');
    }
    // A junk cookie value, or any other cookie, is rendered for that request alone, never kept.
    for (const cookie of ['low-data=2', 'low-data=1; session=abc', 'other=1']) {
      const res = await get({ cookie });
      expect(res.headers['x-cache']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect(renders()).toEqual([
      '/kept save-data=- cookie=low-data=2',
      '/kept save-data=- cookie=low-data=1; session=abc',
      '/kept save-data=- cookie=other=1',
    ]);
  });

  it('lets shared caches hold the normal page only, and says what it varies on', async () => {
    const normal = await get();
    expect(normal.headers.vary).toBe('Accept-Encoding, Save-Data, Cookie');
    expect(normal.headers['cache-control']).toMatch(/^public, .*s-maxage=1/);
    const lowRequests: Record<string, string>[] = [{ 'save-data': 'on' }, { cookie: 'low-data=1' }];
    for (const headers of lowRequests) {
      const low = await get(headers);
      expect(low.headers.vary).toBe('Accept-Encoding, Save-Data, Cookie');
      expect(low.headers['cache-control']).toBe('private, max-age=0');
      // A browser that holds the low-data page asks again with its ETag and gets a 304.
      const again = await get({ ...headers, 'if-none-match': String(low.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
  });
});
