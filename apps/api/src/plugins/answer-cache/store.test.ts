import { describe, expect, it } from 'vitest';
import { AnswerStore, sizeOf, type Answer } from './store.ts';

const made = { catalog: 0, blog: 0, site: 0 };
const answer = (key: string, bytes: number, expiresAt = Infinity): Answer => ({
  key,
  made,
  tags: ['catalog'],
  expiresAt,
  etag: 'W/"x"',
  contentType: 'application/json; charset=utf-8',
  cacheControl: undefined,
  identity: Buffer.alloc(bytes),
  br: undefined,
  gzip: undefined,
});

describe('the answer store', () => {
  it('drops the least recently served entries when its bytes run out', () => {
    const one = sizeOf(answer('a', 1000));
    const store = new AnswerStore(one * 4);
    for (const key of ['a', 'b', 'c', 'd']) expect(store.set(answer(key, 1000))).toBe(true);
    expect(store.get('a')).toBeDefined();
    store.set(answer('e', 1000));
    expect(store.get('b')).toBeUndefined();
    expect([...'acde'].every((key) => store.get(key))).toBe(true);
    expect(store.bytes).toBe(one * 4);
  });

  it('counts compressed copies and replaces an entry under the same key', () => {
    const store = new AnswerStore(1_000_000);
    const withCopies = { ...answer('a', 1000), br: Buffer.alloc(100), gzip: Buffer.alloc(200) };
    store.set(withCopies);
    expect(store.bytes).toBe(sizeOf(answer('a', 1000)) + 300);
    store.set(answer('a', 10));
    expect(store.size).toBe(1);
    expect(store.bytes).toBe(sizeOf(answer('a', 10)));
  });

  it('refuses an entry larger than a quarter of it', () => {
    const store = new AnswerStore(10_000);
    expect(store.set(answer('big', 3000))).toBe(false);
    expect(store.size).toBe(0);
  });

  it('forgets expired entries', () => {
    let now = 1000;
    const store = new AnswerStore(1_000_000, () => now);
    store.set(answer('a', 10, 2000));
    expect(store.get('a')).toBeDefined();
    now = 2000;
    expect(store.get('a')).toBeUndefined();
    expect(store.bytes).toBe(0);
  });

  it('prunes what a change made stale', () => {
    const store = new AnswerStore(1_000_000);
    store.set(answer('a', 10));
    store.set({ ...answer('b', 10), made: { ...made, catalog: 1 } });
    store.prune((entry) => entry.made.catalog === 1);
    expect(store.get('a')).toBeUndefined();
    expect(store.get('b')).toBeDefined();
    expect(store.bytes).toBe(sizeOf(answer('b', 10)));
  });
});
