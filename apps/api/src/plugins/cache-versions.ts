import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import { CACHE_TAGS, type CacheTag } from './cache-versions/tags.ts';

export { CACHE_TAGS, tagsReadBy, type CacheTag } from './cache-versions/tags.ts';

/** What an entry was made from: this process's generation of every tag when it started. */
export type Versions = Readonly<Record<CacheTag, number>>;

export interface CacheVersions {
  /** The generations now; take it before reading what an entry is made of. */
  snapshot(): Versions;
  /** Whether none of `tags` changed since `made` was taken. */
  isCurrent(made: Versions, tags: readonly CacheTag[]): boolean;
  /** Marks `tags` changed, here at once and on every other instance within CACHE_POLL_MS. */
  bump(tags: readonly CacheTag[]): Promise<void>;
  /** Called after any tag changed (here or on another instance). */
  onChange(listener: (changed: readonly CacheTag[]) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    cacheVersions: CacheVersions;
  }
}

export interface CacheVersionsOptions {
  /** How often the database's versions are read for other instances' changes. */
  pollMs?: number;
  /** With Redis, a change is announced at once and peers read the versions without waiting. */
  redisUrl?: string;
  /** Redis channel (tests give each run its own). */
  channel?: string;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How long start-up waits for the Redis subscription before going on with polling alone. */
const SUBSCRIBE_WAIT_MS = 2_000;

/** Resolves on the client's first error (Redis away at start-up) or after `ms`. */
function firstTrouble(client: Redis, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    client.once('error', done);
  });
}

async function readVersions(db: Db): Promise<Map<string, number>> {
  const { rows } = (await db.execute(sql`SELECT tag, version FROM cache_versions`)) as unknown as {
    rows: Array<{ tag: string; version: string | number }>;
  };
  return new Map(rows.map((row) => [row.tag, Number(row.version)]));
}

async function bumpVersions(db: Db, tags: readonly CacheTag[]): Promise<Map<string, number>> {
  const values = sql.join(
    tags.map((tag) => sql`(${tag}, 1)`),
    sql`, `,
  );
  const { rows } = (await db.execute(sql`
    INSERT INTO cache_versions (tag, version) VALUES ${values}
    ON CONFLICT (tag) DO UPDATE SET version = cache_versions.version + 1
    RETURNING tag, version`)) as unknown as { rows: Array<{ tag: string; version: string }> };
  return new Map(rows.map((row) => [row.tag, Number(row.version)]));
}

/**
 * The versions behind the page and answer caches (docs/decisions/0028-page-and-answer-caches.md).
 *
 * Each instance counts its own generation per tag and raises it whenever that tag changes: at
 * once for a change made here, and when a read of the `cache_versions` rows (every `pollMs`, or at
 * once on a Redis announcement) shows another instance bumped it. Generations only grow, so an
 * entry made before a change can never become current again, whatever the database answers
 * later; a bump the database misses still drops this instance's entries.
 *
 * Every successful write request bumps the tags its route declares (`config.changes`, tags.ts)
 * before its answer leaves, so whoever made the change sees it on their next page.
 */
export default fp(async function cacheVersions(app: FastifyInstance, opts: CacheVersionsOptions) {
  const generation = Object.fromEntries(CACHE_TAGS.map((tag) => [tag, 0])) as Record<
    CacheTag,
    number
  >;
  const seen = new Map<string, number>();
  const listeners: Array<(changed: readonly CacheTag[]) => void> = [];

  function raise(tags: readonly CacheTag[]) {
    if (!tags.length) return;
    for (const tag of tags) generation[tag] += 1;
    for (const listener of listeners) listener(tags);
  }

  /** Raises the tags whose database version moved since it was last seen here. */
  function absorb(versions: Map<string, number>) {
    const moved = CACHE_TAGS.filter((tag) => {
      const version = versions.get(tag);
      if (version === undefined || version === seen.get(tag)) return false;
      seen.set(tag, version);
      return true;
    });
    raise(moved);
  }

  let polling: Promise<void> | undefined;
  let pollFailed = false;
  function poll(): Promise<void> {
    polling ??= readVersions(app.db)
      .then((versions) => {
        pollFailed = false;
        absorb(versions);
      })
      .catch((err: unknown) => {
        // Said once per outage: while the database is away nothing can change in it either.
        if (!pollFailed) app.log.warn({ err }, 'cache versions could not be read');
        pollFailed = true;
      })
      .finally(() => {
        polling = undefined;
      });
    return polling;
  }

  // What is already in the database is the starting point, not a change.
  try {
    for (const [tag, version] of await readVersions(app.db)) seen.set(tag, version);
  } catch (err) {
    app.log.warn({ err }, 'cache versions could not be read');
  }
  const timer = setInterval(() => void poll(), opts.pollMs ?? 250);
  timer.unref();

  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  const channel = opts.channel ?? 'shop:cache-versions';
  if (opts.redisUrl) {
    // Redis only hurries the news along; the poll above is the truth. So Redis being away must
    // neither hold a write's answer (a publish fails at once: no offline queue) nor start-up
    // (subscribing waits in the background and is made again on every reconnection), and
    // readiness does not depend on it (docs/decisions/0042-counters-without-redis.md).
    publisher = new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    subscriber = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
    for (const client of [publisher, subscriber]) {
      // Said once per outage, not at every reconnection attempt.
      let away = false;
      client.on('error', (err) => {
        if (!away) app.log.warn({ err }, 'cache announcements: Redis away; polling only');
        away = true;
      });
      client.on('ready', () => {
        away = false;
      });
    }
    const listening = subscriber;
    listening.on('message', () => void poll());
    const subscribed = listening.subscribe(channel).catch((err: unknown) => {
      // Closing the app before Redis came back is no news.
      if (listening.status !== 'end')
        app.log.warn({ err }, 'cache announcements: subscribing failed; polling only');
    });
    await Promise.race([subscribed, firstTrouble(listening, SUBSCRIBE_WAIT_MS)]);
  }

  const versions: CacheVersions = {
    snapshot: () => ({ ...generation }),
    isCurrent: (made, tags) => tags.every((tag) => made[tag] === generation[tag]),
    async bump(tags) {
      if (!tags.length) return;
      raise(tags);
      try {
        absorb(await bumpVersions(app.db, tags));
      } catch (err) {
        // The change itself was written; only other instances may serve it late (until their
        // entries expire). This instance has already dropped its own.
        app.log.error({ err }, 'cache versions could not be bumped');
        return;
      }
      await publisher?.publish(channel, tags.join(',')).catch(() => undefined);
    },
    onChange: (listener) => void listeners.push(listener),
  };
  app.decorate('cacheVersions', versions);

  app.addHook('onSend', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return;
    const route = request.routeOptions.url;
    // The storefront's own forms reach the API in process, and those inner requests bump.
    if (!route?.startsWith('/api/')) return;
    await versions.bump(request.routeOptions.config.changes ?? CACHE_TAGS);
  });

  app.addHook('onClose', async () => {
    clearInterval(timer);
    await polling;
    subscriber?.disconnect();
    publisher?.disconnect();
  });
});
