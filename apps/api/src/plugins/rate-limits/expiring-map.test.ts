import { describe, expect, it } from 'vitest';
import { ExpiringMap } from './expiring-map.ts';

describe('ExpiringMap', () => {
  it('forgets an entry once its time is up', () => {
    let now = 1_000;
    const map = new ExpiringMap<number>(10, () => now);
    map.set('a', 1, 500);
    expect(map.get('a')).toBe(1);
    now += 499;
    expect(map.get('a')).toBe(1);
    now += 1;
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it('keeps its size bounded however many keys are written, dropping the oldest', () => {
    const map = new ExpiringMap<number>(100, () => 0);
    for (let i = 0; i < 10_000; i++) map.set(`key-${i}`, i, 60_000);
    expect(map.size).toBe(100);
    expect(map.get('key-0')).toBeUndefined();
    expect(map.get('key-9899')).toBeUndefined();
    expect(map.get('key-9900')).toBe(9900);
    expect(map.get('key-9999')).toBe(9999);
  });

  it('counts a rewritten key as the newest', () => {
    const map = new ExpiringMap<number>(2, () => 0);
    map.set('a', 1, 1_000);
    map.set('b', 2, 1_000);
    map.set('a', 3, 1_000);
    map.set('c', 4, 1_000);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(3);
    expect(map.get('c')).toBe(4);
  });

  it('drops expired entries on later writes, without waiting to be read', () => {
    let now = 0;
    const map = new ExpiringMap<number>(1_000, () => now);
    for (let i = 0; i < 50; i++) map.set(`old-${i}`, i, 100);
    now = 200;
    map.set('new', 1, 100);
    expect(map.size).toBe(1);
  });
});
