import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { tagsReadBy, type CacheTag, type Versions } from './cache-versions.ts';
import { answerKey, CACHED_ROUTES } from './answer-cache/cached-routes.ts';
import { compressOnce, encodingFor, matchesEtag } from '../lib/content-coding.ts';
import { ByteLru } from '../lib/byte-lru.ts';
import { sizeOf, type Answer } from './answer-cache/store.ts';

export interface AnswerCacheOptions {
  /** Megabytes kept (API_CACHE_MB); 0 leaves every answer uncached. */
  maxMb: number;
  /** How long an entry may live at most, whatever the versions say. */
  ttlMs?: number;
}

/** What a request on a cached route carries from its first hook to its last. */
interface Pending {
  /** The versions when the request arrived, before its handler read anything. */
  made: Versions;
  key: string | undefined;
  /** Set when the answer must not be kept (keepOutOfAnswerCache). */
  keepOut: boolean;
}

/** What the rest of the app (and the tests) may ask of the cache. */
export interface AnswerCache {
  /** Entries held now. */
  readonly entries: number;
  /** Answers served from memory since the start (a 304 counts). */
  readonly hits: number;
  /** Lookups that found no entry since the start (the answer was computed); for /metrics. */
  readonly misses: number;
  /** Resolves once every answer being compressed is kept (or dropped). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    answerCache: AnswerCache;
  }
  interface FastifyRequest {
    answerCache: Pending | null;
  }
}

const DEFAULT_TTL_MS = 60_000;

/**
 * Brotli 6: a list page of 50 products (22 KB of JSON) takes about a millisecond and comes out 5%
 * smaller than at the quality 4 affordable per request (plugins/compression.ts). The best quality
 * (11) saves some 10% more but costs 50 to 100 times as long, and every catalogue change drops
 * every kept answer: refilling the hot ones would then take seconds of a core.
 */
const BROTLI_QUALITY = 6;
/** Answers being compressed at once; past that a miss is served but not kept (a burst of
 * distinct searches must not queue compression work behind it). */
const FILLS_MAX = 8;
/** Request lines remembered with the key their validation gave (a hit then skips validation):
 * at most some 3 MB beside API_CACHE_MB, the oldest forgotten first. */
const ALIASES_MAX = 4096;
const ALIAS_URL_MAX = 512;
const AUTH_HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;

/**
 * Leaves this request's answer out of the cache: its handler did something beyond answering that
 * must happen on every request (modules/catalog/routes.ts records searches that found nothing).
 */
export function keepOutOfAnswerCache(request: FastifyRequest): void {
  if (request.answerCache) request.answerCache.keepOut = true;
}

const weakEtag = (body: Buffer) => `W/"${createHash('sha1').update(body).digest('base64')}"`;

/**
 * The catalogue's answers kept in memory (docs/decisions/0028-page-and-answer-caches.md), for the
 * GET routes of answer-cache/cached-routes.ts. An entry is keyed by the route and its validated
 * parameters, stamped with the versions taken before its handler read the database, and served
 * only while none of the tags its path reads (cache-versions/tags.ts) changed since: a change made
 * here drops it before the change's answer leaves, one made elsewhere within CACHE_POLL_MS. It
 * holds the answer once compressed with brotli and gzip, and as it is, with the ETag
 * @fastify/etag gave it; a hit sends those bytes with their Content-Encoding, which
 * @fastify/compress leaves alone, and an ETag header, which @fastify/etag does not compute again.
 * The storefront's loaders send no Accept-Encoding and get the plain JSON.
 *
 * The hit path is short: a request line seen before maps straight to its entry in the first hook
 * (validation would give the same key again: it depends on the line alone); any other line is
 * validated first, so `?page=2&junk=1` and `?junk=2&page=2` share the entry of `?page=2`.
 */
export default fp(async function answerCache(app: FastifyInstance, opts: AnswerCacheOptions) {
  if (!(opts.maxMb > 0)) {
    app.decorate('answerCache', {
      entries: 0,
      hits: 0,
      misses: 0,
      settled: async () => {},
    } satisfies AnswerCache);
    return;
  }
  const versions = app.cacheVersions;
  const ttlMs = opts.ttlMs ?? DEFAULT_TTL_MS;
  const maxBytes = opts.maxMb * 1024 * 1024;
  // The TTL is a safety net for anything the versions cannot see; a change drops entries long
  // before. One answer may take at most a quarter of the budget (it would push out many others).
  const store = new ByteLru<Answer>({ maxBytes, maxEntryBytes: maxBytes / 4, ttlMs, sizeOf });
  const aliases = new Map<string, string>();
  const fills = new Set<Promise<void>>();
  const filling = new Set<string>();
  app.decorateRequest('answerCache', null);
  let hits = 0;
  let misses = 0;
  app.decorate('answerCache', {
    get entries() {
      return store.size;
    },
    get hits() {
      return hits;
    },
    get misses() {
      return misses;
    },
    settled: async () => void (await Promise.all([...fills])),
  } satisfies AnswerCache);

  const current = (key: string): Answer | undefined => {
    const answer = store.get(key);
    if (!answer) return undefined;
    if (versions.isCurrent(answer.made, answer.tags)) return answer;
    store.delete(key);
    return undefined;
  };

  // Memory goes back as soon as a change is known; `current` would refuse these entries anyway.
  versions.onChange(() =>
    store.deleteWhere((answer) => !versions.isCurrent(answer.made, answer.tags)),
  );

  const serve = (request: FastifyRequest, reply: FastifyReply, answer: Answer) => {
    hits += 1;
    reply
      .header('content-type', answer.contentType)
      .header('etag', answer.etag)
      .header('vary', 'accept-encoding');
    if (answer.cacheControl) reply.header('cache-control', answer.cacheControl);
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    const encoding =
      request.headers['x-no-compression'] === undefined
        ? encodingFor(request.headers['accept-encoding'], answer)
        : 'identity';
    if (encoding === 'identity') return reply.send(answer.identity);
    return reply.header('content-encoding', encoding).send(answer[encoding]);
  };

  const fill = (
    key: string,
    made: Versions,
    tags: readonly CacheTag[],
    reply: FastifyReply,
    body: string,
  ) => {
    if (filling.has(key) || filling.size >= FILLS_MAX) return;
    // Its own memory: a small Buffer.from() shares an 8 KB pool slab it would keep alive.
    const identity = Buffer.allocUnsafeSlow(Buffer.byteLength(body));
    identity.write(body);
    const etag = reply.getHeader('etag');
    const cacheControl = reply.getHeader('cache-control');
    const base = {
      key,
      made,
      tags,
      etag: typeof etag === 'string' ? etag : weakEtag(identity),
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      cacheControl: typeof cacheControl === 'string' ? cacheControl : undefined,
      identity,
    };
    filling.add(key);
    const work = compressOnce(identity, BROTLI_QUALITY)
      .then(({ br, gzip }) => {
        // A change seen while compressing makes the answer stale before it is ever served.
        if (!versions.isCurrent(made, tags)) return;
        store.set(key, { ...base, br, gzip });
      })
      .catch((err: unknown) => app.log.warn({ err }, 'an answer could not be cached'))
      .finally(() => {
        filling.delete(key);
        fills.delete(work);
      });
    fills.add(work);
  };

  const remember = (url: string, key: string) => {
    if (url.length > ALIAS_URL_MAX || aliases.get(url) === key) return;
    if (aliases.size >= ALIASES_MAX) aliases.delete(aliases.keys().next().value as string);
    aliases.set(url, key);
  };

  const arrive: onRequestAsyncHookHandler = async (request, reply) => {
    if (request.method !== 'GET') return;
    const alias = aliases.get(request.url);
    const answer = alias === undefined ? undefined : current(alias);
    if (answer) return serve(request, reply, answer);
    request.answerCache = { made: versions.snapshot(), key: undefined, keepOut: false };
  };

  /** The preHandler (after validation) of one route: finds the entry by the validated values. */
  const lookOn =
    (route: string, validated: { params: boolean; query: boolean }): preHandlerAsyncHookHandler =>
    async (request, reply) => {
      const pending = request.answerCache;
      if (!pending) return;
      // Only what a schema validated makes the key: anything else cannot change the answer.
      const key = answerKey(
        route,
        validated.params ? (request.params as Record<string, unknown>) : undefined,
        validated.query ? (request.query as Record<string, unknown>) : undefined,
      );
      remember(request.url, key);
      const answer = current(key);
      if (answer) {
        request.answerCache = null;
        return serve(request, reply, answer);
      }
      misses += 1;
      pending.key = key;
    };

  /** The onSend of one route: keeps a fresh answer once it is computed. */
  const keepOn =
    (tags: readonly CacheTag[]): onSendAsyncHookHandler<unknown> =>
    async (request, reply, payload) => {
      const pending = request.answerCache;
      if (!pending?.key || pending.keepOut || reply.statusCode !== 200) return payload;
      if (typeof payload === 'string') fill(pending.key, pending.made, tags, reply, payload);
      return payload;
    };

  const seen = new Set<string>();
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!CACHED_ROUTES.has(route.url) || !methods.includes('GET')) return;
    const guards = AUTH_HOOKS.flatMap((name) => [route[name] ?? []].flat());
    if (guards.includes(app.requireUser) || guards.includes(app.requireAdmin) || route.preHandler)
      throw new Error(`${route.url} checks who asks, so its answer cannot be cached for everyone`);
    seen.add(route.url);
    route.onRequest = [...[route.onRequest ?? []].flat(), arrive];
    const schema = route.schema ?? {};
    const validated = { params: Boolean(schema.params), query: Boolean(schema.querystring) };
    route.preHandler = [lookOn(route.url, validated)];
    // First among the route's own: before @fastify/compress turns the JSON into a stream.
    route.onSend = [keepOn(tagsReadBy(route.url)), ...[route.onSend ?? []].flat()];
  });

  app.addHook('onReady', async () => {
    const missing = [...CACHED_ROUTES].filter((url) => !seen.has(url));
    if (missing.length) throw new Error(`answer cache: no GET route ${missing.join(', ')}`);
  });

  app.addHook('onClose', async () => {
    await Promise.all([...fills]);
    store.clear();
  });
});
