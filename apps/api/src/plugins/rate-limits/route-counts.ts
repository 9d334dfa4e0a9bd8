import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { ExpiringMap } from './expiring-map.ts';

/**
 * Requests per key in a window that starts with the first (the limits of @fastify/rate-limit:
 * limits.perIp, perEmail, perAccount). `current` is the count with this request, `ttl` the
 * milliseconds left of the window; the plugin refuses once `current` passes `max`.
 */
export interface RouteCounts {
  incr(key: string, windowMs: number, max: number): Promise<{ current: number; ttl: number }>;
}

interface Count {
  n: number;
  ends: number;
  max: number;
}

/**
 * One process's counts, in place of the plugin's own store: that one keeps the most recently seen
 * keys, so a flood of other keys pushed out a count that was refusing. Here a key at its limit is
 * never pushed out, and a new key that finds every place taken by such keys is let through
 * uncounted (expiring-map.ts says why).
 */
export function memoryRouteCounts(
  maxEntries: number,
  now: () => number = () => Date.now(),
): RouteCounts & { size(): number; clear(): void } {
  const counts = new ExpiringMap<Count>(maxEntries, now, (count) => count.n >= count.max);
  return {
    size: () => counts.size,
    clear: () => counts.clear(),
    async incr(key, windowMs, max) {
      const at = now();
      const count = counts.get(key);
      const ends = count?.ends ?? at + windowMs;
      const n = (count?.n ?? 0) + 1;
      if (!counts.set(key, { n, ends, max }, ends - at)) return { current: 1, ttl: windowMs };
      return { current: n, ttl: ends - at };
    },
  };
}

// The same count inside Redis, shared by every instance. KEYS: the count; ARGV: window in ms.
const INCR_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {n, tonumber(ARGV[1])}
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}
`;

type CountRedis = Redis & {
  shopRouteCount(key: string, windowMs: number): Promise<[number, number]>;
};

/** The counts in Redis under `namespace` (a prefix of every key). */
export function redisRouteCounts(redis: Redis, namespace: string): RouteCounts {
  redis.defineCommand('shopRouteCount', { numberOfKeys: 1, lua: INCR_SCRIPT });
  const client = redis as CountRedis;
  return {
    async incr(key, windowMs) {
      const [current, ttl] = await client.shopRouteCount(namespace + key, Math.round(windowMs));
      return { current: Number(current), ttl: Number(ttl) };
    },
  };
}

/**
 * The store given to @fastify/rate-limit (its `store` option): each route's limit, and each
 * limit made with `createRateLimit`, gets counts of its own from `countsFor(namespace)`.
 */
export function routeLimitStore(countsFor: (namespace: string) => RouteCounts) {
  class RouteLimitStore {
    readonly #counts: RouteCounts;

    constructor(_options?: FastifyRateLimitOptions, namespace = '') {
      this.#counts = countsFor(namespace);
    }

    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
      max: number,
    ): void {
      this.#counts.incr(key, windowMs, max).then(
        (result) => done(null, result),
        (err: Error) => done(err),
      );
    }

    child(routeOptions: { routeInfo?: { method?: unknown; url?: unknown } }): RouteLimitStore {
      const route = routeOptions.routeInfo ?? {};
      return new RouteLimitStore(
        undefined,
        `${String(route.method ?? '')}${String(route.url ?? '')}-`,
      );
    }
  }
  return RouteLimitStore as unknown as FastifyRateLimitStoreCtor & {
    new (): FastifyRateLimitStore;
  };
}
