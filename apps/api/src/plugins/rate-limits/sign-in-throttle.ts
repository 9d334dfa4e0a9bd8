import type { Redis } from 'ioredis';
import { ExpiringMap } from './expiring-map.ts';

/**
 * Growing delays after failed sign-ins at one account from one address
 * (docs/decisions/0021-client-addresses-and-sign-in-throttling.md). The first `free` attempts go
 * through; the one that reaches `free` makes the next attempt wait `delaySeconds`, and each
 * further attempt doubles the wait, up to `maxDelayMinutes`. A record is forgotten
 * `forgetMinutes` after its last attempt (or after its wait ends), and a successful sign-in
 * clears it. Only clients without the account's device cookie are throttled here; the account as
 * a whole is bounded by the limits of docs/decisions/0041-device-cookies-and-tracking-limits.md.
 */
export interface Throttle {
  free: number;
  delaySeconds: number;
  maxDelayMinutes: number;
  forgetMinutes: number;
}

export const DEFAULT_THROTTLES = {
  // One account from one address (the /64 of an IPv6 address): a person mistyping is never
  // stopped for long; a guesser at one address gets a handful of guesses an hour, fewer than the
  // account's untrusted-clients limit (signInUntrustedPerAccount), so one address alone can never
  // use up that limit and refuse the owner at another.
  signInPerAddress: { free: 5, delaySeconds: 30, maxDelayMinutes: 15, forgetMinutes: 15 },
} satisfies Record<string, Throttle>;
export type ThrottleName = keyof typeof DEFAULT_THROTTLES;

/** A throttle in milliseconds, as the stores use it. */
interface Rule {
  free: number;
  baseMs: number;
  capMs: number;
  forgetMs: number;
}

const ruleOf = (throttle: Throttle): Rule => ({
  free: throttle.free,
  baseMs: Math.round(throttle.delaySeconds * 1000),
  capMs: Math.round(throttle.maxDelayMinutes * 60_000),
  forgetMs: Math.round(throttle.forgetMinutes * 60_000),
});

/** The wait an attempt that brings the count to `n` imposes on the next one. */
export function delayAfter(n: number, rule: Rule): number {
  if (n < rule.free) return 0;
  return Math.min(rule.baseMs * 2 ** (n - rule.free), rule.capMs);
}

/** One key's record: attempts counted and the time before which no attempt is let through. */
interface Record_ {
  n: number;
  until: number;
}

/**
 * Counts attempts atomically before the password is checked, so parallel guesses cannot all
 * pass a count read before any of them was written. `attempt` answers the milliseconds to wait
 * (0: counted, go on to the password check).
 */
export interface ThrottleStore {
  attempt(key: string, now: number): Promise<number>;
  /** A right password: the record is forgotten. */
  succeeded(key: string): Promise<void>;
}

/** The entries one process keeps at most per kind of record. */
export const MEMORY_ENTRIES_MAX = 50_000;

/** One process's records: each step runs without an `await`, so it is atomic in Node. */
export function memoryThrottleStore(
  throttle: Throttle,
  maxEntries = MEMORY_ENTRIES_MAX,
  now: () => number = () => Date.now(),
): ThrottleStore & { size(): number; clear(): void } {
  const rule = ruleOf(throttle);
  // A record past its free attempts (waiting, or doubling its next wait) is never pushed out by
  // other keys; a new key finding no room is let through uncounted (expiring-map.ts says why).
  const records = new ExpiringMap<Record_>(maxEntries, now, (record) => record.n >= rule.free);
  return {
    size: () => records.size,
    clear: () => records.clear(),
    async attempt(key, at) {
      const record = records.get(key) ?? { n: 0, until: 0 };
      if (record.until > at) return record.until - at;
      const n = record.n + 1;
      const delay = delayAfter(n, rule);
      records.set(key, { n, until: delay ? at + delay : 0 }, delay + rule.forgetMs);
      return 0;
    },
    async succeeded(key) {
      records.delete(key);
    },
  };
}

// The same steps as memoryThrottleStore, run inside Redis so that every instance counts one
// attempt at a time. KEYS: the record (a hash: n, until); ARGV: now, free, base, cap, forget.
const ATTEMPT_SCRIPT = `
local now = tonumber(ARGV[1])
local v = redis.call('HMGET', KEYS[1], 'n', 'until')
local n, untilMs = tonumber(v[1]) or 0, tonumber(v[2]) or 0
if untilMs > now then return untilMs - now end
n = n + 1
local free, base, cap, forget = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local delay = 0
if n >= free then delay = math.min(base * 2 ^ (n - free), cap) end
untilMs = 0
if delay > 0 then untilMs = now + delay end
redis.call('HSET', KEYS[1], 'n', n, 'until', string.format('%d', untilMs))
redis.call('PEXPIRE', KEYS[1], string.format('%d', delay + forget))
return 0
`;

type ThrottleRedis = Redis & {
  shopSignInAttempt(key: string, ...args: number[]): Promise<number>;
};

/** The records in Redis, shared by every instance of the server. */
export function redisThrottleStore(redis: Redis, throttle: Throttle): ThrottleStore {
  redis.defineCommand('shopSignInAttempt', { numberOfKeys: 1, lua: ATTEMPT_SCRIPT });
  const client = redis as ThrottleRedis;
  const rule = ruleOf(throttle);
  return {
    async attempt(key, now) {
      return Number(
        await client.shopSignInAttempt(
          key,
          Math.floor(now),
          rule.free,
          rule.baseMs,
          rule.capMs,
          rule.forgetMs,
        ),
      );
    },
    async succeeded(key) {
      await redis.del(key);
    },
  };
}
