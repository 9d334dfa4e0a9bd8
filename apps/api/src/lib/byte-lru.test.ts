import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru.ts';

const page = (bytes: number) => ({ bytes });
const lru = <T extends { bytes: number }>(maxBytes: number, ttlMs = 60_000, now?: () => number) =>
  new ByteLru<T>({ maxBytes, ttlMs, now, sizeOf: (value) => value.bytes });

describe('ByteLru', () => {
  it('drops the least recently read entries once the bytes exceed the budget', () => {
    // Keys count too: two bytes a character.
    const store = lru(300);
    store.set('a', page(98));
    store.set('b', page(98));
    store.set('c', page(98));
    expect(store.bytes).toBe(300);
    store.get('a'); // read: now the most recent
    store.set('d', page(98));
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBeDefined();
    expect(store.get('c')).toBeDefined();
    expect(store.get('d')).toBeDefined();
    expect(store.bytes).toBe(300);

    // A big entry pushes out as many as it needs.
    store.set('e', page(198));
    expect(store.size).toBe(2);
    expect(store.bytes).toBe(300);
    expect(store.get('d')).toBeDefined();
  });

  it('keeps nothing larger than the whole budget, and replaces an entry without counting it twice', () => {
    const store = lru(100);
    expect(store.set('big', page(95))).toBe(false);
    expect(store.size).toBe(0);
    store.set('k', page(10));
    store.set('k', page(20));
    expect(store.bytes).toBe(22);
    store.delete('k');
    expect(store.bytes).toBe(0);
  });

  it('forgets an entry when its time is up', () => {
    let now = 1_000;
    const store = lru(1_000, 500, () => now);
    store.set('a', page(1));
    now += 499;
    expect(store.get('a')).toBeDefined();
    now += 1;
    expect(store.get('a')).toBeUndefined();
    expect(store.bytes).toBe(0);
  });

  it('drops the entries a test picks', () => {
    const store = lru<{ bytes: number; tag: string }>(1_000);
    store.set('a', { bytes: 1, tag: 'catalog' });
    store.set('b', { bytes: 1, tag: 'blog' });
    store.set('c', { bytes: 1, tag: 'catalog' });
    store.deleteWhere((value) => value.tag === 'catalog');
    expect(store.size).toBe(1);
    expect(store.get('b')).toBeDefined();
    expect(store.bytes).toBe(3);
    store.clear();
    expect([store.size, store.bytes]).toEqual([0, 0]);
  });

  it('refuses an entry larger than its limit for one entry', () => {
    const store = new ByteLru<{ bytes: number }>({
      maxBytes: 10_000,
      maxEntryBytes: 2_500,
      ttlMs: 60_000,
      sizeOf: (value) => value.bytes,
    });
    expect(store.set('big', page(3_000))).toBe(false);
    expect(store.set('fits', page(2_000))).toBe(true);
    expect(store.size).toBe(1);
  });
});
