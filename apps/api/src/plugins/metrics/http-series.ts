// The request counters and latency histograms of /metrics, counted in plain numbers: a request
// costs two map look-ups and a few additions, and the Prometheus series are built only when
// someone scrapes. prom-client's own Counter and Histogram hash their labels on every call
// (about half a microsecond a request, a real share of a page served from the cache).
import type { Metric, Registry } from 'prom-client';

/**
 * Upper bounds of the latency buckets, in seconds: a page from the cache takes well under a
 * millisecond, a rendered page or an order some tens, an import seconds.
 */
export const LATENCY_BUCKETS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
] as const;

/** One method of one route: answers by status, and how long they took. */
class MethodSeries {
  readonly statuses = new Map<number, number>();
  /** Answers per bucket (not cumulative); the last slot is above every bound. */
  readonly buckets = new Float64Array(LATENCY_BUCKETS.length + 1);
  sum = 0;
  count = 0;

  observe(status: number, seconds: number) {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    let at = 0;
    while (at < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[at]!) at++;
    this.buckets[at]! += 1;
    this.sum += seconds;
    this.count += 1;
  }
}

/** The series of one route (its pattern, never the address asked for: the labels stay few). */
export class RouteSeries {
  private readonly methods = new Map<string, MethodSeries>();

  constructor(readonly route: string) {}

  /** Counts one answer: its method, status and time in milliseconds (Fastify's elapsedTime). */
  observe(method: string, status: number, elapsedMs: number) {
    let series = this.methods.get(method);
    if (!series) {
      series = new MethodSeries();
      this.methods.set(method, series);
    }
    series.observe(status, elapsedMs / 1000);
  }

  entries(): IterableIterator<[string, MethodSeries]> {
    return this.methods.entries();
  }
}

type Value = { labels: Record<string, string | number>; value: number; metricName?: string };

/** A metric of prom-client's shape whose values are read from `values` when scraped. */
function metricOf(
  name: string,
  help: string,
  type: 'counter' | 'histogram',
  values: () => Value[],
): Metric {
  const metric = {
    name,
    help,
    type,
    // Workers' series of the same labels are added up (plugins/metrics/cluster.ts).
    aggregator: 'sum' as const,
    get: async () => ({ name, help, type, aggregator: 'sum' as const, values: values() }),
    reset: () => {},
  };
  // prom-client's Registry needs only these members; its type names its own classes.
  return metric as unknown as Metric;
}

/**
 * Every route's series, and their three metrics: `http_requests_total{method,route,status}`,
 * `http_request_duration_seconds{method,route}` (a histogram) and
 * `http_errors_total{method,route,status}` (the answers with a 5xx status).
 */
export class HttpSeries {
  private readonly routes = new Map<string, RouteSeries>();

  /** The series of `route`, one per label however often it is asked for. */
  of(route: string): RouteSeries {
    let series = this.routes.get(route);
    if (!series) {
      series = new RouteSeries(route);
      this.routes.set(route, series);
    }
    return series;
  }

  private *each() {
    for (const series of this.routes.values())
      for (const [method, counts] of series.entries())
        yield { route: series.route, method, counts };
  }

  private requests(serverErrorsOnly: boolean): Value[] {
    const values: Value[] = [];
    for (const { route, method, counts } of this.each())
      for (const [status, value] of counts.statuses)
        if (!serverErrorsOnly || status >= 500)
          values.push({ labels: { method, route, status }, value });
    return values;
  }

  private durations(): Value[] {
    const name = 'http_request_duration_seconds';
    const values: Value[] = [];
    for (const { route, method, counts } of this.each()) {
      let below = 0;
      LATENCY_BUCKETS.forEach((le, at) => {
        below += counts.buckets[at]!;
        values.push({ labels: { method, route, le }, value: below, metricName: `${name}_bucket` });
      });
      const labels = { method, route };
      values.push(
        { labels: { ...labels, le: '+Inf' }, value: counts.count, metricName: `${name}_bucket` },
        { labels, value: counts.sum, metricName: `${name}_sum` },
        { labels, value: counts.count, metricName: `${name}_count` },
      );
    }
    return values;
  }

  register(registry: Registry) {
    registry.registerMetric(
      metricOf('http_requests_total', 'Answers by method, route and status', 'counter', () =>
        this.requests(false),
      ),
    );
    registry.registerMetric(
      metricOf(
        'http_request_duration_seconds',
        'Time from the request to the end of its answer, by method and route',
        'histogram',
        () => this.durations(),
      ),
    );
    registry.registerMetric(
      metricOf(
        'http_errors_total',
        'Answers with a server error (5xx) by method, route and status',
        'counter',
        () => this.requests(true),
      ),
    );
  }
}
