import { describe, expect, it } from 'vitest';
import { createCountCache } from './count-cache.ts';

describe('count cache', () => {
  it('keys by filter, not by page or sort', () => {
    const cache = createCountCache();
    const a = cache.keyOf({ category: 'Tables', page: 1, sort: 'low' });
    const b = cache.keyOf({ category: 'Tables', page: 7, sort: 'high' });
    expect(a).toBe(b);
    expect(cache.keyOf({ q: 'Sofa' })).toBe(cache.keyOf({ q: 'sofa' }));
    expect(cache.keyOf({ category: 'Tables' })).not.toBe(
      cache.keyOf({ category: 'Tables', popular: true }),
    );
  });

  it('forgets totals after 30 seconds and on clear', () => {
    let t = 0;
    const cache = createCountCache(() => t);
    cache.set('k', 42);
    t = 29_000;
    expect(cache.get('k')).toBe(42);
    t = 31_000;
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', 7);
    cache.clear();
    expect(cache.get('k')).toBeUndefined();
  });
});
