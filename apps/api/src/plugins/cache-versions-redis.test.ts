// Cache announcements when Redis is away at start-up (docs/decisions/0042-counters-without-redis.md):
// start-up does not wait for it, and the subscription is made once it answers, so changes are
// announced again without a restart. The database poll is set to an hour here, so only an
// announcement can tell the first instance of the second one's change.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisRelay } from '../test/redis-relay.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const HOUR_MS = 3_600_000;

describe.runIf(redisUrl)('cache announcements with Redis away at start-up', () => {
  const relay = redisRelay(new URL(redisUrl ?? 'redis://127.0.0.1:6379'));
  const channel = `shop-test-cache-${randomBytes(4).toString('hex')}`;
  let listening: TestApp | undefined;
  let announcing: TestApp | undefined;
  beforeAll(async () => {
    // A relay with a port of its own that nothing answers on yet.
    await relay.open();
    await relay.cut();
  });
  afterAll(async () => {
    await listening?.close();
    await announcing?.close();
    await relay.cut();
  });

  it('starts without it, then hears announcements once it answers', async () => {
    listening = await createTestApp({
      cache: { versions: { pollMs: HOUR_MS, redisUrl: relay.url, channel } },
    });
    announcing = await createTestApp({
      database: listening.handle,
      cache: { versions: { pollMs: HOUR_MS, redisUrl, channel } },
    });
    let heard = false;
    listening.app.cacheVersions.onChange(() => {
      heard = true;
    });
    await relay.open();
    // The subscription is made when the client reconnects (within its retry delay): announce
    // until it is heard, for at most 15 s (a bounded wait, not a timed assertion).
    const until = Date.now() + 15_000;
    while (!heard && Date.now() < until) {
      await announcing.app.cacheVersions.bump(['blog']);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(heard).toBe(true);
  });
});
