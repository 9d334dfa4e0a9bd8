import { describe, expect, it } from 'vitest';
import { storesToTest } from '../../test/redis-fixtures.ts';
import {
  delayAfter,
  memoryThrottleStore,
  redisThrottleStore,
  type Throttle,
} from './sign-in-throttle.ts';

const pair: Throttle = { free: 3, delaySeconds: 10, maxDelayMinutes: 1, forgetMinutes: 5 };
const account: Throttle = { free: 5, delaySeconds: 20, maxDelayMinutes: 2, forgetMinutes: 10 };

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
  () => memoryThrottleStore(pair, account),
  (redis) => redisThrottleStore(redis, pair, account),
);

describe.each(stores)('the sign-in records in %s', (_name, makeStore) => {
  let n = 0;
  const keys = () => {
    const id = `${prefix}${++n}`;
    return { address: `${id}-address`, other: `${id}-other`, account: `${id}-account` };
  };

  it('makes one address wait after its free attempts, doubling the wait', async () => {
    const store = makeStore();
    const k = keys();
    let now = 1_000_000;
    for (let i = 0; i < 3; i++)
      expect(await store.attempt(k.address, k.account, now)).toEqual({
        waitMs: 0,
        countedForAccount: true,
      });
    expect((await store.attempt(k.address, k.account, now + 1_000)).waitMs).toBe(9_000);
    now += 10_000;
    // Past the free attempts an address no longer adds to the account's count.
    expect(await store.attempt(k.address, k.account, now)).toEqual({
      waitMs: 0,
      countedForAccount: false,
    });
    expect((await store.attempt(k.address, k.account, now)).waitMs).toBe(20_000);
    now += 20_000;
    await store.attempt(k.address, k.account, now);
    expect((await store.attempt(k.address, k.account, now)).waitMs).toBe(40_000);
    // Another address at the same account goes on.
    expect((await store.attempt(k.other, k.account, now)).waitMs).toBe(0);
  });

  it('slows the whole account once the attempts of several addresses reach its free ones', async () => {
    const store = makeStore();
    const k = keys();
    const now = 5_000_000;
    for (let i = 0; i < 5; i++) await store.attempt(`${k.address}-${i}`, k.account, now);
    expect((await store.attempt(`${k.address}-9`, k.account, now)).waitMs).toBe(20_000);
    expect((await store.attempt(`${k.address}-0`, k.account, now + 19_000)).waitMs).toBe(1_000);
  });

  it('forgets the address and takes the attempt back from the account on success', async () => {
    const store = makeStore();
    const k = keys();
    const now = 9_000_000;
    for (let i = 0; i < 2; i++) await store.attempt(k.address, k.account, now);
    const last = await store.attempt(k.address, k.account, now);
    await store.succeeded(k.address, k.account, last.countedForAccount);
    // Two of the account's five remain: three more from another address, then it waits.
    for (let i = 0; i < 3; i++)
      expect((await store.attempt(`${k.other}-${i}`, k.account, now)).waitMs).toBe(0);
    expect((await store.attempt(`${k.other}-9`, k.account, now)).waitMs).toBeGreaterThan(0);
    // The address starts again from nothing.
    for (let i = 0; i < 3; i++)
      expect((await store.attempt(k.address, k.other, now)).waitMs).toBe(0);
  });

  it('counts parallel attempts one at a time', async () => {
    const store = makeStore();
    const k = keys();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => store.attempt(k.address, k.account, 20_000_000)),
    );
    expect(answers.filter((a) => a.waitMs === 0)).toHaveLength(3);
  });
});

describe('the in-memory sign-in records', () => {
  it('keep their size bounded however many accounts and addresses are tried', async () => {
    const store = memoryThrottleStore(pair, account, 500);
    for (let i = 0; i < 5_000; i++) await store.attempt(`address-${i}`, `account-${i}`, 1_000);
    expect(store.size()).toBe(1_000);
  });

  it('forget a record once its time is up', async () => {
    let now = 0;
    const store = memoryThrottleStore(pair, account, 500, () => now);
    for (let i = 0; i < 3; i++) await store.attempt('a', 'x', now);
    expect((await store.attempt('a', 'x', now)).waitMs).toBe(10_000);
    // The wait (10 s) and then the account's forgetting time (10 minutes).
    now += 10_000 + 10 * 60_000;
    expect((await store.attempt('b', 'y', now)).waitMs).toBe(0);
    expect(store.size()).toBe(2);
  });
});
