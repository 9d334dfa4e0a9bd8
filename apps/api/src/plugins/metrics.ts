import { timingSafeEqual } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { API_MESSAGES } from '@shop/contracts';
import { AppError, errorBody } from '../lib/app-error.ts';
import { HttpSeries, type RouteSeries } from './metrics/http-series.ts';

export interface MetricsOptions {
  /** METRICS_TOKEN: /metrics answers only a request that sends it (404 while unset). */
  token?: string;
  /**
   * In a worker process: shares this process's metrics with the primary and returns how a scrape
   * gets every worker's (plugins/metrics/cluster.ts, `workerMetrics`).
   */
  cluster?: (registry: Registry) => { scrape(): Promise<string>; stop(): void };
}

export interface Metrics {
  /** Where other modules add their own metrics (e.g. a queue's depth). */
  readonly registry: Registry;
  /**
   * A gauge read when scraped whose value is the shop's, not this process's (a count in the
   * database): every worker process reports the same, so the whole instance's answer takes it
   * once instead of adding it up.
   */
  sharedGauge(name: string, help: string, read: () => Promise<number>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** The storefront's catch-all route: every page is one label, whatever its address. */
const PAGE_ROUTE = '/*';
const PAGE_LABEL = 'page';
/** Requests no route matched (the API's 404): one label, never their addresses. */
const UNMATCHED_LABEL = 'unmatched';

/** The answer of a page from the page cache says hit or miss (plugins/web/page-reply.ts). */
const PAGE_CACHE_HEADER = 'x-cache';

/** How long a scrape waits for a gauge read from elsewhere (the database) before leaving it out. */
const GAUGE_READ_TIMEOUT_MS = 1_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Compares in constant time, so the token cannot be guessed a character at a time. */
function bearerMatches(header: string | undefined, token: Buffer): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7).trim());
  return given.length === token.length && timingSafeEqual(given, token);
}

/** A route's onResponse hook that counts its answers into `series`. */
function countInto(series: RouteSeries, pages?: { hits: number; misses: number }) {
  if (!pages)
    return function countAnswer(
      request: FastifyRequest,
      reply: FastifyReply,
      done: HookHandlerDoneFunction,
    ) {
      series.observe(request.method, reply.statusCode, reply.elapsedTime);
      done();
    };
  return function countPage(
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ) {
    series.observe(request.method, reply.statusCode, reply.elapsedTime);
    const cache = reply.getHeader(PAGE_CACHE_HEADER);
    if (cache === 'hit') pages.hits += 1;
    else if (cache === 'miss') pages.misses += 1;
    done();
  };
}

/**
 * Prometheus metrics at /metrics (docs/decisions/0034-operator-signals.md): requests by route
 * and status, latency by route, server errors, the page and answer caches' hits and misses,
 * Node's process metrics, and what other modules add to `app.metrics.registry`.
 *
 * Register it before any route: each route gets its own small onResponse hook (added as the
 * route is), which counts into that route's series without looking anything up by name.
 */
export default fp(async function metrics(app: FastifyInstance, opts: MetricsOptions) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const http = new HttpSeries();
  http.register(registry);
  const pages = { hits: 0, misses: 0 };

  new Counter({
    name: 'cache_lookups_total',
    help: 'Lookups of the page cache (anonymous pages) and the answer cache (catalogue API) by result',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    // Counted in plain numbers as requests go, copied here when scraped.
    collect() {
      this.reset();
      this.inc({ cache: 'page', result: 'hit' }, pages.hits);
      this.inc({ cache: 'page', result: 'miss' }, pages.misses);
      this.inc({ cache: 'answer', result: 'hit' }, app.answerCache?.hits ?? 0);
      this.inc({ cache: 'answer', result: 'miss' }, app.answerCache?.misses ?? 0);
    },
  });

  app.decorate('metrics', {
    registry,
    sharedGauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        aggregator: 'first',
        async collect() {
          // A database that is away must not take the other metrics with it: the gauge says NaN
          // (unknown, never a reassuring 0) and the rest is answered.
          try {
            this.set(await withTimeout(read(), GAUGE_READ_TIMEOUT_MS));
          } catch {
            this.set(Number.NaN);
          }
        },
      });
    },
  } satisfies Metrics);

  app.addHook('onRoute', (route: RouteOptions) => {
    const label = route.url === PAGE_ROUTE ? PAGE_LABEL : route.url;
    const hook = countInto(http.of(label), route.url === PAGE_ROUTE ? pages : undefined);
    route.onResponse = [...[route.onResponse ?? []].flat(), hook];
  });

  // Requests no route matched still count, under one label; matched ones have their own hook.
  const unmatched = http.of(UNMATCHED_LABEL);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) unmatched.observe(request.method, reply.statusCode, reply.elapsedTime);
    done();
  });

  const shared = opts.cluster?.(registry);
  if (shared) app.addHook('onClose', async () => shared.stop());
  const scrape = shared ? () => shared.scrape() : () => registry.metrics();
  const token = opts.token ? Buffer.from(opts.token) : undefined;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Without a token the metrics do not exist: nothing tells a visitor they could be read.
    if (!token)
      return reply.code(404).send(errorBody(new AppError('NOT_FOUND', API_MESSAGES.notFound)));
    if (!bearerMatches(request.headers.authorization, token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send(errorBody(new AppError('UNAUTHENTICATED', 'A valid metrics token is required')));
    try {
      const text = await scrape();
      return reply.type(registry.contentType).send(text);
    } catch (err) {
      request.log.error({ err }, 'metrics could not be gathered');
      return reply
        .code(503)
        .send(errorBody(new AppError('UNAVAILABLE', 'The metrics could not be gathered')));
    }
  });
});
