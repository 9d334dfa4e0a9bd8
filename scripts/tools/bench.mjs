// @ts-check
// `npm run bench`: the performance budgets (docs/architecture.md, "Performance budgets"), measured
// on this machine:
//  1. a 100,000-product catalogue (made once, kept in bench-results/data),
//  2. with the caches off: catalogue API latency (filtered, sorted, searched pages, a search
//     without hits, the bare list), the shopping assistant's replies, and the server rendering
//     of the collection and a product page (one visitor at a time: the render's median),
//  3. with the caches on (as `npm start` runs): cached pages (home, collection, a product, a blog
//     post) at 20 connections and a cached catalogue answer at 10, brotli as a phone asks,
//  4. on PostgreSQL only, the same with two worker processes (WEB_CONCURRENCY=2) against one, with
//     how busy the machine's cores were (the most a second worker could add here),
//  5. Lighthouse mobile (Slow 4G, 4x CPU) with the first-load JavaScript (brotli bytes of every
//     module the HTML preloads, first-load-js.mjs) and each page's total transfer,
//  6. bytes over a slow link (400 kbps / 400 ms) in Chromium, from the browser's network log, on
//     a fresh PGlite shop with the demo catalogue: a first visit's whole journey to an order, a
//     repeat visit of home, low-data mode, installability and the start address offline
//     (lib/network-journey.mjs).
// `--api-only` runs the API and the assistant of 2, `--server-only` the rendering of 2 and 3 to 4,
// `--web-only` 5, `--network-only` 6.
// Prints tables and writes bench-results/latest-<database>.json. Servers bind to 127.0.0.1 and
// are stopped by their own pid; every load run is bounded in time.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PHONE_HEADERS, assistantLatency, lighthouseRun, load } from './lib/bench-runs.mjs';
import { coresBusyDuring } from './lib/cpu-share.mjs';
import { CHROMIUM_FLAGS, networkBench, networkVerdicts } from './lib/network-journey.mjs';
import { ownPort } from './lib/own-port.mjs';
import { root, shopEnv, startShop, stopShop, waitForHealth } from './lib/shop-server.mjs';

/** @typedef {Awaited<ReturnType<typeof load>>} LoadRow */
/**
 * What the run writes to bench-results/latest-<database>.json: the rows of each part that ran.
 * @typedef {object} Results
 * @property {string} date
 * @property {number} products
 * @property {string} database
 * @property {LoadRow[]} [api]
 * @property {LoadRow[]} [assistant]
 * @property {LoadRow[]} [uncachedRender]
 * @property {LoadRow[]} [cachedPages]
 * @property {LoadRow[]} [cachedApi]
 * @property {(LoadRow & { workers: string, cache: string, coresBusy?: number })[]} [workers]
 * @property {{ cache: string, cores: number, coresBusy?: number, mostGain: number }[]}
 *   [workerCeiling]
 * @property {Awaited<ReturnType<typeof lighthouseRun>>[]} [web]
 * @property {import('./lib/network-journey.mjs').NetworkFigures} [network]
 */

const outDir = path.join(root, 'bench-results');
// BENCH_DATABASE_URL measures on a PostgreSQL server instead of the embedded PGlite.
const databaseUrl = process.env.BENCH_DATABASE_URL;
// PGlite's data, or (on PostgreSQL) the uploads and the admin's password file of that database:
// one folder per kind, so a run on one never finds the other's files.
const dataDir = path.join(outDir, databaseUrl ? 'data-postgres' : 'data');
// Two ports of this run's own (lib/own-port.mjs): the shop's and the network relay's after it.
const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await ownPort({ count: 2 });
const base = `http://127.0.0.1:${PORT}`;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const only = ['api', 'server', 'web', 'network'].find((part) =>
  process.argv.includes(`--${part}-only`),
);
const runs = (/** @type {string} */ part) => !only || only === part;
const env = shopEnv({ port: PORT, dataDir, databaseUrl });
const CACHES_OFF = { PAGE_CACHE_MB: '0', API_CACHE_MB: '0' };

/** @param {string} cmd */
function sh(cmd) {
  execSync(cmd, { cwd: root, stdio: 'inherit', env });
}

/**
 * Runs `fn` against a shop started with `extra` environment, and stops it by its pid.
 * @template T
 * @param {string} label
 * @param {NodeJS.ProcessEnv} extra
 * @param {() => Promise<T>} fn
 */
