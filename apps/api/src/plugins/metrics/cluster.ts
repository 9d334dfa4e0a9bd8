// /metrics with worker processes (docs/decisions/0029-worker-processes.md): each worker counts
// its own requests, and a scrape reaches one worker at random, so that worker asks the primary,
// the primary asks every worker for its metrics, adds them up (prom-client's
// AggregatorRegistry.aggregate) and hands the text back. Prometheus sees one instance.
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** How long the primary waits for every worker's metrics, and a worker for the primary. */
export const GATHER_TIMEOUT_MS = 4_000;

type Message =
  | { shop: 'metrics-ready' }
  | { shop: 'metrics-scrape'; id: number }
  | { shop: 'metrics-scraped'; id: number; text?: string; error?: string }
  | { shop: 'metrics-collect'; id: number }
  | { shop: 'metrics-collected'; id: number; metrics?: unknown[]; error?: string };

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { shop?: unknown }).shop === 'string' &&
  (value as { shop: string }).shop.startsWith('metrics-');

const send = (to: { send?: (message: Message) => unknown }, message: Message) => {
  try {
    to.send?.(message);
  } catch {
    // The other side is gone; its answer times out.
  }
};

/**
 * A worker's side: answers the primary's requests for this worker's metrics, says it can, and
 * returns the function a scrape calls, which resolves with the whole instance's text.
 */
export function workerMetrics(registry: Registry): { scrape(): Promise<string>; stop(): void } {
  let next = 0;
  const waiting = new Map<number, (answer: { text?: string; error?: string }) => void>();
  const listener = (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.shop === 'metrics-collect') {
      registry.getMetricsAsJSON().then(
        (metrics) => send(process, { shop: 'metrics-collected', id: message.id, metrics }),
        (err: Error) =>
          send(process, { shop: 'metrics-collected', id: message.id, error: err.message }),
      );
    } else if (message.shop === 'metrics-scraped') {
      waiting.get(message.id)?.(message);
    }
  };
  process.on('message', listener);
  send(process, { shop: 'metrics-ready' });
  return {
    scrape: () =>
      new Promise<string>((resolve, reject) => {
        const id = next++;
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error('the primary process did not answer with the metrics'));
        }, GATHER_TIMEOUT_MS + 1_000);
        waiting.set(id, ({ text, error }) => {
          clearTimeout(timer);
          waiting.delete(id);
          if (text === undefined) reject(new Error(error ?? 'no metrics'));
          else resolve(text);
        });
        send(process, { shop: 'metrics-scrape', id });
      }),
    stop: () => void process.off('message', listener),
  };
}

/**
 * The primary's side: keeps the workers that can answer, and serves a worker's scrape with every
 * such worker's metrics added up. A worker that does not answer in time fails the scrape (503)
 * rather than leave its counts out: a sum that drops would read as a counter reset.
 */
export function serveClusterMetrics(): void {
  const ready = new Set<Worker>();
  let next = 0;
  const gathering = new Map<number, (from: Worker, answer: Message) => void>();

  const gather = (): Promise<string> =>
    new Promise((resolve, reject) => {
      const id = next++;
      const asked = [...ready].filter((worker) => worker.isConnected());
      const answers: unknown[][] = [];
      const pending = new Set(asked);
      const finish = (err?: Error) => {
        clearTimeout(timer);
        gathering.delete(id);
        if (err) reject(err);
        else
          AggregatorRegistry.aggregate(answers as never)
            .metrics()
            .then(resolve, reject);
      };
      const timer = setTimeout(
        () => finish(new Error(`${pending.size} worker(s) did not send their metrics in time`)),
        GATHER_TIMEOUT_MS,
      );
      gathering.set(id, (from, answer) => {
        if (answer.shop !== 'metrics-collected' || !pending.delete(from)) return;
        if (!answer.metrics) return finish(new Error(answer.error ?? 'a worker sent no metrics'));
        answers.push(answer.metrics);
        if (pending.size === 0) finish();
      });
      for (const worker of asked) send(worker, { shop: 'metrics-collect', id });
      if (asked.length === 0) finish(new Error('no worker process can answer'));
    });

  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.shop === 'metrics-ready') ready.add(worker);
    else if (message.shop === 'metrics-collected') gathering.get(message.id)?.(worker, message);
    else if (message.shop === 'metrics-scrape')
      gather().then(
        (text) => send(worker, { shop: 'metrics-scraped', id: message.id, text }),
        (err: Error) =>
          send(worker, { shop: 'metrics-scraped', id: message.id, error: err.message }),
      );
  });
  cluster.on('exit', (worker) => {
    ready.delete(worker);
    // A worker that died mid-gather cannot answer: the others need not wait for it.
    for (const deliver of gathering.values())
      deliver(worker, { shop: 'metrics-collected', id: -1, error: 'a worker process exited' });
  });
}
