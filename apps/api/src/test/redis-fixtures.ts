// Stores tested both in memory and in Redis: CI sets TEST_REDIS_URL; without it there is no Redis
// to test against and only the memory store runs.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll } from 'vitest';

/** Deletes every key under `prefix` (a test's own) from the Redis at `url`. */
async function deleteKeys(redis: Redis, prefix: string) {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
}

/**
 * The tests' Redis (TEST_REDIS_URL; undefined without it) and a key prefix of the calling file's
 * own, whose keys are deleted after the file (or the describe block it is called in).
 */
export function testRedis(name: string): { redisUrl: string | undefined; keyPrefix: string } {
  const redisUrl = process.env.TEST_REDIS_URL;
  const keyPrefix = `shop-test-${name}-${randomBytes(4).toString('hex')}-`;
  afterAll(async () => {
    if (!redisUrl) return;
    const redis = new Redis(redisUrl);
    await deleteKeys(redis, keyPrefix);
    await redis.quit();
  });
  return { redisUrl, keyPrefix };
}

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
    await deleteKeys(redis, prefix);
    await redis.quit();
  });
  const stores: [string, () => S][] = [['memory', memory]];
  if (url) stores.push(['Redis', () => redisStore((redis ??= new Redis(url)))]);
  return { stores, prefix };
}
