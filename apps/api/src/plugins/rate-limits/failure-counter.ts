import type { Redis } from 'ioredis';
import { ExpiringMap } from './expiring-map.ts';

/**
 * Failed guesses per key (an order number tracked without an account,
 * docs/decisions/0031-units-stock-and-tracking.md): at most `max` in a window of `windowMs` that
 * starts with the first. Each guess is counted before it is checked, so parallel guesses cannot
 * all pass a count read before any of them was written; a right guess is then taken back, so
 * only the failed ones use the key's allowance.
 */
export interface FailureCounter {
  /** Counts a guess: 0 when it may be checked, else the milliseconds until the window ends. */
  attempt(key: string): Promise<number>;
  /** The guess was right: it no longer counts. */
  succeeded(key: string): Promise<void>;
}

export interface FailureRule {
  max: number;
  windowMs: number;
}

/** One key's count and the end of its window. */
interface Count {
  n: number;
  ends: number;
}

/**
 * One process's counts: each step runs without an `await`, so it is atomic in Node. A key at its
 * limit is never pushed out by other keys; a new key that finds every place taken by such keys
 * is let through uncounted (expiring-map.ts says why).
 */
export function memoryFailureCounter(
  rule: FailureRule,
  maxEntries: number,
  now: () => number = () => Date.now(),
): FailureCounter & { size(): number; clear(): void } {
  const counts = new ExpiringMap<Count>(maxEntries, now, (count) => count.n >= rule.max);
  return {
    size: () => counts.size,
    clear: () => counts.clear(),
    async attempt(key) {
      const at = now();
      const count = counts.get(key);
      if (count && count.n >= rule.max) return Math.max(1, count.ends - at);
      const ends = count?.ends ?? at + rule.windowMs;
      counts.set(key, { n: (count?.n ?? 0) + 1, ends }, ends - at);
      return 0;
    },
    async succeeded(key) {
      const count = counts.get(key);
      if (!count) return;
      if (count.n <= 1) counts.delete(key);
      else counts.set(key, { n: count.n - 1, ends: count.ends }, count.ends - now());
    },
  };
}

// The same steps inside Redis, so every instance counts one guess at a time.
// KEYS: the key's count; ARGV: max, window in ms. Answers the wait (0: counted).
const ATTEMPT_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[1]) then
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 1 then ttl = 1 end
  return ttl
end
n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`;

// KEYS: the key's count. A count that reaches 0 is deleted (its window with it).
const SUCCEEDED_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n <= 1 then
  redis.call('DEL', KEYS[1])
else
  redis.call('DECR', KEYS[1])
end
return 1
`;

type FailureRedis = Redis & {
  shopFailureAttempt(key: string, max: number, windowMs: number): Promise<number>;
  shopFailureSucceeded(key: string): Promise<1>;
};

/** The counts in Redis, shared by every instance of the server. */
export function redisFailureCounter(redis: Redis, rule: FailureRule): FailureCounter {
  redis.defineCommand('shopFailureAttempt', { numberOfKeys: 1, lua: ATTEMPT_SCRIPT });
  redis.defineCommand('shopFailureSucceeded', { numberOfKeys: 1, lua: SUCCEEDED_SCRIPT });
  const client = redis as FailureRedis;
  return {
    async attempt(key) {
      return Number(await client.shopFailureAttempt(key, rule.max, Math.round(rule.windowMs)));
    },
    async succeeded(key) {
      await client.shopFailureSucceeded(key);
    },
  };
}
