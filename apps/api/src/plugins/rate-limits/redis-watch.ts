import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * After a failed call on a connection that still looks open (a Redis that hangs), how long the
 * counters stay in memory before a call tries Redis again. A closed connection needs no such
 * wait: ioredis says 'ready' when it is back.
 */
export const RETRY_REDIS_MS = 1_000;

/**
 * Whether the shared counters can be in Redis right now
 * (docs/decisions/0042-counters-without-redis.md). Redis is a shared counter, not the shop's
 * data: while it is away every counter falls back to this process's memory, and counts in Redis
 * again once it is back. What it knows comes from the client's events (a closed connection,
 * 'ready' after reconnecting) and from calls that fail (a command timeout on a Redis that hangs).
 */
export interface RedisWatch {
  /** The counters are in Redis (the readiness check and the `redis_up` metric read this). */
  readonly up: boolean;
  /**
   * Runs `inRedis` while Redis is up; `inMemory` while it is away, and when the Redis call fails
   * (the call is not repeated: a guess counted twice, in Redis and here, errs on the safe side).
   */
  run<T>(inRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T>;
  /** A PING (readiness): resolves when Redis answers, which also counts as Redis being back. */
  check(): Promise<void>;
  /** Called when Redis is back after counters went to memory (they drop their memory counts). */
  onBack(listener: () => void): void;
}

export function watchRedis(
  redis: Redis,
  log: FastifyBaseLogger,
  now: () => number = () => Date.now(),
): RedisWatch {
  /** When Redis was last found away; undefined while it is up. */
  let awaySince: number | undefined;
  let failedAt = Number.NEGATIVE_INFINITY;
  const listeners: Array<() => void> = [];

  // Said once when the outage starts and once when it ends, not once per request.
  const away = (err?: unknown) => {
    if (err) failedAt = now();
    if (awaySince !== undefined) return;
    awaySince = now();
    log.warn(
      { err },
      'redis (rate limits) unavailable: each process counts on its own until it is back',
    );
  };
  const back = () => {
    if (awaySince === undefined) return;
    awaySince = undefined;
    failedAt = Number.NEGATIVE_INFINITY;
    log.info('redis (rate limits) is back: limits count in Redis again');
    for (const listener of listeners) listener();
  };
  const usable = () => redis.status === 'ready' && now() - failedAt >= RETRY_REDIS_MS;

  redis.on('error', (err: unknown) => away(err));
  // A lost connection (not the app's own quit, which does not reconnect).
  redis.on('reconnecting', () => away());
  redis.on('ready', back);

  return {
    get up() {
      return redis.status === 'ready' && awaySince === undefined;
    },
    async run(inRedis, inMemory) {
      if (!usable()) {
        if (redis.status !== 'ready') away();
        return inMemory();
      }
      let result;
      try {
        result = await inRedis();
      } catch (err) {
        away(err);
        return inMemory();
      }
      back();
      return result;
    },
    async check() {
      try {
        await redis.ping();
      } catch (err) {
        away(err);
        throw err;
      }
      back();
    },
    onBack(listener) {
      listeners.push(listener);
    },
  };
}
