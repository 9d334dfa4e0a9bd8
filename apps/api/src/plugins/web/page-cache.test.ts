import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CACHE_TAGS, type CacheTag, type CacheVersions } from '../cache-versions.ts';
import { createPageCache, etagOf, type Rendering } from './page-cache.ts';

/** This instance's generations, as plugins/cache-versions.ts keeps them, without a database. */
function localVersions() {
  const generation = Object.fromEntries(CACHE_TAGS.map((tag) => [tag, 0])) as Record<
    CacheTag,
    number
  >;
  const listeners: Array<(changed: readonly CacheTag[]) => void> = [];
  const versions: CacheVersions = {
    snapshot: () => ({ ...generation }),
    isCurrent: (made, tags) => tags.every((tag) => made[tag] === generation[tag]),
    async bump(tags) {
      for (const tag of tags) generation[tag] += 1;
      for (const listener of listeners) listener(tags);
    },
    onChange: (listener) => void listeners.push(listener),
  };
  return versions;
}

const HTML = [['content-type', 'text/html; charset=utf-8']] as const;

/** A renderer whose pages show a counter, reading `reads` from the API. */
function renderer(reads: string[], overrides: Partial<Rendering> = {}) {
  const calls: string[] = [];
  let release: (() => void) | undefined;
  const state = { hold: false };
  const render = async (key: string): Promise<Rendering> => {
    calls.push(key);
    const n = calls.length;
    if (state.hold) await new Promise<void>((resolve) => (release = resolve));
    return {
      status: 200,
      headers: HTML,
      setsCookie: false,
      // Past the size below which a body is sent as it is (lib/content-coding.ts).
      body: Buffer.from(
        `<html><body><p>render ${n} of ${key}</p>${'<p>Cement, 50 kg</p>'.repeat(80)}<script>go(${n})</script>`,
      ),
      reads,
      readFailed: false,
      ...overrides,
    };
  };
  return { render, calls, state, release: () => release?.() };
}

const PRODUCT_READS = ['/api/settings', '/api/product/single?id=1', '/api/reviews/1?page=1'];

function cacheOver(render: (key: string) => Promise<Rendering>, maxBytes = 1024 * 1024) {
  const versions = localVersions();
  return { versions, pages: createPageCache({ maxBytes, ttlMs: 60_000, versions, render }) };
}

describe('the page cache', () => {
  it('renders a page once and serves it again, compressed both ways', async () => {
    const r = renderer(PRODUCT_READS);
    const { pages } = cacheOver(r.render);
    const first = await pages.get('/product/1');
    expect(first).toMatchObject({ hit: false, kept: true });
    const second = await pages.get('/product/1');
    expect(second).toMatchObject({ hit: true, kept: true });
    expect(second.page).toBe(first.page);
    expect(r.calls).toEqual(['/product/1']);

    const { bodies, tags, scriptHashes } = second.page;
    expect(brotliDecompressSync(bodies.br!)).toEqual(bodies.identity);
    expect(gunzipSync(bodies.gzip!)).toEqual(bodies.identity);
    expect(tags.toSorted()).toEqual(['catalog', 'site']);
    expect(scriptHashes).toHaveLength(1);
    expect(etagOf(second.page, 'br')).not.toBe(etagOf(second.page, 'gzip'));
  });

  it('renders concurrent requests for one address once', async () => {
    const r = renderer(PRODUCT_READS);
    r.state.hold = true;
    const { pages } = cacheOver(r.render);
    const waiting = Promise.all([pages.get('/'), pages.get('/'), pages.get('/')]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    r.release();
    const answers = await waiting;
    expect(r.calls).toHaveLength(1);
    expect(new Set(answers.map((a) => a.page)).size).toBe(1);
  });

  it('drops a page when something it read changes, and only then', async () => {
    const r = renderer(PRODUCT_READS);
    const { pages, versions } = cacheOver(r.render);
    await pages.get('/product/1');
    await versions.bump(['blog']);
    expect((await pages.get('/product/1')).hit).toBe(true);
    await versions.bump(['catalog']);
    expect(pages.stats().pages).toBe(0);
    const after = await pages.get('/product/1');
    expect(after.hit).toBe(false);
    expect(after.page.bodies.identity.toString()).toContain('render 2');
  });

  it('never keeps a render that began before a change, nor hands it to a request that came after', async () => {
    const r = renderer(PRODUCT_READS);
    r.state.hold = true;
    const { pages, versions } = cacheOver(r.render);
    const before = pages.get('/product/1');
    await new Promise((resolve) => setTimeout(resolve, 10));
    const firstRelease = r.release;
    await versions.bump(['catalog']);
    r.state.hold = false;
    // Asked after the change: a render of its own.
    const after = await pages.get('/product/1');
    expect(after.page.bodies.identity.toString()).toContain('render 2');
    firstRelease();
    const old = await before;
    expect(old).toMatchObject({ kept: false });
    expect(old.page.bodies.identity.toString()).toContain('render 1');
    expect((await pages.get('/product/1')).page).toBe(after.page);
  });

  it('keeps no error, no page that sets a cookie and no page whose read failed', async () => {
    for (const overrides of [
      { status: 404 },
      { setsCookie: true },
      { readFailed: true },
    ] satisfies Array<Partial<Rendering>>) {
      const r = renderer(PRODUCT_READS, overrides);
      const { pages } = cacheOver(r.render);
      expect(await pages.get('/x')).toMatchObject({ hit: false, kept: false });
      expect((await pages.get('/x')).hit).toBe(false);
      expect(r.calls).toHaveLength(2);
    }
  });

  it('holds no more bytes than its budget', async () => {
    const r = renderer(PRODUCT_READS);
    const { pages } = cacheOver(r.render, 8_000);
    for (let i = 0; i < 20; i++) await pages.get(`/product/${i}`);
    expect(pages.stats().bytes).toBeLessThanOrEqual(8_000);
    expect(pages.stats().pages).toBeGreaterThan(0);
    expect(pages.stats().pages).toBeLessThan(20);
  });

  it('depends on everything when a page read a path no tag describes', async () => {
    const r = renderer(['/api/something-new']);
    const { pages, versions } = cacheOver(r.render);
    await pages.get('/');
    await versions.bump(['blog']);
    expect((await pages.get('/')).hit).toBe(false);
  });
});
