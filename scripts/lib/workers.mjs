// @ts-check
// How `npm start` runs the server (apps/api/src/server.ts): one process, or with DATABASE_URL a
// primary and worker processes on one port (node:cluster), docs/decisions/0029-worker-processes.md.
// The primary prepares once (migrations, secret and admin files, demo shop), then forks the
// workers, which only build the app and listen; it replaces a worker that dies, and stops them
// all gracefully on SIGTERM or SIGINT.
import cluster from 'node:cluster';
import os from 'node:os';

/** How long the workers have to answer what is in flight once told to stop. */
export const SHUTDOWN_GRACE_MS = 30_000;
/** More unexpected worker deaths than this within a minute stop the whole server. */
export const RESTARTS_PER_MINUTE = 5;
const MINUTE_MS = 60_000;

/**
 * What this file uses of the shop's server module (apps/api/src/server.ts, built to
 * apps/api/dist/server.js): `npm start` passes the bundle, a test the sources.
 * @typedef {{ DATABASE_URL?: string, REDIS_URL?: string, WEB_CONCURRENCY?: number }} Config
 * @typedef {{ info(message: string): void, warn(message: string): void,
 *   error(message: string): void }} Log
 * @typedef {object} Server
 * @property {() => Config} loadConfig
 * @property {(err: unknown) => never} failStart
 * @property {(config: Config) => Log} startupLog
 * @property {(config: Config) => Promise<unknown>} runSingleProcess
 * @property {(config: Config) => Promise<unknown>} prepareOnce
 * @property {() => void} serveClusterMetrics
 * @property {() => Promise<{ listen(): Promise<unknown> }>} buildWorker
 */

/**
 * How many processes serve: WEB_CONCURRENCY, or one per core, with DATABASE_URL; always one
 * without it, since the embedded PGlite database lives inside one process.
 * @param {Config} config
 * @param {Log} log
 */
export function workerCount(config, log, cores = os.availableParallelism()) {
  if (!config.DATABASE_URL) {
    if ((config.WEB_CONCURRENCY ?? 1) > 1)
      log.warn(
        `WEB_CONCURRENCY=${config.WEB_CONCURRENCY} ignored: the embedded PGlite database is one ` +
          'process (worker processes need DATABASE_URL)',
      );
    return 1;
  }
  return config.WEB_CONCURRENCY ?? cores;
}

/**
 * Runs this process's part: the one server, the primary of workers, or one of its workers.
 * @param {Server} server
 */
export async function runShop(server) {
  if (cluster.isWorker) {
    // The primary prepared everything; when it dies (even by SIGKILL) its IPC channel closes and
    // node:cluster ends this worker at once, so no worker outlives it holding connections.
    await runWorker(server).catch(server.failStart);
    return;
  }
  let config;
  try {
    config = server.loadConfig();
  } catch (err) {
    return server.failStart(err); // exits
  }
  const log = server.startupLog(config);
  const count = workerCount(config, log);
  if (count === 1) {
    await server.runSingleProcess(config).catch(server.failStart);
    return;
  }
  await server.prepareOnce(config).catch(server.failStart);
  if (!config.REDIS_URL)
    log.warn(
      `${count} worker processes without REDIS_URL: each counts rate limits and sign-in ` +
        'attempts on its own, so a client gets up to that many times the limits; set REDIS_URL ' +
        'to share them',
    );
  // A scrape of /metrics reaches one worker, which asks here for every worker's counts.
  server.serveClusterMetrics();
  supervise(count, log);
}

const BUILT = { shop: 'built' };
const LISTEN = { shop: 'listen' };

/**
 * A worker: builds the app, says so, and listens when its primary says (see `supervise`).
 * @param {Server} server
 */
async function runWorker(server) {
  const worker = await server.buildWorker();
  /** @type {Promise<void>} */
  const told = new Promise((resolve) => {
    process.on('message', function listen(/** @type {{ shop?: string } | undefined} */ message) {
      if (message?.shop !== LISTEN.shop) return;
      process.off('message', listen);
      resolve();
    });
  });
  // A process forked by node:cluster always has its IPC channel.
  if (!process.send) throw new Error('a worker process without its IPC channel');
  process.send(BUILT);
  await told;
  await worker.listen();
}

/**
 * Forks `count` workers and keeps them running until a signal (or too many deaths) stops it.
 * The first workers listen together once all of them are built, so the shop answers (its health
 * check included) only when every worker serves, and the first connections are shared out.
 * @param {number} count
 * @param {Log} log
 */
function supervise(count, log) {
  /** @type {Set<import('node:cluster').Worker>} */
  const alive = new Set();
  let served = false;
  let stopping = false;
  let exitCode = 0;
  /** @type {number[]} */
  let deaths = [];
  /** The first workers built so far; once all are, they are told to listen, and later ones at once. */
  /** @type {Set<import('node:cluster').Worker>} */
  const built = new Set();
  let together = false;

  const fork = () => alive.add(cluster.fork());
  const listen = (/** @type {import('node:cluster').Worker} */ worker) => {
    if (alive.has(worker) && worker.isConnected()) worker.send(LISTEN);
  };

  const stop = (/** @type {number} */ code) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (alive.size === 0) process.exit(exitCode);
    for (const worker of alive) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log.error(
        `${alive.size} worker process(es) still busy ${SHUTDOWN_GRACE_MS / 1000} s after ` +
          'SIGTERM: killing them',
      );
      for (const worker of alive) worker.process.kill('SIGKILL');
      exitCode = 1;
    }, SHUTDOWN_GRACE_MS);
  };

  cluster.on('message', (worker, message) => {
    if (message?.shop !== BUILT.shop) return;
    if (together) {
      listen(worker); // a replacement
      return;
    }
    built.add(worker);
    if (built.size < count) return;
    together = true;
    for (const first of built) listen(first);
  });
  cluster.on('listening', () => {
    served = true;
  });
  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    if (stopping) {
      if (alive.size === 0) process.exit(exitCode);
      return;
    }
    const how = signal ? `was killed (${signal})` : `exited (code ${code})`;
    if (!served) {
      // Nothing has ever listened: the cause (a port in use, a bad setting) is the same for all.
      log.error(`worker process ${worker.process.pid} ${how} before serving: stopping`);
      stop(1);
      return;
    }
    const now = Date.now();
    deaths = [...deaths.filter((at) => now - at < MINUTE_MS), now];
    if (deaths.length > RESTARTS_PER_MINUTE) {
      log.error(
        `worker processes died ${deaths.length} times within a minute (the last ${how}): ` +
          'stopping; the errors above say why',
      );
      stop(1);
      return;
    }
    log.warn(`worker process ${worker.process.pid} ${how}: starting another`);
    fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      log.info(`${signal}: stopping ${alive.size} worker processes`);
      stop(0);
    });
  }
  for (let i = 0; i < count; i++) fork();
  log.info(`${count} worker processes (pid ${process.pid} is their primary)`);
}
