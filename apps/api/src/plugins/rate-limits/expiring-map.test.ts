import { describe, expect, it } from 'vitest';
import { ExpiringMap, FULL_SWEEP_MS } from './expiring-map.ts';

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

  it('never drops a refusing count to make room, however many fresh keys are written', () => {
    // Counts of 3 or more refuse (they are held); the others may be dropped.
    const map = new ExpiringMap<number>(
      100,
      () => 0,
      (n) => n >= 3,
    );
    map.set('attacker', 3, 60_000);
    map.set('customer', 1, 60_000);
    for (let i = 0; i < 10_000; i++) map.set(`flood-${i}`, 1, 60_000);
    expect(map.size).toBe(100);
    expect(map.get('attacker')).toBe(3);
    expect(map.get('customer')).toBeUndefined();
    expect(map.get('flood-9999')).toBe(1);
  });

  it('moves a key between held and open as its count changes', () => {
    const map = new ExpiringMap<number>(
      2,
      () => 0,
      (n) => n >= 3,
    );
    map.set('a', 3, 1_000);
    map.set('a', 1, 1_000);
    map.set('b', 1, 1_000);
    map.set('c', 1, 1_000);
    expect(map.get('a')).toBeUndefined();
    map.set('b', 5, 1_000);
    map.set('d', 1, 1_000);
    expect(map.get('b')).toBe(5);
    expect(map.get('c')).toBeUndefined();
    map.delete('b');
    expect(map.size).toBe(1);
  });

  it('stores no new key while every entry refuses, and makes room once one has expired', () => {
    let now = 0;
    const map = new ExpiringMap<number>(
      3,
      () => now,
      (n) => n >= 3,
    );
    // Lifetimes out of write order (a throttle's waits grow): the expired one is not the oldest.
    map.set('long', 3, 60_000);
    map.set('short', 3, 1_000);
    map.set('long-too', 3, 60_000);
    expect(map.set('new', 1, 1_000)).toBe(false);
    expect(map.get('new')).toBeUndefined();
    expect(map.size).toBe(3);
    // A known key is still counted.
    expect(map.set('long', 4, 60_000)).toBe(true);
    now = Math.max(1_000, FULL_SWEEP_MS);
    expect(map.set('new', 1, 1_000)).toBe(true);
    expect(map.get('short')).toBeUndefined();
    expect(map.get('long')).toBe(4);
    expect(map.get('long-too')).toBe(3);
    expect(map.size).toBe(3);
  });

  it('forgets everything on clear', () => {
    const map = new ExpiringMap<number>(
      10,
      () => 0,
      (n) => n >= 3,
    );
    map.set('a', 1, 1_000);
    map.set('b', 3, 1_000);
    map.clear();
    expect(map.size).toBe(0);
    expect(map.get('b')).toBeUndefined();
  });
});
