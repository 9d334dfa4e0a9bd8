// Stores tested both in memory and in Redis: CI sets TEST_REDIS_URL; without it there is no Redis
// to test against and only the memory store runs.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll } from 'vitest';

/**
 * The stores a file tests, by name: the memory one always, the Redis one when TEST_REDIS_URL is
 * set. Redis keys start with the returned `prefix` (one per run) and are deleted after the file.
 */
export function storesToTest<S>(
  name: string,
  memory: () => S,
  redisStore: (redis: Redis) => S,
): { stores: [string, () => S][]; prefix: string } {
  const url = process.env.TEST_REDIS_URL;
  const prefix = `shop-test-${name}-${randomBytes(4).toString('hex')}-`;
  let redis: Redis | undefined;
  afterAll(async () => {
    if (!redis) return;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });
  const stores: [string, () => S][] = [['memory', memory]];
  if (url) stores.push(['Redis', () => redisStore((redis ??= new Redis(url)))]);
  return { stores, prefix };
}
