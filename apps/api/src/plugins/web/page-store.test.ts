import { describe, expect, it } from 'vitest';
import { PageStore } from './page-store.ts';

const page = (bytes: number) => ({ bytes });

describe('PageStore', () => {
  it('drops the least recently read entries once the bytes exceed the budget', () => {
    // Keys count too: one character each here.
    const store = new PageStore<{ bytes: number }>(300, 60_000);
    store.set('a', page(99));
    store.set('b', page(99));
    store.set('c', page(99));
    expect(store.bytes).toBe(300);
    store.get('a'); // read: now the most recent
    store.set('d', page(99));
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBeDefined();
    expect(store.get('c')).toBeDefined();
    expect(store.get('d')).toBeDefined();
    expect(store.bytes).toBe(300);

    // A big entry pushes out as many as it needs.
    store.set('e', page(199));
    expect(store.size).toBe(2);
    expect(store.bytes).toBe(300);
    expect(store.get('d')).toBeDefined();
  });

  it('keeps nothing larger than the whole budget, and replaces an entry without counting it twice', () => {
    const store = new PageStore<{ bytes: number }>(100, 60_000);
    expect(store.set('big', page(98))).toBe(false);
    expect(store.size).toBe(0);
    store.set('k', page(10));
    store.set('k', page(20));
    expect(store.bytes).toBe(21);
    store.delete('k');
    expect(store.bytes).toBe(0);
  });

  it('forgets an entry when its time is up', () => {
    let now = 1_000;
    const store = new PageStore<{ bytes: number }>(1_000, 500, () => now);
    store.set('a', page(1));
    now += 499;
    expect(store.get('a')).toBeDefined();
    now += 1;
    expect(store.get('a')).toBeUndefined();
    expect(store.bytes).toBe(0);
  });

  it('drops the entries a test picks', () => {
    const store = new PageStore<{ bytes: number; tag: string }>(1_000, 60_000);
    store.set('a', { bytes: 1, tag: 'catalog' });
    store.set('b', { bytes: 1, tag: 'blog' });
    store.set('c', { bytes: 1, tag: 'catalog' });
    store.deleteWhere((value) => value.tag === 'catalog');
    expect(store.size).toBe(1);
    expect(store.get('b')).toBeDefined();
    expect(store.bytes).toBe(2);
  });
});
