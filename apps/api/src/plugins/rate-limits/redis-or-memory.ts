import type { RedisWatch } from './redis-watch.ts';

/** A store whose every method is asynchronous (each counter kind's interface). */
export type AsyncMethods<S> = { [K in keyof S]: (...args: never[]) => Promise<unknown> };

/**
 * One counter kind (failure counter, sign-in throttle, route limit) kept in Redis, or in this
 * process's memory while Redis is away (docs/decisions/0042-counters-without-redis.md): each call
 * goes where `watch` says, and a Redis call that fails is made in memory instead, so a limit keeps
 * refusing however Redis fails.
 *
 * When Redis is back the memory counts are dropped, not merged into Redis: Redis still holds the
 * counts from before the outage (unless it lost them itself), each process's memory saw only its
 * own share of the requests, and adding them in would need a merge step per kind that cannot be
 * atomic with the requests already counting in Redis again. The cost is bounded: a key gets at
 * most one more window's allowance per process per outage.
 */
export function redisOrMemory<S extends AsyncMethods<S>>(
  watch: RedisWatch,
  inRedis: S,
  inMemory: NoInfer<S> & { clear(): void },
): S {
  watch.onBack(() => inMemory.clear());
  const either: Partial<S> = {};
  for (const name of Object.keys(inRedis) as Array<keyof S>) {
    const viaRedis = inRedis[name] as unknown as (...args: unknown[]) => Promise<unknown>;
    const viaMemory = inMemory[name] as unknown as (...args: unknown[]) => Promise<unknown>;
    either[name] = ((...args: unknown[]) =>
      watch.run(
        () => viaRedis.apply(inRedis, args),
        () => viaMemory.apply(inMemory, args),
      )) as unknown as S[keyof S];
  }
  return either as S;
}
