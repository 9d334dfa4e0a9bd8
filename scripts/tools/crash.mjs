// @ts-check
// `npm run crash`: orders survive a shop killed mid-request and a database restart
// (docs/decisions/0026-load-and-crash-proof.md).
//   node scripts/tools/crash.mjs [--customers 30] [--rounds 20] [--port P] [--no-pg-restart]
//   CRASH_DATABASE_URL: the PostgreSQL server (postgres://postgres@127.0.0.1:5432/postgres).
// Customers place orders back to back (cash on delivery), each order retried with the same
// Idempotency-Key on no answer and on 5xx, with backoff, until acknowledged (bounded). Meanwhile
// the shop is killed with SIGKILL `rounds` times at random moments (each while an order is on
// its way) and restarted at once, as a supervisor would, and once PostgreSQL itself is stopped
// and started again (pg_ctlcluster): the health check must answer 503 while the database is
// away and 200 after, from the same process.
// At the end every acknowledged order must be in the database exactly once, with the right
// total; an order the shop refused for want of stock (409 with its stock message: the demo stock
// runs out) is a correct answer, counted, but must have left no order and taken no stock. Exits 1
// otherwise. The PostgreSQL restart drops every connection to the machine's
// server (other programs' too): --no-pg-restart leaves it out.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  between,
  call,
  codOrder,
  customerAddress,
  failureOf,
  percentile,
  readShop,
  sleep,
  think,
} from './lib/customers.mjs';
import { checkOrders, describeCheck, ordersCorrect, startOfRun } from './lib/orders-check.mjs';
import { proofOptions } from './lib/proof-options.mjs';
import { atExit, run, scratchDatabase, scratchFolder } from './lib/scratch.mjs';
import { exited, shopEnv, startShop, stopShop, waitForHealth } from './lib/shop-server.mjs';

/** @typedef {import('./lib/customers.mjs').Answer} Answer */
/** @typedef {{ at: number, status: number, ms: number }} Seen a readiness answer (0: none) */

const proof = await proofOptions({
  env: 'CRASH',
  customers: '30',
  options: {
    rounds: { type: 'string', default: '20' },
    'no-pg-restart': { type: 'boolean', default: false },
    'pg-cluster': { type: 'string' },
  },
  usage: 'node scripts/tools/crash.mjs [--customers N] [--rounds R] [--port P]',
  valid: (own) => Number(own.rounds) >= 1,
});
const ROUNDS = Number(proof.args.rounds);
const { base } = proof;
const PASSWORD = 'crash-test-password';
/** Orders one account places before its customer signs up anew (orderPerAccount is 20 an hour). */
const ORDERS_PER_ACCOUNT = 15;
/** Bounds of one order's retries. */
const ATTEMPTS_MAX = 60;
const ORDER_DEADLINE_MS = 180_000;
/** Waiting after a failed attempt: doubling from 100 ms up to 2 s, with jitter. */
const backoff = (/** @type {number} */ attempt) =>
  Math.min(2_000, 100 * 2 ** attempt) * between(0.5, 1);

const PG_CLUSTER = String(proof.args['pg-cluster'] ?? '') || pgClusterOfMachine();
function pgClusterOfMachine() {
  try {
    const version = fs.readdirSync('/etc/postgresql').sort().at(-1);
    return version ? `${version}/main` : undefined;
  } catch {
    return undefined;
  }
}
/** @param {'start' | 'stop'} action */
function pgctl(action) {
  if (!PG_CLUSTER) throw new Error('no PostgreSQL cluster found: give --pg-cluster 15/main');
  const [version = '', cluster = ''] = PG_CLUSTER.split('/');
  const extra = action === 'stop' ? ['-m', 'fast'] : [];
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, cluster, action, ...extra], {
    stdio: 'inherit',
  });
}

