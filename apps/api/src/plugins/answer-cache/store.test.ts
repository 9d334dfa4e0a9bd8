import { describe, expect, it } from 'vitest';
import { ByteLru } from '../../lib/byte-lru.ts';
import { sizeOf, type Answer } from './store.ts';

const made = { catalog: 0, blog: 0, site: 0 };
const answer = (key: string, bytes: number): Answer => ({
  key,
  made,
  tags: ['catalog'],
  etag: 'W/"x"',
  contentType: 'application/json; charset=utf-8',
  cacheControl: undefined,
  identity: Buffer.alloc(bytes),
  br: undefined,
  gzip: undefined,
});

describe("an answer's size", () => {
  it('counts its plain bytes and every compressed copy', () => {
    const plain = sizeOf(answer('a', 1000));
    expect(plain).toBeGreaterThan(1000);
    const withCopies = { ...answer('a', 1000), br: Buffer.alloc(100), gzip: Buffer.alloc(200) };
    expect(sizeOf(withCopies)).toBe(plain + 300);
  });

  it('bounds the store it is kept in', () => {
    const one = sizeOf(answer('a', 1000)) + 2;
    const store = new ByteLru<Answer>({ maxBytes: one * 4, ttlMs: 60_000, sizeOf });
    for (const key of ['a', 'b', 'c', 'd']) expect(store.set(key, answer(key, 1000))).toBe(true);
    expect(store.get('a')).toBeDefined();
    store.set('e', answer('e', 1000));
    expect(store.get('b')).toBeUndefined();
    expect(store.bytes).toBe(one * 4);
  });
});
