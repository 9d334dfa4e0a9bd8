// Item 9 of issue 27: an in-memory counter must not be flushed by filling its capped map with
// other keys (docs/decisions/0042-counters-without-redis.md). Every memory store, at its cap, is
// flooded with fresh keys; the key that was refusing still refuses.
import { describe, expect, it } from 'vitest';
import { memoryFailureCounter } from './failure-counter.ts';
import { memoryRouteCounts } from './route-counts.ts';
import { memoryThrottleStore, type Throttle } from './sign-in-throttle.ts';

const CAP = 100;
const FLOOD = 1_000;
const clock = () => 0;

describe('in-memory counters flooded with fresh keys', () => {
  it('a route limit keeps refusing the key past its max', async () => {
    const counts = memoryRouteCounts(CAP, clock);
    const incr = (key: string) => counts.incr(key, 60_000, 3);
    for (let i = 0; i < 4; i++) await incr('attacker');
    for (let i = 0; i < FLOOD; i++) await incr(`fresh-${i}`);
    expect(counts.size()).toBe(CAP);
    // The plugin refuses a count above max.
    expect((await incr('attacker')).current).toBeGreaterThan(3);
  });

  it('a failure counter keeps refusing the key at its limit', async () => {
    const counter = memoryFailureCounter({ max: 3, windowMs: 60_000 }, CAP, clock);
    for (let i = 0; i < 3; i++) await counter.attempt('number');
    expect(await counter.attempt('number')).toBeGreaterThan(0);
    for (let i = 0; i < FLOOD; i++) await counter.attempt(`fresh-${i}`);
    expect(counter.size()).toBe(CAP);
    expect(await counter.attempt('number')).toBeGreaterThan(0);
  });

  it('the sign-in throttle keeps making a guesser wait', async () => {
    const throttle: Throttle = { free: 3, delaySeconds: 10, maxDelayMinutes: 1, forgetMinutes: 5 };
    const store = memoryThrottleStore(throttle, CAP, clock);
    for (let i = 0; i < 3; i++) expect(await store.attempt('guesser', 0)).toBe(0);
    expect(await store.attempt('guesser', 0)).toBeGreaterThan(0);
    for (let i = 0; i < FLOOD; i++) await store.attempt(`fresh-${i}`, 0);
    expect(store.size()).toBe(CAP);
    expect(await store.attempt('guesser', 0)).toBeGreaterThan(0);
  });

  it('lets a new key through uncounted, rather than lock it out, when every count refuses', async () => {
    const counts = memoryRouteCounts(2, clock);
    for (const key of ['a', 'b']) for (let i = 0; i < 4; i++) await counts.incr(key, 60_000, 3);
    expect(await counts.incr('newcomer', 60_000, 3)).toEqual({ current: 1, ttl: 60_000 });
    expect(counts.size()).toBe(2);
    expect((await counts.incr('a', 60_000, 3)).current).toBe(5);
  });
});
