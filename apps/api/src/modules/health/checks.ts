import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';

/** The database answers a query (one round trip; a pool that cannot connect fails it). */
export const databaseCheck = (db: Db) => () => db.execute(sql`select 1`);

/**
 * Redis answers a PING. The rate limits' client sends nothing while disconnected (no offline
 * queue), so a Redis that is away fails the check at once instead of at its time limit.
 */
export const redisCheck = (redis: Redis) => () => redis.ping();

/**
 * The readiness checks of the shop's own dependencies: the database always, Redis when REDIS_URL
 * set one up (the rate limits' client), and the image storage. The readiness plugin bounds the
 * time of each.
 */
export function addDependencyChecks(app: FastifyInstance) {
  app.readiness.add('database', databaseCheck(app.db));
  const redis = app.limits.redis;
  if (redis) app.readiness.add('redis', redisCheck(redis));
  app.readiness.add('storage', () => app.storage.check());
}
