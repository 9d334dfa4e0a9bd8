import type { Redis } from 'ioredis';
import { ExpiringMap } from './expiring-map.ts';

/**
 * Growing delays after failed sign-ins (docs/decisions/0021-client-addresses-and-sign-in-throttling.md).
 * The first `free` attempts go through; the one that reaches `free` makes the next attempt wait
 * `delaySeconds`, and each further attempt doubles the wait, up to `maxDelayMinutes`. A record is
 * forgotten `forgetMinutes` after its last attempt (or after its wait ends), and a successful
 * sign-in clears it.
 */
export interface Throttle {
  free: number;
  delaySeconds: number;
  maxDelayMinutes: number;
  forgetMinutes: number;
}

export const DEFAULT_THROTTLES = {
  // One account from one address (the /64 of an IPv6 address): a person mistyping is never
  // stopped for long; a guesser at one address gets a handful of guesses an hour.
  signInPerAddress: { free: 5, delaySeconds: 30, maxDelayMinutes: 15, forgetMinutes: 15 },
  // One account from every address together, against guesses spread over many addresses. Each
  // address adds at most `signInPerAddress.free` attempts here, so no single address can slow
  // the owner down at another.
  signInPerAccount: { free: 20, delaySeconds: 30, maxDelayMinutes: 15, forgetMinutes: 60 },
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

export interface Attempt {
  /** Milliseconds to wait; 0 when the attempt was counted and may go on to the password check. */
  waitMs: number;
  /** Whether the account-wide record counted it (a success takes that back). */
  countedForAccount: boolean;
}

/**
 * Counts attempts atomically before the password is checked, so parallel guesses cannot all
 * pass a count read before any of them was written.
 */
export interface ThrottleStore {
  attempt(pairKey: string, accountKey: string, now: number): Promise<Attempt>;
  succeeded(pairKey: string, accountKey: string, countedForAccount: boolean): Promise<void>;
}

/** The entries one process keeps at most per kind of record. */
export const MEMORY_ENTRIES_MAX = 50_000;

/** One process's records: each step runs without an `await`, so it is atomic in Node. */
export function memoryThrottleStore(
  pair: Throttle,
  account: Throttle,
  maxEntries = MEMORY_ENTRIES_MAX,
  now: () => number = () => Date.now(),
): ThrottleStore & { size(): number } {
  const pairRule = ruleOf(pair);
  const accountRule = ruleOf(account);
  const pairs = new ExpiringMap<Record_>(maxEntries, now);
  const accounts = new ExpiringMap<Record_>(maxEntries, now);
  const write = (map: ExpiringMap<Record_>, key: string, n: number, at: number, rule: Rule) => {
    const delay = delayAfter(n, rule);
    map.set(key, { n, until: delay ? at + delay : 0 }, delay + rule.forgetMs);
  };
  return {
    size: () => pairs.size + accounts.size,
    async attempt(pairKey, accountKey, at) {
      const p = pairs.get(pairKey) ?? { n: 0, until: 0 };
      const a = accounts.get(accountKey) ?? { n: 0, until: 0 };
      const waitMs = Math.max(p.until - at, a.until - at, 0);
      if (waitMs > 0) return { waitMs, countedForAccount: false };
      write(pairs, pairKey, p.n + 1, at, pairRule);
      if (p.n + 1 > pairRule.free) return { waitMs: 0, countedForAccount: false };
      write(accounts, accountKey, a.n + 1, at, accountRule);
      return { waitMs: 0, countedForAccount: true };
    },
    async succeeded(pairKey, accountKey, countedForAccount) {
      pairs.delete(pairKey);
      if (!countedForAccount) return;
      // As if the attempt had never been made: the wait before it had ended, or it would not
      // have been let through.
      const a = accounts.get(accountKey);
      if (!a) return;
      if (a.n <= 1) accounts.delete(accountKey);
      else accounts.set(accountKey, { n: a.n - 1, until: 0 }, accountRule.forgetMs);
    },
  };
}

// The same steps as memoryThrottleStore, run inside Redis so that every instance counts one
// attempt at a time. KEYS: the pair's record, the account's record (hashes n, until).
const ATTEMPT_SCRIPT = `
local now = tonumber(ARGV[1])
local function read(key)
  local v = redis.call('HMGET', key, 'n', 'until')
  return tonumber(v[1]) or 0, tonumber(v[2]) or 0
end
local function write(key, n, free, base, cap, forget)
  local delay = 0
  if n >= free then delay = math.min(base * 2 ^ (n - free), cap) end
  local untilMs = 0
  if delay > 0 then untilMs = now + delay end
  redis.call('HSET', key, 'n', n, 'until', string.format('%d', untilMs))
  redis.call('PEXPIRE', key, string.format('%d', delay + forget))
end
local pn, pu = read(KEYS[1])
local an, au = read(KEYS[2])
local wait = math.max(pu - now, au - now, 0)
if wait > 0 then return {wait, 0} end
local pairFree = tonumber(ARGV[2])
write(KEYS[1], pn + 1, pairFree, tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5]))
if pn + 1 > pairFree then return {0, 0} end
write(KEYS[2], an + 1, tonumber(ARGV[6]), tonumber(ARGV[7]), tonumber(ARGV[8]), tonumber(ARGV[9]))
return {0, 1}
`;

// KEYS as above; ARGV: whether the account counted the attempt, how long a record is kept.
const SUCCEEDED_SCRIPT = `
redis.call('DEL', KEYS[1])
if ARGV[1] == '1' then
  local n = redis.call('HINCRBY', KEYS[2], 'n', -1)
  if n <= 0 then
    redis.call('DEL', KEYS[2])
  else
    redis.call('HSET', KEYS[2], 'until', 0)
    redis.call('PEXPIRE', KEYS[2], ARGV[2])
  end
end
return 1
`;

type ThrottleRedis = Redis & {
  shopSignInAttempt(pair: string, account: string, ...args: number[]): Promise<[number, number]>;
  shopSignInSucceeded(pair: string, account: string, counted: number, forgetMs: number): Promise<1>;
};

/** The records in Redis, shared by every instance of the server. */
export function redisThrottleStore(redis: Redis, pair: Throttle, account: Throttle): ThrottleStore {
  redis.defineCommand('shopSignInAttempt', { numberOfKeys: 2, lua: ATTEMPT_SCRIPT });
  redis.defineCommand('shopSignInSucceeded', { numberOfKeys: 2, lua: SUCCEEDED_SCRIPT });
  const client = redis as ThrottleRedis;
  const p = ruleOf(pair);
  const a = ruleOf(account);
  return {
    async attempt(pairKey, accountKey, now) {
      const [waitMs, counted] = await client.shopSignInAttempt(
        pairKey,
        accountKey,
        Math.floor(now),
        p.free,
        p.baseMs,
        p.capMs,
        p.forgetMs,
        a.free,
        a.baseMs,
        a.capMs,
        a.forgetMs,
      );
      return { waitMs: Number(waitMs), countedForAccount: Number(counted) === 1 };
    },
    async succeeded(pairKey, accountKey, countedForAccount) {
      await client.shopSignInSucceeded(pairKey, accountKey, countedForAccount ? 1 : 0, a.forgetMs);
    },
  };
}