/** The shop as a supervisor keeps it: started again 0.2 s after it exits, whatever the cause. */
class Supervisor {
  /**
   * @param {NodeJS.ProcessEnv} env
   * @param {number} log the open file the shop's output goes to
   */
  constructor(env, log) {
    this.env = env;
    this.log = log;
    /** @type {import('node:child_process').ChildProcess | undefined} */
    this.child = undefined;
    this.starts = 0;
    this.stopping = false;
  }

  start() {
    const child = startShop(this.env, { stdio: ['ignore', this.log, this.log] });
    this.child = child;
    this.starts++;
    child.once('exit', () => {
      if (!this.stopping) setTimeout(() => this.stopping || this.start(), 200);
    });
  }

  async stop() {
    this.stopping = true;
    if (this.child) await stopShop(this.child);
  }
}

const stats = {
  orders: 0,
  /** @type {import('./lib/orders-check.mjs').Acknowledged[]} */
  acknowledged: [],
  requests: 0,
  retries: { noAnswer: 0, status5xx: 0, status503: 0 },
  signIns: 0,
  unauthorized: 0,
  accounts: 0,
  /** Acknowledged by a retry that found the order an earlier attempt had placed. */
  foundByKey: 0,
  /**
   * Refused for want of stock, a correct answer: `{ email, key }`.
   * @type {import('./lib/orders-check.mjs').Refused[]}
   */
  outOfStock: [],
  /**
   * Any other refusal (4xx): a failure.
   * @type {string[]}
   */
  refused: [],
  /** @type {string[]} */
  gaveUp: [],
  inFlight: 0,
};
let addresses = 0;
/** Every account the run signed up: the database check judges only their orders. */
/** @type {Set<string>} */
const emails = new Set();

/**
 * POST with retries on no answer and 5xx; answers the last response, with `sentAt` (when its
 * request left) and `attempts`.
 * @param {string} path
 * @param {import('./lib/customers.mjs').CallOptions} opts
 * @returns {Promise<Answer & { sentAt: number, attempts: number }>}
 */
async function persist(path, opts, deadline = Date.now() + ORDER_DEADLINE_MS) {
  for (let attempt = 0; ; attempt++) {
    stats.requests++;
    const sentAt = Date.now();
    const answer = await call(base, path, { method: 'POST', ...opts });
    const res = { ...answer, sentAt, attempts: attempt + 1 };
    const retry = res.status === 0 || res.status >= 500;
    if (!retry || attempt + 1 >= ATTEMPTS_MAX || Date.now() > deadline) return res;
    if (res.status === 0) stats.retries.noAnswer++;
    else stats.retries.status5xx++;
    if (res.status === 503) stats.retries.status503++;
    await sleep(backoff(attempt));
  }
}

class Customer {
  /**
   * @param {number} n
   * @param {{ products: import('./lib/customers.mjs').Product[],
   *   settings: import('./lib/customers.mjs').Settings }} shop
   */
  constructor(n, shop) {
    this.n = n;
    this.shop = shop;
    // The person of the moment, set by signUp.
    this.address = '';
    this.email = '';
    this.placed = 0;
    /** @type {string | undefined} */
    this.token = undefined;
  }

  /** A new person at a new address signs up (or, when the first answer was lost, signs in). */
  async signUp() {
    const seq = ++addresses;
    this.address = customerAddress(seq);
    this.email = `crash-${process.pid}-${seq}@example.com`;
    this.placed = 0;
    emails.add(this.email);
    const body = { name: `Customer ${seq}`, email: this.email, password: PASSWORD };
    let res = await persist('/api/user/register', { address: this.address, body });
    if (res.status === 409) res = await this.signIn();
    if (res.status !== 200) throw new Error(`customer ${this.n} sign-up: ${failureOf(res)}`);
    this.token = res.body.token;
    stats.accounts++;
  }

  signIn() {
    stats.signIns++;
    return persist('/api/user/login', {
      address: this.address,
      body: { email: this.email, password: PASSWORD },
    });
  }

