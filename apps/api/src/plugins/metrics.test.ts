import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../test/test-app.ts';
import errors from './errors.ts';
import metrics from './metrics.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';

/** The value of the sample `name{labels}` in a Prometheus text answer (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string | number> = {}) {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = (match[2] ?? '').split(',');
    if (wanted.every((pair) => has.includes(pair))) return Number(match[3]);
  }
  return 0;
}

const lookups = (text: string, cache: string, result: string) =>
  sample(text, 'cache_lookups_total', { cache, result });

const scrape = async (app: Pick<TestApp['app'], 'inject'>) => {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('/metrics without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('does not exist (404), whatever is sent', async () => {
    for (const authorization of [undefined, 'Bearer ', `Bearer ${TOKEN}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(res.body).not.toContain('http_requests_total');
    }
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  const t = useTestApp({
    metrics: { token: TOKEN },
    extend: (app) => {
      app.get('/api/test/explodes', async () => {
        throw new Error('boom');
      });
      app.metrics.sharedGauge('test_queue_depth', 'A count the whole shop shares', async () => 7);
      app.metrics.sharedGauge('test_unreadable', 'A count whose source is away', () =>
        Promise.reject(new Error('database unreachable')),
      );
    },
  });

  it('refuses a missing or wrong token with 401, compared whole', async () => {
    for (const authorization of [
      undefined,
      TOKEN,
      `Basic ${TOKEN}`,
      'Bearer wrong',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it('answers the Prometheus text format, never cached', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE http_requests_total counter');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(res.body).toContain('# TYPE cache_lookups_total counter');
    // Node's process metrics.
    expect(sample(res.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(res.body, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts requests by method, route pattern and status', async () => {
    const before = await scrape(t.app);
    const labels = { method: 'GET', route: '/api/health', status: 200 };
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'HEAD', url: '/api/health' });
    const list = await t.app.inject({ method: 'GET', url: '/api/product/list' });
    const { products } = list.json() as { products: Array<{ _id: string }> };
    await t.app.inject({ method: 'GET', url: `/api/product/${products[0]!._id}` });
    await t.app.inject({ method: 'GET', url: `/api/product/${products[1]!._id}` });
    await t.app.inject({ method: 'GET', url: '/api/product/not-an-id' });
    await t.app.inject({ method: 'GET', url: '/api/nowhere/a' });
    await t.app.inject({ method: 'DELETE', url: '/api/nowhere/b' });
    const after = await scrape(t.app);

    const grew = (name: string, l: Record<string, string | number>) =>
      sample(after, name, l) - sample(before, name, l);
    expect(grew('http_requests_total', labels)).toBe(3);
    // HEAD's own route (Fastify adds it beside GET) counts once, under its method.
    expect(grew('http_requests_total', { ...labels, method: 'HEAD' })).toBe(1);
    // Each product under the route's pattern, never its address.
    const product = { method: 'GET', route: '/api/product/:productId' };
    expect(grew('http_requests_total', { ...product, status: 200 })).toBe(2);
    expect(grew('http_requests_total', { ...product, status: 400 })).toBe(1);
    expect(after).not.toContain(products[0]!._id);
    // Addresses no route knows share one label.
    expect(grew('http_requests_total', { method: 'GET', route: 'unmatched', status: 404 })).toBe(1);
    expect(grew('http_requests_total', { method: 'DELETE', route: 'unmatched', status: 404 })).toBe(
      1,
    );
    expect(after).not.toContain('/api/nowhere');

    // The histogram: every answer is in the +Inf bucket and the count, each bucket holds at least
    // the one below it.
    const timing = { method: 'GET', route: '/api/health' };
    expect(grew('http_request_duration_seconds_count', timing)).toBe(3);
    expect(grew('http_request_duration_seconds_bucket', { ...timing, le: '+Inf' })).toBe(3);
    expect(sample(after, 'http_request_duration_seconds_sum', timing)).toBeGreaterThan(0);
    let below = 0;
    for (const le of [0.0005, 0.001, 0.01, 0.1, 1, 10]) {
      const count = sample(after, 'http_request_duration_seconds_bucket', { ...timing, le });
      expect(count).toBeGreaterThanOrEqual(below);
      below = count;
    }
  });

  it('counts server errors by route', async () => {
    const before = await scrape(t.app);
    await t.app.inject({ method: 'GET', url: '/api/test/explodes' });
    await t.app.inject({ method: 'GET', url: '/api/test/explodes' });
    const after = await scrape(t.app);
    const labels = { method: 'GET', route: '/api/test/explodes', status: 500 };
    expect(
      sample(after, 'http_errors_total', labels) - sample(before, 'http_errors_total', labels),
    ).toBe(2);
    expect(sample(after, 'http_errors_total', { route: '/api/health' })).toBe(0);
  });

  it('counts hits and misses of the answer cache', async () => {
    const before = await scrape(t.app);
    const url = '/api/product/list?page=2&pageSize=3';
    await t.app.inject({ method: 'GET', url });
    await t.app.answerCache.settled();
    await t.app.inject({ method: 'GET', url });
    // Another order of the same parameters is the same entry.
    await t.app.inject({ method: 'GET', url: '/api/product/list?pageSize=3&page=2' });
    const after = await scrape(t.app);
    expect(lookups(after, 'answer', 'miss') - lookups(before, 'answer', 'miss')).toBe(1);
    expect(lookups(after, 'answer', 'hit') - lookups(before, 'answer', 'hit')).toBe(2);
  });

  it('reads the gauges other modules add when scraped; one that fails says NaN', async () => {
    const text = await scrape(t.app);
    expect(sample(text, 'test_queue_depth')).toBe(7);
    // prom-client writes "Nan", which Prometheus reads as NaN (any case).
    expect(text).toMatch(/^test_unreadable nan$/im);
    // The outbox's depth (modules/mail/plugin.ts): nothing waits in a fresh shop.
    expect(text).toMatch(/^mail_outbox_pending \d+$/m);
  });
});

describe('/metrics of the storefront', () => {
  it('counts every page under one route, and the page cache by its X-Cache answer', async () => {
    const app = Fastify({ logger: false });
    await app.register(errors);
    await app.register(metrics, { token: TOKEN });
    // Stands in for the storefront's catch-all (plugins/web.ts), whose kept pages say hit or miss.
    app.get('/*', async (request, reply) => {
      const { cache } = request.query as { cache?: string };
      if (cache) reply.header('x-cache', cache);
      return reply.type('text/html').send('<p>page</p>');
    });
    for (const url of ['/?cache=miss', '/shop?cache=hit', '/a/b?cache=hit', '/c?cache=hit', '/d'])
      await app.inject({ method: 'GET', url });
    const text = await scrape(app);
    expect(lookups(text, 'page', 'miss')).toBe(1);
    expect(lookups(text, 'page', 'hit')).toBe(3);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: 'page', status: 200 })).toBe(
      5,
    );
    expect(text).not.toMatch(/route="\/(shop|a|c|d)/);
    // No answer cache in this app: its lookups are zero, not missing.
    expect(text).toContain('cache_lookups_total{cache="answer",result="hit"} 0');
    await app.close();
  });
});
