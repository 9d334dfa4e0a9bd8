import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RedisWatch } from '../../plugins/rate-limits/redis-watch.ts';
import type { Db } from '../../db/client.ts';

/** The database answers a query (one round trip; a pool that cannot connect fails it). */
export const databaseCheck = (db: Db) => () => db.execute(sql`select 1`);

/**
 * Redis answers a PING through the rate limits' client, which sends nothing while disconnected
 * (no offline queue), so a Redis that is away fails the check at once instead of at its time
 * limit. An answer also tells the counters that Redis is back (rate-limits/redis-watch.ts).
 */
export const redisCheck = (watch: RedisWatch) => () => watch.check();

/**
 * The readiness checks of the shop's own dependencies: the database always, Redis when REDIS_URL
 * set one up (the rate limits' client), and the image storage. The readiness plugin bounds the
 * time of each. Redis is optional: while it is away the limits count in each process's memory
 * and the cache announcements wait for the database poll, so it shows as `degraded` and the
 * process stays ready (docs/decisions/0042-counters-without-redis.md).
 */
export function addDependencyChecks(app: FastifyInstance) {
  app.readiness.add('database', databaseCheck(app.db));
  const redis = app.limits.redisWatch;
  if (redis) app.readiness.add('redis', redisCheck(redis), { optional: true });
  app.readiness.add('storage', () => app.storage.check());
}
