import { Gauge, type Registry } from 'prom-client';
import type { RedisWatch } from '../rate-limits/redis-watch.ts';

/**
 * `redis_up`: 1 while the shared counters are in Redis, 0 while they fall back to each process's
 * memory (docs/decisions/0042-counters-without-redis.md). Only there when REDIS_URL is set. With
 * worker processes the instance answers the lowest of its workers: 0 if any of them lost Redis.
 */
export function redisUpGauge(registry: Registry, watch: RedisWatch): void {
  new Gauge({
    name: 'redis_up',
    help: '1 while the rate-limit counters are in Redis, 0 while each process counts on its own',
    registers: [registry],
    aggregator: 'min',
    collect() {
      this.set(watch.up ? 1 : 0);
    },
  });
}
