// @ts-check
// Starting and stopping the whole shop (scripts/start.mjs) as a child process, for the scripts
// that measure it (bench.mjs, load.mjs, crash.mjs). The shop binds to 127.0.0.1 and is stopped by
// its own pid.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The `n`th visitor's address (10.x.y.z). The measuring scripts stand for many visitors behind a
 * proxy: each request names its visitor in X-Forwarded-For, which the shop believes only with
 * TRUST_PROXY=127.0.0.1 (so only on these servers, which listen on 127.0.0.1).
 */
export const visitorAddress = (/** @type {number} */ n) =>
  `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * The environment of a measured shop: on 127.0.0.1:`port`, quiet logs, the loopback trusted as
 * the proxy, and PostgreSQL at `databaseUrl` (the embedded PGlite without it).
 * @param {{ port: number | string, dataDir: string, databaseUrl?: string }} options
 */
export function shopEnv({ port, dataDir, databaseUrl }) {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

/**
 * Starts `node scripts/start.mjs` (which builds what is missing on a first start); stdout is
 * dropped and stderr shown unless `stdio` says otherwise.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ stdio?: import('node:child_process').StdioOptions }} [options]
 */
export function startShop(env, { stdio = ['ignore', 'ignore', 'inherit'] } = {}) {
  return spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio });
}

/**
 * Waits until GET /api/health answers 200, polling every `everyMs`; fails when `timeoutMs` passes
 * or when `child` (the shop being waited for) exits first.
 * @param {string} base
 * @param {{ timeoutMs?: number, everyMs?: number, child?: ChildProcess }} [options]
 */
export async function waitForHealth(base, { timeoutMs = 240_000, everyMs = 500, child } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`the shop exited (${child.exitCode})`);
    if (child && child.signalCode !== null) throw new Error(`the shop died (${child.signalCode})`);
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await sleep(everyMs);
  }
  throw new Error('the shop did not become healthy');
}

/**
 * Answers once `child` has exited (at once if it already has).
 * @param {ChildProcess} child
 * @returns {Promise<void>}
 */
export function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Stops the shop by its pid with `signal`, and with SIGKILL if it has not exited after `graceMs`.
 * @param {ChildProcess} child
 * @param {{ signal?: NodeJS.Signals, graceMs?: number }} [options]
 */
export async function stopShop(child, { signal = 'SIGTERM', graceMs = 10_000 } = {}) {
  const { pid } = child;
  if (pid === undefined) return; // never started
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = exited(child);
  process.kill(pid, signal);
  const timer = setTimeout(() => {
    if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGKILL');
  }, graceMs);
  await gone;
  clearTimeout(timer);
}