async function withShop(label, extra, fn) {
  console.log(`== Shop: ${label}`);
  const child = startShop({ ...env, WEB_CONCURRENCY: '1', ...extra });
  try {
    await waitForHealth(base, { child });
    return await fn();
  } finally {
    await stopShop(child);
  }
}

const API_QUERIES = [
  '/api/product/list?category=Seatingfurniture&subCategory=Sofas&sort=low&page=3',
  '/api/product/list?category=FoodStuffs&sort=high&page=20',
  '/api/product/list?q=cement&sort=low&page=2',
  '/api/product/list?sort=newest&page=500',
  // A search that finds nothing (its 'did you mean' suggestions), and the bare list (capped).
  '/api/product/list?q=qxzvkw',
  '/api/product/list',
];

fs.mkdirSync(outDir, { recursive: true });
console.log('== Building');
sh('npm run build');
if (databaseUrl) console.log(`== Using ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`);
// The network run makes its own small shop: the large catalogue is for the other parts.
if (['api', 'server', 'web'].some(runs)) {
  console.log(`== Catalogue of ${PRODUCTS} products in ${path.relative(root, dataDir)}`);
  sh(`node apps/api/dist/seed-large.js --products ${PRODUCTS}`);
}

const { default: autocannon } = await import('autocannon');
/** @type {Results} */
const results = {
  date: new Date().toISOString(),
  products: PRODUCTS,
  database: databaseUrl ? 'postgres' : 'pglite',
};
const show = (/** @type {string} */ title, /** @type {unknown[]} */ rows) => {
  console.log(`\n${title} on ${results.database}:`);
  console.table(rows);
};

/** The addresses of a product and of a blog post of the catalogue measured. */
async function samplePages() {
  const list = await (
    await fetch(`${base}/api/product/list?category=Seatingfurniture&pageSize=1`)
  ).json();
  const blogs = await (await fetch(`${base}/api/blogs`)).json();
  return {
    product: `/product/${list.products[0]._id}`,
    blog: `/blog/${blogs[0]._id}`,
  };
}

/**
 * Pages at 20 connections, as phones ask for them.
 * @param {string[]} paths
 */
async function pageThroughput(paths) {
  const rows = [];
  for (const p of paths)
    rows.push(await load(autocannon, base, base + p, { connections: 20, headers: PHONE_HEADERS }));
  return rows;
}

if (runs('api')) {
  // Caches off: what a visitor waits for when nothing is cached (the first visitor after a
  // change, or a query nobody asked before). One visitor at a time, then ten at once.
  await withShop('caches off', CACHES_OFF, async () => {
    results.api = [];
    for (const connections of [1, 10])
      for (const query of API_QUERIES)
        results.api.push(await load(autocannon, base, base + query, { connections }));
    show('Catalogue API, uncached (10 s each, latency in ms)', results.api);
    results.assistant = [];
    for (const connections of [1, 10])
      results.assistant.push(await assistantLatency(autocannon, base, connections));
    show('Assistant replies (rotating questions, 10 s each, ms)', results.assistant);
  });
}

