import { describe, expect, it } from 'vitest';
import { storesToTest } from '../../test/redis-fixtures.ts';
import { memoryFailureCounter, redisFailureCounter, type FailureRule } from './failure-counter.ts';

const rule: FailureRule = { max: 3, windowMs: 60_000 };

// The same steps, whichever store keeps the counts: the memory of one process, or Redis. Redis
// keeps its own clock, so the window's end is checked in memory only, on a clock the test moves.
const { stores, prefix } = storesToTest(
  'failures',
  () => memoryFailureCounter(rule, 1_000),
  (redis) => redisFailureCounter(redis, rule),
);

describe.each(stores)('failed guesses counted in %s', (_name, makeCounter) => {
  let n = 0;
  const key = () => `${prefix}${++n}`;

  it('lets `max` guesses through, then refuses until the window ends', async () => {
    const counter = makeCounter();
    const k = key();
    for (let i = 0; i < 3; i++) expect(await counter.attempt(k)).toBe(0);
    const wait = await counter.attempt(k);
    expect(wait).toBeGreaterThan(59_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    // Another key is counted apart.
    expect(await counter.attempt(key())).toBe(0);
  });

  it('takes right guesses back, so only the failed ones use the allowance', async () => {
    const counter = makeCounter();
    const k = key();
    for (let i = 0; i < 10; i++) {
      expect(await counter.attempt(k)).toBe(0);
      await counter.succeeded(k);
    }
    for (let i = 0; i < 3; i++) expect(await counter.attempt(k)).toBe(0);
    expect(await counter.attempt(k)).toBeGreaterThan(0);
    // A right guess after the refusal frees one try, never more.
    await counter.succeeded(k);
    expect(await counter.attempt(k)).toBe(0);
    expect(await counter.attempt(k)).toBeGreaterThan(0);
  });

  it('counts parallel guesses one at a time: never more than `max` pass', async () => {
    const counter = makeCounter();
    const k = key();
    const waits = await Promise.all(Array.from({ length: 20 }, () => counter.attempt(k)));
    expect(waits.filter((w) => w === 0)).toHaveLength(3);
  });
});

describe('failed guesses in memory', () => {
  it('forgets a key once its window has ended, and keeps at most maxEntries keys', async () => {
    let clock = 0;
    const counter = memoryFailureCounter(rule, 2, () => clock);
    for (let i = 0; i < 3; i++) await counter.attempt('a');
    expect(await counter.attempt('a')).toBe(60_000);
    clock = 59_999;
    expect(await counter.attempt('a')).toBe(1);
    clock = 60_000;
    expect(await counter.attempt('a')).toBe(0);
    await counter.attempt('b');
    await counter.attempt('c');
    expect(counter.size()).toBe(2);
  });
});
