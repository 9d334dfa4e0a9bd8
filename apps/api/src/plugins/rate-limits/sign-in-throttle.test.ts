import { describe, expect, it } from 'vitest';
import { storesToTest } from '../../test/redis-fixtures.ts';
import {
  delayAfter,
  memoryThrottleStore,
  redisThrottleStore,
  type Throttle,
} from './sign-in-throttle.ts';

const throttle: Throttle = { free: 3, delaySeconds: 10, maxDelayMinutes: 1, forgetMinutes: 5 };

describe('delayAfter', () => {
  it('lets the free attempts through, then doubles the wait up to its cap', () => {
    const rule = { free: 3, baseMs: 10_000, capMs: 60_000, forgetMs: 0 };
    expect([1, 2, 3, 4, 5, 6, 7, 100].map((n) => delayAfter(n, rule))).toEqual([
      0, 0, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000,
    ]);
  });
});

// The same steps, whichever store keeps the records: the memory of one process, or Redis.
const { stores, prefix } = storesToTest(
  'throttle',
  () => memoryThrottleStore(throttle),
  (redis) => redisThrottleStore(redis, throttle),
);

describe.each(stores)('the sign-in records in %s', (_name, makeStore) => {
  let n = 0;
  const keys = () => {
    const id = `${prefix}${++n}`;
    return { address: `${id}-address`, other: `${id}-other` };
  };

  it('makes one address wait after its free attempts, doubling the wait', async () => {
    const store = makeStore();
    const k = keys();
    let now = 1_000_000;
    for (let i = 0; i < 3; i++) expect(await store.attempt(k.address, now)).toBe(0);
    expect(await store.attempt(k.address, now + 1_000)).toBe(9_000);
    now += 10_000;
    expect(await store.attempt(k.address, now)).toBe(0);
    expect(await store.attempt(k.address, now)).toBe(20_000);
    now += 20_000;
    await store.attempt(k.address, now);
    expect(await store.attempt(k.address, now)).toBe(40_000);
    // Another record goes on.
    expect(await store.attempt(k.other, now)).toBe(0);
  });

  it('forgets the record on success', async () => {
    const store = makeStore();
    const k = keys();
    const now = 9_000_000;
    for (let i = 0; i < 3; i++) await store.attempt(k.address, now);
    expect(await store.attempt(k.address, now)).toBeGreaterThan(0);
    await store.succeeded(k.address);
    for (let i = 0; i < 3; i++) expect(await store.attempt(k.address, now)).toBe(0);
    expect(await store.attempt(k.address, now)).toBeGreaterThan(0);
  });

  it('counts parallel attempts one at a time', async () => {
    const store = makeStore();
    const k = keys();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => store.attempt(k.address, 20_000_000)),
    );
    expect(answers.filter((wait) => wait === 0)).toHaveLength(3);
  });
});

describe('the in-memory sign-in records', () => {
  it('keep their size bounded however many accounts and addresses are tried', async () => {
    const store = memoryThrottleStore(throttle, 500);
    for (let i = 0; i < 5_000; i++) await store.attempt(`address-${i}`, 1_000);
    expect(store.size()).toBe(500);
  });

  it('forget a record once its time is up', async () => {
    let now = 0;
    const store = memoryThrottleStore(throttle, 500, () => now);
    for (let i = 0; i < 3; i++) await store.attempt('a', now);
    expect(await store.attempt('a', now)).toBe(10_000);
    // The wait (10 s) and then the forgetting time (5 minutes).
    now += 10_000 + 5 * 60_000;
    expect(await store.attempt('b', now)).toBe(0);
    expect(store.size()).toBe(1);
  });
});