  async placeOrder() {
    const order = codOrder(this.shop, this.n, this.email, 'crash');
    const { key } = order;
    stats.orders++;
    const deadline = Date.now() + ORDER_DEADLINE_MS;
    stats.inFlight++;
    try {
      for (let tries = 0; tries < 5; tries++) {
        const res = await persist(
          '/api/order/place-cod',
          { address: this.address, token: this.token, ...order.request },
          deadline,
        );
        if (res.status === 200 && res.body?.order?._id) {
          this.placed++;
          // Placed before this attempt left: an earlier attempt's answer was lost (the shop was
          // killed after the commit), and the key found that order instead of placing another.
          if (res.attempts > 1 && res.body.order.date < res.sentAt) stats.foundByKey++;
          stats.acknowledged.push(order.acknowledged(res));
          return;
        }
        if (res.status === 401) {
          // The session did not survive (it should: tokens and sessions outlive a restart).
          stats.unauthorized++;
          const again = await this.signIn();
          if (again.status === 200) {
            this.token = again.body.token;
            continue;
          }
        }
        if (res.status === 0 || res.status >= 500) stats.gaveUp.push(`${key}: ${failureOf(res)}`);
        else if (order.outOfStock(res)) stats.outOfStock.push({ email: this.email, key });
        else stats.refused.push(`${key}: ${failureOf(res)}`);
        return;
      }
    } finally {
      stats.inFlight--;
    }
  }

  /** @param {() => boolean} isOver */
  async run(isOver) {
    await this.signUp();
    while (!isOver()) {
      if (this.placed >= ORDERS_PER_ACCOUNT) await this.signUp();
      await this.placeOrder();
      await think(200, 1_000);
    }
  }
}

/**
 * Readiness answers (/api/ready checks the database; /api/health is liveness only), polled every
 * 200 ms while `poll.on`: `{ at, status }` (0: no answer).
 */
function healthPoller() {
  /** @type {{ on: boolean, seen: Seen[], done?: Promise<void> }} */
  const poll = { on: true, seen: [] };
  poll.done = (async () => {
    while (poll.on) {
      const at = Date.now();
      const res = await call(base, '/api/ready');
      poll.seen.push({ at, status: res.status, ms: res.ms });
      await sleep(200);
    }
  })();
  return poll;
}

/** Runs of equal answers, e.g. "200 ×12 → 503 ×20 → 200 ×3". */
const runsOf = (/** @type {Seen[]} */ seen) => {
  /** @type {{ status: number, count: number }[]} */
  const runs = [];
  for (const s of seen) {
    const last = runs.at(-1);
    if (last?.status === s.status) last.count++;
    else runs.push({ status: s.status, count: 1 });
  }
  return runs.map((r) => `${r.status === 0 ? 'no answer' : r.status} ×${r.count}`).join(' → ');
};

/**
 * Stops PostgreSQL until the readiness check has answered 503 and at least 2 s have passed (at most
 * 10 s), then starts it and waits for 200: same server process all along.
 * @param {Supervisor} supervisor
 */
async function databaseOutage(supervisor) {
  await waitForHealth(base, { everyMs: 100, timeoutMs: 180_000 });
  const pid = supervisor.child?.pid;
  const starts = supervisor.starts;
  const poll = healthPoller();
  await sleep(1_000);
  let down = true;
  const restartIfDown = atExit(() => (down ? pgctl('start') : undefined));
  const stopAt = Date.now();
  pgctl('stop');
  const stoppedAt = Date.now();
  const until = stoppedAt + 10_000;
  while (Date.now() < until) {
    const got503 = poll.seen.some((s) => s.at > stoppedAt && s.status === 503);
    if (got503 && Date.now() - stoppedAt >= 2_000) break;
    await sleep(100);
  }
  const startAt = Date.now();
  pgctl('start');
  down = false;
  await restartIfDown();
  const startedAt = Date.now();
  const back = startedAt + 60_000;
  while (Date.now() < back && !poll.seen.some((s) => s.at > startedAt && s.status === 200))
    await sleep(100);
  await sleep(1_000);
  poll.on = false;
  await poll.done;

  const whileDown = poll.seen.filter((s) => s.at > stoppedAt && s.at + s.ms < startAt);
  const firstBack = poll.seen.find((s) => s.at > startedAt && s.status === 200);
  const slowest = Math.max(...whileDown.map((s) => s.ms));
  const sameProcess = supervisor.child?.pid === pid && supervisor.starts === starts;
  return {
    observations: poll.seen.length,
    answers: runsOf(poll.seen),
    downSeconds: (startedAt - stopAt) / 1000,
    stopSeconds: (stoppedAt - stopAt) / 1000,
    startSeconds: (startedAt - startAt) / 1000,
    whileDown: runsOf(whileDown),
    slowestWhileDownMs: Math.round(slowest),
    backAfterSeconds: firstBack ? (firstBack.at - startedAt) / 1000 : undefined,
    sameProcess,
    pid,
    ok:
      whileDown.length > 0 &&
      whileDown.every((s) => s.status === 503) &&
      firstBack !== undefined &&
      sameProcess,
  };
}