if (runs('server')) {
  await withShop('caches off', CACHES_OFF, async () => {
    const { product } = await samplePages();
    results.uncachedRender = [];
    for (const p of ['/collection', product])
      results.uncachedRender.push(
        await load(autocannon, base, base + p, { connections: 1, headers: PHONE_HEADERS }),
      );
    results.uncachedRender.push(...(await pageThroughput(['/collection'])));
    show('Server rendering without the page cache (ms; the median is p50)', results.uncachedRender);
  });
  await withShop('caches on', {}, async () => {
    const { product, blog } = await samplePages();
    results.cachedPages = await pageThroughput(['/', '/collection', product, blog]);
    show('Cached pages, 20 connections (10 s each, ms)', results.cachedPages);
    results.cachedApi = [
      await load(autocannon, base, base + API_QUERIES[1], {
        connections: 10,
        headers: { 'accept-encoding': 'br, gzip' },
      }),
    ];
    show('Cached catalogue answer, 10 connections (10 s, ms)', results.cachedApi);
  });
  // PGlite is one process: worker processes need PostgreSQL.
  if (databaseUrl) {
    /** @type {NonNullable<Results['workers']>} */
    const workerRows = [];
    results.workers = workerRows;
    for (const workers of ['1', '2']) {
      await withShop(
        `${workers} worker(s), caches off`,
        { ...CACHES_OFF, WEB_CONCURRENCY: workers },
        async () => {
          const { result, coresBusy } = await coresBusyDuring(() =>
            pageThroughput(['/collection']),
          );
          workerRows.push({
            workers,
            cache: 'off',
            .../** @type {LoadRow} */ (result[0]),
            coresBusy,
          });
        },
      );
      await withShop(`${workers} worker(s), caches on`, { WEB_CONCURRENCY: workers }, async () => {
        const { result, coresBusy } = await coresBusyDuring(() => pageThroughput(['/']));
        workerRows.push({
          workers,
          cache: 'on',
          .../** @type {LoadRow} */ (result[0]),
          coresBusy,
        });
      });
    }
    show('Worker processes, 20 connections (10 s each, ms)', results.workers);
    // The load generator and the database run on the same cores: with one worker already
    // keeping `coresBusy` of them busy, a second can add at most cores / coresBusy.
    const cores = os.availableParallelism();
    results.workerCeiling = results.workers
      .filter((r) => r.workers === '1' && r.coresBusy)
      .map((r) => ({
        cache: r.cache,
        cores,
        coresBusy: r.coresBusy,
        mostGain: Math.round((cores / /** @type {number} */ (r.coresBusy)) * 100) / 100,
      }));
    show(`Most a second worker could add on this ${cores}-core machine`, results.workerCeiling);
  }
}

if (runs('web')) {
  await withShop('as npm start runs it', {}, async () => {
    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROMIUM_FLAGS,
    });
    try {
      const { product } = await samplePages();
      results.web = [];
      for (const p of ['/', '/collection', product, '/cart', '/about', '/company', '/contact'])
        results.web.push(await lighthouseRun(lighthouse, chrome.port, base, base + p));
      show('Lighthouse mobile (simulated Slow 4G, 4x CPU)', results.web);
    } finally {
      await chrome.kill();
    }
  });
}

if (runs('network')) {
  // What a customer's phone downloads does not depend on the database: the demo shop on PGlite,
  // in a fresh folder, so the customer is a first visitor to a shop as `npm start` makes it.
  const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-network-'));
  try {
    const networkEnv = { ...shopEnv({ port: PORT, dataDir: fresh }), DATABASE_URL: undefined };
    await withShop('demo catalogue on PGlite, fresh data folder', networkEnv, async () => {
      results.network = await networkBench({
        shopBase: base,
        shopPort: PORT,
        relayPort: Number(process.env.BENCH_RELAY_PORT ?? PORT + 1),
        chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      });
    });
  } finally {
    fs.rmSync(fresh, { recursive: true, force: true });
  }
  const n = results.network;
  if (!n) throw new Error('the network run gave no figures');
  const showNetwork = (/** @type {string} */ title, /** @type {unknown[]} */ rows) => {
    console.log(`\n${title}, demo catalogue on PGlite:`);
    console.table(rows);
  };
  // `bytes` and the pages' request count stay in the JSON.
  /** @param {import('./lib/network-journey.mjs').Row} figures */
  const row = ({ step, kb, requests, pageKB, workerKB, fromCache, fromWorker, seconds }) => ({
    step,
    kb,
    requests,
    pageKB,
    workerKB,
    fromCache,
    fromWorker,
    seconds,
  });
  showNetwork(
    "First visit over 400 kbps / 400 ms (KB and requests on the wire; pageKB from the pages' " +
      "CDP log, workerKB the service worker's own; answered from the cache or by the worker)",
    [...n.journey.steps.map(row), row({ step: 'in all', ...n.journey.total })],
  );
  showNetwork('Repeat visit of home, same browser', [
    { ...row(n.repeat), worker: n.repeat.worker, controlled: n.repeat.controlled },
  ]);
  showNetwork('Low-data mode (Save-Data: on) against a normal first view', [
    ...n.lowData.rows,
    {
      step: 'both',
      normalKB: n.lowData.normal.kb,
      saveDataKB: n.lowData.saveData.kb,
      share: n.lowData.share,
    },
  ]);
  showNetwork('Network budgets', networkVerdicts(n));
  for (const warning of [...n.journey.warnings, ...n.repeat.warnings, ...n.lowData.warnings])
    console.log(`warning: ${warning}`);
}

fs.writeFileSync(
  path.join(outDir, `latest-${results.database}.json`),
  JSON.stringify(results, null, 2),
);
