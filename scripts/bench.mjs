// `npm run bench`: the performance budgets of docs/architecture.md section 8, measured on this machine.
//  1. a 100,000-product catalogue (made once, kept in bench-results/data),
//  2. catalogue API latency for a filtered, sorted page, a search without hits and the bare
//     list (autocannon, p50/p99),
//  3. the shopping assistant's replies (POST /api/chatbot/query) to a rotating set of questions,
//  4. Lighthouse mobile (Slow 4G, 4x CPU) for home, collection and a product page, with the
//     first-load JavaScript (brotli bytes of every module the HTML preloads, first-load-js.mjs)
//     and each page's total transfer.
// Prints a table and writes bench-results/latest.json. Servers bind to 127.0.0.1 and are
// stopped by their own pid; every load run is bounded in time.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { firstLoadJs } from './first-load-js.mjs';
import { root, shopEnv, startShop, visitorAddress, waitForHealth } from './lib/shop-server.mjs';

const outDir = path.join(root, 'bench-results');
const dataDir = path.join(outDir, 'data');
const PORT = Number(process.env.BENCH_PORT ?? 4400);
const base = `http://127.0.0.1:${PORT}`;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const apiOnly = process.argv.includes('--api-only');
const webOnly = process.argv.includes('--web-only');
// BENCH_DATABASE_URL measures on a PostgreSQL server instead of the embedded PGlite.
const databaseUrl = process.env.BENCH_DATABASE_URL;
// The assistant is limited per client address (60 a minute); the bench stands for many visitors,
// each request naming its own address in X-Forwarded-For (visitorAddress), which the server
// believes only with TRUST_PROXY (shopEnv sets it: the bench's server listens on 127.0.0.1).
const env = shopEnv({ port: PORT, dataDir, databaseUrl });

function sh(cmd) {
  execSync(cmd, { cwd: root, stdio: 'inherit', env });
}

async function latency(autocannon, url, connections) {
  const result = await autocannon({ url, connections, duration: 10, timeout: 10 });
  return {
    url: url.replace(base, ''),
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

// What shoppers ask the assistant, typos included: products by category word and by a misspelt
// one, price words, a name search, one that finds nothing (recorded for the staff, as in real
// use), and the questions answered from the settings or the (absent) session.
const ASSISTANT_QUESTIONS = [
  'show me sofas',
  'sofaa',
  'Do you have cement?',
  'cemnt',
  'desiel',
  'show me chiar',
  'cheap chairs',
  'premium sofas',
  'looking for tents',
  'rice',
  'printers',
  'roofing sheets',
  'mahogny bench',
  'office chiar',
  'solar panels',
  'Tell me about delivery',
  'How can I pay?',
  'where is my order',
  'hello',
];

async function assistantLatency(autocannon, connections) {
  let sent = 0;
  const result = await autocannon({
    url: `${base}/api/chatbot/query`,
    connections,
    duration: 10,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        setupRequest(request) {
          const n = sent++;
          return {
            ...request,
            headers: {
              ...request.headers,
              'content-type': 'application/json',
              'x-forwarded-for': visitorAddress(n),
            },
            body: JSON.stringify({
              message: ASSISTANT_QUESTIONS[n % ASSISTANT_QUESTIONS.length],
              userId: null,
              sessionId: `bench-${n % 1000}`,
            }),
          };
        },
      },
    ],
  });
  return {
    questions: ASSISTANT_QUESTIONS.length,
    connections,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

async function lighthouseRun(lighthouse, port, url) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  return {
    url: url.replace(base, ''),
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
    firstLoadJsKB: (await firstLoadJs(base, new URL(url).pathname)).kb,
    totalKB: Number(((lhr.audits['total-byte-weight'].numericValue ?? 0) / 1024).toFixed(1)),
  };
}

fs.mkdirSync(outDir, { recursive: true });
console.log('== Building');
sh('npm run build');
if (databaseUrl) console.log(`== Using ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`);
console.log(`== Catalogue of ${PRODUCTS} products in ${path.relative(root, dataDir)}`);
sh(`node apps/api/dist/seed-large.js --products ${PRODUCTS}`);

console.log('== Starting the shop');
const server = startShop(env);
let chrome;
try {
  await waitForHealth(base);
  const { default: autocannon } = await import('autocannon');
  const api = [];
  // One visitor at a time, then ten at once: PGlite answers one query at a time on Node's own
  // thread, so with ten connections its latency is mostly waiting in line.
  for (const connections of webOnly ? [] : [1, 10]) {
    for (const query of [
      '/api/product/list?category=Seatingfurniture&subCategory=Sofas&sort=low&page=3',
      '/api/product/list?category=FoodStuffs&sort=high&page=20',
      '/api/product/list?q=cement&sort=low&page=2',
      '/api/product/list?sort=newest&page=500',
      // A search that finds nothing (its 'did you mean' suggestions), and the bare list (capped).
      '/api/product/list?q=qxzvkw',
      '/api/product/list',
    ]) {
      await latency(autocannon, base + query, connections); // warm-up run, not reported
      api.push({ connections, ...(await latency(autocannon, base + query, connections)) });
    }
  }

  const assistant = [];
  for (const connections of webOnly ? [] : [1, 10]) {
    await assistantLatency(autocannon, connections); // warm-up run, not reported
    assistant.push(await assistantLatency(autocannon, connections));
  }

  const results = {
    date: new Date().toISOString(),
    products: PRODUCTS,
    database: databaseUrl ? 'postgres' : 'pglite',
    api,
    assistant,
  };
  console.log(`\nCatalogue API on ${results.database} (10 s each, latency in ms):`);
  console.table(api);
  if (assistant.length) {
    console.log(`Assistant replies on ${results.database} (rotating questions, 10 s each, ms):`);
    console.table(assistant);
  }
  if (!apiOnly) {
    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const list = await (
      await fetch(`${base}/api/product/list?category=Seatingfurniture&pageSize=1`)
    ).json();
    const pages = [
      '/',
      '/collection',
      `/product/${list.products[0]._id}`,
      '/cart',
      '/about',
      '/company',
      '/contact',
    ];
    const web = [];
    for (const p of pages) web.push(await lighthouseRun(lighthouse, chrome.port, base + p));

    results.web = web;
    console.log('Lighthouse mobile (simulated Slow 4G, 4x CPU):');
    console.table(web);
  }
  fs.writeFileSync(
    path.join(outDir, `latest-${results.database}.json`),
    JSON.stringify(results, null, 2),
  );
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
}