run(async () => {
  const started = new Date();
  const withPg = !proof.args['no-pg-restart'];
  if (withPg && !PG_CLUSTER)
    throw new Error('no PostgreSQL cluster found: give --pg-cluster 15/main');
  console.log(
    `== Crash: ${proof.customers} customers, ${ROUNDS} SIGKILLs` +
      `${withPg ? `, one restart of PostgreSQL ${PG_CLUSTER}` : ''}, ${started.toISOString()}`,
  );
  const databaseUrl = await scratchDatabase(proof.adminUrl, `shop_crash_${process.pid}`);
  const dataDir = scratchFolder('shop-crash-');
  const logDir = scratchFolder('shop-crash-log-');
  const logFile = path.join(logDir, 'shop.log');
  const log = fs.openSync(logFile, 'a');
  const supervisor = new Supervisor(shopEnv({ port: proof.port, dataDir, databaseUrl }), log);
  atExit(() => supervisor.stop());
  console.log(`== Starting the shop on ${base} (builds first if needed)`);
  supervisor.start();
  await waitForHealth(base, { timeoutMs: 900_000, child: supervisor.child });
  const shop = await readShop(base);
  const start = await startOfRun(databaseUrl);

  let over = false;
  const customers = Array.from({ length: proof.customers }, (_, i) => new Customer(i + 1, shop));
  const shopping = Promise.all(customers.map((c) => c.run(() => over)));
  /** @type {unknown} */
  let failedEarly;
  shopping.catch((err) => (failedEarly = err));

  /** @type {number[]} */
  const recovery = [];
  /** @type {number[]} */
  const inFlightAtKill = [];
  const pgRound = withPg ? Math.ceil(ROUNDS / 2) : -1;
  /** @type {Awaited<ReturnType<typeof databaseOutage>> | undefined} */
  let outage;
  for (let round = 1; round <= ROUNDS && !failedEarly; round++) {
    // A random moment, then the next instant an order is on its way (at most 5 s later), so
    // every kill cuts some order short: before, during or after its transaction.
    await sleep(between(1_000, 5_000));
    for (let waited = 0; stats.inFlight === 0 && waited < 5_000; waited++) await sleep(1);
    const victim = supervisor.child;
    if (victim?.pid === undefined) throw new Error('the shop is not running');
    const inFlight = stats.inFlight;
    inFlightAtKill.push(inFlight);
    const killedAt = Date.now();
    process.kill(victim.pid, 'SIGKILL');
    await exited(victim);
    await waitForHealth(base, { everyMs: 100, timeoutMs: 180_000 });
    const seconds = (Date.now() - killedAt) / 1000;
    recovery.push(seconds);
    console.log(
      `   round ${round}: killed pid ${victim.pid} with ${inFlight} orders in ` +
        `flight, healthy again after ${seconds.toFixed(1)} s`,
    );
    if (round === pgRound) {
      outage = await databaseOutage(supervisor);
      console.log(`   PostgreSQL stopped and started: health ${outage.answers}`);
    }
  }
  over = true;
  await shopping;
  await supervisor.stop();

  const check = await checkOrders(databaseUrl, {
    start,
    emails,
    acknowledged: stats.acknowledged,
    refused: stats.outOfStock,
  });
  const sorted = [...recovery].sort((a, b) => a - b);
  console.log('\nRounds:');
  console.log(`   SIGKILLs: ${recovery.length}; shop started ${supervisor.starts} times in all`);
  console.log(
    `   kill to healthy again: p50 ${percentile(sorted, 50).toFixed(1)} s, ` +
      `max ${(sorted.at(-1) ?? NaN).toFixed(1)} s`,
  );
  console.log(
    `   orders in flight at the kills: ${inFlightAtKill.reduce((a, b) => a + b, 0)} ` +
      `(${inFlightAtKill.join(', ')})`,
  );
  console.log('Orders:');
  console.log(`   orders placed by customers:       ${stats.orders} (${stats.accounts} accounts)`);
  console.log(`   acknowledged (200 with an id):    ${stats.acknowledged.length}`);
  console.log(`   requests (orders, sign-ups, ...): ${stats.requests}`);
  console.log(
    `   retries: ${stats.retries.noAnswer + stats.retries.status5xx} ` +
      `(no answer ${stats.retries.noAnswer}, 5xx ${stats.retries.status5xx} of which 503 ` +
      `${stats.retries.status503})`,
  );
  console.log(`   answered from an earlier attempt's order (the key): ${stats.foundByKey}`);
  console.log(`   sessions refused after a restart: ${stats.unauthorized}`);
  console.log(`   refused for want of stock (409, correct): ${stats.outOfStock.length}`);
  console.log(
    `   refused otherwise (4xx): ${stats.refused.length}  ${stats.refused.slice(0, 3).join('; ')}`,
  );
  console.log(`   given up:      ${stats.gaveUp.length}  ${stats.gaveUp.slice(0, 3).join('; ')}`);
  if (outage) {
    console.log('PostgreSQL restart (health polled every 200 ms):');
    console.log(`   answers: ${outage.answers}`);
    console.log(
      `   PostgreSQL away ${outage.downSeconds.toFixed(1)} s (stopping took ` +
        `${outage.stopSeconds.toFixed(1)} s, starting ${outage.startSeconds.toFixed(1)} s)`,
    );
    console.log(
      `   answers while it was stopped: ${outage.whileDown}, slowest ${outage.slowestWhileDownMs} ms`,
    );
    console.log(`   200 again ${outage.backAfterSeconds?.toFixed(1) ?? 'never'} s after the start`);
    console.log(`   same server process throughout (pid ${outage.pid}): ${outage.sameProcess}`);
  }
  console.log('Database check:');
  for (const line of describeCheck(check)) console.log(`   ${line}`);

  const shopLog = fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
  /** @type {[string, boolean][]} */
  const verdict = [
    [
      'acknowledged orders all found once, totals right; refused ones placed nothing; stock adds up',
      ordersCorrect(check),
    ],
    ['every order placed by the run was acknowledged', check.notAcknowledged === 0],
    [
      'every order acknowledged or refused for want of stock (none refused otherwise or given up)',
      !stats.refused.length && !stats.gaveUp.length,
    ],
    ['sessions survive restarts', stats.unauthorized === 0],
  ];
  if (outage)
    verdict.push(['health 503 while PostgreSQL was away, 200 after, same process', outage.ok]);
  console.log('\nVerdict:');
  for (const [what, ok] of verdict) console.log(`   ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  const pass = verdict.every(([, ok]) => ok);
  if (!pass) {
    console.log(`\nLast lines of the shop's log (${shopLog.length} lines):`);
    for (const line of shopLog.slice(-20)) console.log(`   ${line.slice(0, 300)}`);
  }
  console.log(`   run took ${((Date.now() - started.getTime()) / 60_000).toFixed(1)} min in all`);
  console.log(pass ? 'PASS' : 'FAIL');
  return pass ? 0 : 1;
});
