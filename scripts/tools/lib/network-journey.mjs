// @ts-check
// The network part of `npm run bench` (scripts/tools/bench.mjs, `--network-only`): what a
// customer's phone downloads over a slow link (400 kbps both ways, 400 ms), in Debian's Chromium
// driven by Playwright. The browser reaches the shop through a TCP relay that reads every HTTP
// answer passing (byte-relay.mjs): a step's bytes are the answers to the requests sent during it,
// headers included. The pages' part of them is also counted from Chromium's own log
// (`Network.loadingFinished.encodedDataLength`, network-log.mjs), to the byte the same; the rest
// is the service worker's own traffic, which Chromium's log does not report in full.
//  1. First visit: home -> collection (the menu's link) -> a product -> add to cart -> the cart
//     -> sign up on the way to the checkout -> a cash-on-delivery order -> the orders page.
//  2. Repeat visit: home again in the same browser, once a service worker (if the shop has one)
//     is ready.
//  3. Installability (Chrome's own checks, `Page.getInstallabilityErrors`; Lighthouse 12 has no
//     PWA audits any more) and the manifest's start_url loaded with the browser offline.
//  4. Low-data mode: the first view of home and of the collection (through the hero's link) with
//     `Save-Data: on` (and navigator.connection.saveData) against the same without, each in a
//     fresh browser.
// Every wait is bounded. The selectors are the e2e tests' (e2e/tests/checkout.spec.ts,
// accounts.spec.ts, home.spec.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { PHONE_HEADERS } from './bench-runs.mjs';
import { startRelay } from './byte-relay.mjs';
import { LINK, NetworkLog, kb, throttleServiceWorkers } from './network-log.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {Awaited<ReturnType<typeof startRelay>>} Relay */
/** @typedef {(name: string, fn: () => Promise<void>) => Promise<void>} Step */
/** @typedef {Awaited<ReturnType<typeof openBrowser>>} Browser */
/** @typedef {ReturnType<ReturnType<typeof stepper>['rows']>[number]} Row one step's figures */
/**
 * What `networkBench` answers (the bench's `network` figures).
 * @typedef {{
 *   link: typeof LINK & { bytesPerSecond: number },
 *   device: { width: number, height: number, deviceScaleFactor: number },
 *   budgets: typeof NETWORK_BUDGETS,
 *   journey: Awaited<ReturnType<typeof firstVisit>>,
 *   repeat: Awaited<ReturnType<typeof repeatVisit>>,
 *   installable: Awaited<ReturnType<typeof installability>>,
 *   offlineStart: Awaited<ReturnType<typeof offlineStart>>,
 *   lowData: ReturnType<typeof lowDataFigures>,
 * }} NetworkFigures
 */

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lighthouse's phone (a Moto G Power), so the pictures chosen match its runs. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: PHONE_HEADERS['user-agent'],
};

/** The budgets the figures are held to. */
export const NETWORK_BUDGETS = {
  journeyKB: 500,
  repeatKB: 20,
  lowDataShare: 0.6,
  // Home readable on the slow link: its first contentful paint (an aim, not a section 8 budget).
  readableMs: 4_000,
};

const STEP_TIMEOUT = 60_000;
const PASSWORD = 'network-bench-42';
const ADDRESS = {
  'First name': 'Achol',
  'Last name': 'Deng',
  Street: 'Airport Road, Plot 12',
  City: 'Juba',
  'State / Province': 'Central Equatoria',
  'Zip code': '00000',
  Country: 'South Sudan',
  Phone: '+211 921 234 567',
};

/**
 * Until React has hydrated the page (as e2e/tests/fixtures.ts waits).
 * @param {Page} page
 */
async function hydrated(page) {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('main') ?? document.body;
      return Object.keys(root).some((k) => k.startsWith('__react'));
    },
    undefined,
    { timeout: STEP_TIMEOUT },
  );
}

const cartLink = (/** @type {Page} */ page) =>
  page.getByRole('banner').getByRole('link', { name: /^Cart, / });

/**
 * Home, then the collection through the phone's menu; `afterHome` runs between the two with the
 * moment home had hydrated (ms from its navigation's start).
 * @param {Page} page
 * @param {string} base
 * @param {Step} step
 * @param {(hydratedMs: number) => Promise<void>} afterHome
 */
async function homeThenCollection(page, base, step, afterHome) {
  let hydratedMs = 0;
  await step('home', async () => {
    await page.goto(`${base}/`, { timeout: STEP_TIMEOUT });
    await hydrated(page);
    hydratedMs = await page.evaluate(() => performance.now());
  });
  await afterHome(hydratedMs);
  await step('collection', async () => {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^(Open|Close) menu$/ })
      .click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Collection', exact: true })
      .click();
    await page.waitForURL(/\/collection$/, { timeout: STEP_TIMEOUT });
    await page
      .getByRole('heading', { level: 1, name: 'All Products' })
      .waitFor({ timeout: STEP_TIMEOUT });
    await hydrated(page);
  });
}

/**
 * The largest contentful paint of every page `page` opens, kept on the page for `homeTimes`:
 * Chrome reports it only to an observer, which must exist before the page paints.
 * @param {Page} page
 */
async function recordLargestPaint(page) {
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        Object.assign(window, { largestPaintMs: entry.startTime });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * When home became readable: its first text or picture painted (first contentful paint), its
 * largest element painted (read once the step's traffic ended, before any tap), and when React
 * had hydrated it (a tap then works; read by polling, so up to a frame late). Milliseconds from
 * the start of the navigation, on the throttled link.
 * @param {Page} page
 * @param {number} hydratedMs
 */
async function homeTimes(page, hydratedMs) {
  const painted = await page.evaluate(() => ({
    firstMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    largestMs: /** @type {{ largestPaintMs?: number }} */ (window).largestPaintMs ?? null,
  }));
  const round = (/** @type {number | null} */ ms) => (ms === null ? null : Math.round(ms));
  return {
    firstContentfulPaintMs: round(painted.firstMs),
    largestContentfulPaintMs: round(painted.largestMs),
    hydratedMs: Math.round(hydratedMs),
  };
}

/**
 * The first view of home, then of the collection through the hero's link (the same in both
 * modes). In low-data mode the pages come without their code until a tap, so only the page is
 * waited for; otherwise its hydration too.
 * @param {Page} page
 * @param {string} base
 * @param {Step} step
 * @param {boolean} lowData
 */
async function firstViews(page, base, step, lowData) {
  const ready = async (/** @type {string | RegExp} */ heading) => {
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: STEP_TIMEOUT });
    if (!lowData) await hydrated(page);
  };
  await step('home', async () => {
    await page.goto(`${base}/`, { timeout: STEP_TIMEOUT });
    await ready(/./);
  });
  await step('collection', async () => {
    await page.getByRole('link', { name: 'Browse Products & Services' }).click();
    await page.waitForURL(/\/collection$/, { timeout: STEP_TIMEOUT });
    await ready('All Products');
  });
}

/**
 * The address of the first product card on the page that can be bought (a size in stock),
 * asked of the shop's API directly (not through the browser, so not counted).
 * @param {Page} page
 * @param {string} shopBase
 */
async function buyableCard(page, shopBase) {
  const hrefs = await page
    .getByRole('main')
    .getByRole('article')
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const href of hrefs) {
    const res = await fetch(`${shopBase}/api${href}`, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) continue;
    const body = await res.json();
    const product = body.product ?? body;
    const sizes = product.sizes?.length ? product.sizes : ['Standard'];
    if (
      product.stock === null ||
      sizes.some((/** @type {string} */ s) => (product.stock?.[s] ?? 0) > 0)
    )
      return href;
  }
  throw new Error('no product on the first collection page can be bought');
}

let steppers = 0;

/**
 * Steps in `log` and through `relay`: each request belongs to the step in which it was sent, and
 * each step ends when the network is quiet. `begin(name)` starts the next step at once, within a
 * step's action (a page that moves on by itself). `rows()` answers one row per step: `kb` and
 * `requests` are what crossed the wire (the relay), `pageKB` what the pages' CDP log counted,
 * `workerKB` the rest (the service worker's own traffic), `fromCache` and `fromWorker` the
 * pages' requests answered without the network.
 * @param {NetworkLog} log
 * @param {Relay} relay
 */
function stepper(log, relay) {
  const id = ++steppers;
  const from = relay.answers().length;
  /** @type {{ name: string, started: number, ms: number }[]} */
  const done = [];
  /** @type {string[]} */
  const warnings = [];
  /** @type {{ name: string, started: number } | null} */
  let open = null;
  const close = () => {
    if (!open) return;
    done.push({ ...open, ms: Date.now() - open.started });
    open = null;
  };
  const begin = (/** @type {string} */ name) => {
    close();
    log.step = name;
    relay.label = `${id}:${name}`;
    open = { name, started: Date.now() };
  };
  /** @type {Step} */
  const step = async (name, fn) => {
    begin(name);
    await fn();
    const pending = await log.quiet();
    if (pending.length)
      warnings.push(`${open?.name ?? name}: still loading after 45 s: ${pending.join(', ')}`);
    close();
  };
  const answersOf = (/** @type {string[]} */ names) => {
    const labels = new Set(names.map((name) => `${id}:${name}`));
    return relay
      .answers()
      .slice(from)
      .filter((a) => labels.has(a.label));
  };
  /** The figures of `names` together. */
  const figures = (/** @type {string[]} */ names) => {
    const answers = answersOf(names);
    const bytes = answers.reduce((sum, a) => sum + a.bytes, 0);
    const { pageBytes, pageRequests, fromCache, fromWorker } = log.totals(names);
    return {
      kb: kb(bytes),
      bytes,
      requests: answers.length,
      pageKB: kb(pageBytes),
      pageRequests,
      workerKB: kb(bytes - pageBytes),
      fromCache,
      fromWorker,
    };
  };
  // Figures are read at the end: a request may finish after its step gave way to the next.
  const rows = () =>
    done.map((s) => ({
      step: s.name,
      ...figures([s.name]),
      seconds: Number((s.ms / 1000).toFixed(1)),
    }));
  const names = () => done.map((s) => s.name);
  const total = () => ({
    ...figures(names()),
    seconds: Number((done.reduce((sum, s) => sum + s.ms, 0) / 1000).toFixed(1)),
  });
  // What the relay saw answered, step by step, for the JSON.
  const relayList = () =>
    answersOf(names()).map(({ label, ...a }) => ({ step: label.replace(/^\d+:/, ''), ...a }));
  return { rows, total, warnings, step, begin, relayList };
}

/**
 * Chromium with a new profile of its own, as a phone's browser is (a Playwright context is an
 * incognito one, which Chrome never offers to install an app from), its service workers
 * throttled. Answers `{ context, log, page, cdp, throttle, close() }`.
 * @param {string} chromiumPath
 * @param {Relay} relay
 * @param {{ extraHTTPHeaders?: Record<string, string> }} [options]
 */
async function openBrowser(chromiumPath, relay, options = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-network-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: CHROMIUM_FLAGS,
    ...PHONE,
    ...options,
  });
  try {
    const browser = context.browser();
    if (!browser) throw new Error('no browser behind the persistent context');
    const throttle = await throttleServiceWorkers(browser);
    const log = new NetworkLog(context, {
      busy: relay.pending,
      lastActivity: relay.lastActivity,
    });
    const blank = context.pages();
    const { page, cdp } = await log.newPage();
    for (const p of blank) await p.close();
    const close = async () => {
      await throttle.close();
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    };
    return { context, log, page, cdp, throttle, close };
  } catch (err) {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
    throw err;
  }
}

/**
 * Home and collection in a fresh browser, with or without Save-Data (firstViews).
 * @param {string} chromiumPath
 * @param {string} base
 * @param {Relay} relay
 * @param {boolean} saveData
 */
async function firstView(chromiumPath, base, relay, saveData) {
  const browser = await openBrowser(
    chromiumPath,
    relay,
    saveData ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : {},
  );
  try {
    // What a browser in data-saver mode also tells the page's scripts.
    if (saveData)
      await browser.context.addInitScript(() => {
        if ('connection' in navigator)
          Object.defineProperty(navigator.connection, 'saveData', { get: () => true });
      });
    const { rows, total, warnings, step, relayList } = stepper(browser.log, relay);
    await firstViews(browser.page, base, step, saveData);
    return { rows: rows(), warnings, total: total(), wireLog: relayList() };
  } finally {
    await browser.close();
  }
}

/**
 * Whether a service worker controls `page`, waiting for one that is registered to be ready.
 * @param {Page} page
 */
async function workerReady(page, timeoutMs = 20_000) {
  return page.evaluate(async (ms) => {
    if (!('serviceWorker' in navigator)) return 'unsupported';
    const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), ms));
    const registration = await Promise.race([navigator.serviceWorker.getRegistration(), timeout]);
    if (registration === 'timeout') return 'timeout';
    if (!registration) return 'none';
    return Promise.race([navigator.serviceWorker.ready.then(() => 'ready'), timeout]);
  }, timeoutMs);
}

/**
 * The pages' requests of `steps` as CDP logged them, for the JSON.
 * @param {NetworkLog} log
 * @param {string[]} steps
 * @param {string} base
 */
function pageLog(log, steps, base) {
  return log.records(steps).map((r) => ({
    step: r.step,
    url: r.url.replace(base, ''),
    type: r.type,
    status: r.status,
    bytes: r.bytes,
    ...(r.local ? { local: r.fromWorker ? 'worker' : 'cache' } : {}),
    ...(r.failed ? { failed: r.failed } : {}),
  }));
}

/**
 * 1. The first visit's whole journey, step by step, in `browser` (a fresh one).
 * @param {Browser} browser
 * @param {string} base
 * @param {string} shopBase
 * @param {Relay} relay
 */
async function firstVisit({ log, page }, base, shopBase, relay) {
  const journey = stepper(log, relay);
  const { step } = journey;
  await recordLargestPaint(page);
  /** @type {Awaited<ReturnType<typeof homeTimes>> | undefined} */
  let home;
  // Home's times are read once its traffic ended, before the menu's tap ends its largest paint.
  await homeThenCollection(page, base, step, async (hydratedMs) => {
    home = await homeTimes(page, hydratedMs);
  });
  await step('product', async () => {
    const href = await buyableCard(page, shopBase);
    await page
      .getByRole('main')
      .getByRole('article')
      .getByRole('heading')
      .getByRole('link')
      .and(page.locator(`[href="${href}"]`))
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === href, { timeout: STEP_TIMEOUT });
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor({ timeout: STEP_TIMEOUT });
    await hydrated(page);
  });
  await step('add to cart', async () => {
    const sizes = page.getByRole('group', { name: /^Select size/ });
    if (await sizes.count()) await sizes.getByRole('button', { disabled: false }).first().click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await cartLink(page)
      .and(page.getByRole('link', { name: 'Cart, 1 item' }))
      .waitFor({ timeout: STEP_TIMEOUT });
  });
  await step('cart', async () => {
    await cartLink(page).click();
    await page.waitForURL(/\/cart$/, { timeout: STEP_TIMEOUT });
    await page
      .getByRole('link', { name: 'Proceed to Checkout' })
      .waitFor({ timeout: STEP_TIMEOUT });
    await hydrated(page);
  });
  await step('sign up', async () => {
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(/\/login\?next=%2Fplace-order$/, { timeout: STEP_TIMEOUT });
    await hydrated(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Achol Deng');
    await page.getByLabel('Email', { exact: true }).fill(`network-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL(/\/place-order$/, { timeout: STEP_TIMEOUT });
    await page
      .getByRole('heading', { level: 1, name: 'Complete Your Order' })
      .waitFor({ timeout: STEP_TIMEOUT });
    await hydrated(page);
  });
  // The checkout moves on to /orders by itself: what loads from then on is the orders page's.
  const ordersOpened = (/** @type {import('playwright-core').Frame} */ frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/orders')
      journey.begin('orders');
  };
  await step('place order', async () => {
    const field = (/** @type {string} */ label) =>
      page.getByRole('textbox', { name: label, exact: true });
    await field('Email address').waitFor({ timeout: STEP_TIMEOUT });
    for (const [label, value] of Object.entries(ADDRESS)) await field(label).fill(value);
    const cod = page.getByRole('radio', { name: /Cash on Delivery/ });
    if (!(await cod.isChecked())) await cod.check();
    page.on('framenavigated', ordersOpened);
    try {
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/orders$/, { timeout: STEP_TIMEOUT });
    } finally {
      page.off('framenavigated', ordersOpened);
    }
    await page
      .getByRole('article', { name: /^Order #/ })
      .first()
      .waitFor({ timeout: STEP_TIMEOUT });
  });
  const steps = journey.rows();
  if (!home) throw new Error('home was never measured');
  return {
    steps,
    home,
    total: journey.total(),
    warnings: journey.warnings,
    pageLog: pageLog(
      log,
      steps.map((s) => s.step),
      base,
    ),
    wireLog: journey.relayList(),
  };
}

/**
 * 2. Home again in the same browser, once a registered service worker is ready.
 * @param {Browser} browser
 * @param {string} base
 * @param {Relay} relay
 */
async function repeatVisit({ log, page, throttle }, base, relay) {
  const worker = await workerReady(page);
  // What the worker still fetches after the journey (its install) is no part of the repeat visit.
  log.step = 'wait for the worker';
  relay.label = log.step;
  await log.quiet();
  const repeat = stepper(log, relay);
  await repeat.step('home again', async () => {
    await page.goto(`${base}/`, { timeout: STEP_TIMEOUT });
    await hydrated(page);
  });
  return {
    worker,
    workers: throttle.workers().map((url) => url.replace(base, '')),
    controlled: await page.evaluate(() => Boolean(navigator.serviceWorker?.controller)),
    .../** @type {Row} */ (repeat.rows()[0]), // its one step
    warnings: repeat.warnings,
    pageLog: pageLog(log, ['home again'], base),
    wireLog: repeat.relayList(),
  };
}

/**
 * 3a. Chrome's installability errors for the page open, and the manifest's start address.
 * @param {Browser} browser
 * @param {string} base
 */
async function installability({ cdp }, base) {
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const manifest = await cdp.send('Page.getAppManifest').catch(() => null);
  /** @type {string | null} */
  let startUrl = null;
  try {
    const data = JSON.parse(manifest?.data || 'null');
    if (data) startUrl = new URL(data.start_url ?? '.', manifest?.url).href;
  } catch {
    // no manifest, or not JSON: no start address
  }
  /** @param {{ errorId: string, errorArguments: { name: string, value: string }[] }} e */
  const argumentsOf = (e) =>
    e.errorArguments.length
      ? ` (${e.errorArguments.map((a) => `${a.name}=${a.value}`).join(', ')})`
      : '';
  return {
    manifest: manifest?.url?.replace(base, '') || null,
    manifestErrors: (manifest?.errors ?? []).map((e) => e.message),
    errors: installabilityErrors.map((e) => e.errorId + argumentsOf(e)),
    startUrl: startUrl?.replace(base, '') ?? null,
  };
}

/**
 * 3b. The start address loaded with every page and worker offline: whether the start page
 * itself answered (`homeTitle` is its title online), and how many bytes reached the shop (none,
 * or the check proved nothing).
 * @param {Browser} browser
 * @param {string} base
 * @param {Relay} relay
 * @param {string | null} startPath
 * @param {string} homeTitle
 */
async function offlineStart({ context, log, page, throttle }, base, relay, startPath, homeTitle) {
  /** @type {{ startUrl: string | null, status: number | null, page: boolean, title?: string,
   *   error?: string, relayBytes?: number }} */
  const result = { startUrl: startPath, status: null, page: false };
  if (!startPath) return result;
  await context.setOffline(true);
  await log.setOffline(true);
  await throttle.setOffline(true);
  const relayBefore = relay.sent();
  try {
    const response = await page.goto(base + startPath, { timeout: 20_000 });
    result.status = response?.status() ?? null;
    result.title = await page.title();
    // The start page itself, not the worker's offline fallback nor Chrome's error page.
    result.page = result.status === 200 && result.title === homeTitle;
  } catch (/** @type {any} */ err) {
    result.error = String(err.message ?? err).split('\n')[0];
  }
  result.relayBytes = relay.sent() - relayBefore;
  return result;
}

/**
 * The whole network run against the shop at `shopBase` (listening on `shopPort`); the browser
 * goes through a counting relay on 127.0.0.1:`relayPort`. Answers the figures as plain objects.
 * @param {{ shopBase: string, shopPort: number, relayPort: number, chromiumPath: string }} where
 * @returns {Promise<NetworkFigures>}
 */
export async function networkBench({ shopBase, shopPort, relayPort, chromiumPath }) {
  const relay = await startRelay({ port: relayPort, targetPort: shopPort });
  const base = relay.base;
  /** @type {Pick<NetworkFigures, 'link' | 'device' | 'budgets'> & Partial<NetworkFigures>} */
  const out = {
    link: { ...LINK, bytesPerSecond: (LINK.kbps * 1000) / 8 },
    device: { ...PHONE.viewport, deviceScaleFactor: PHONE.deviceScaleFactor },
    budgets: NETWORK_BUDGETS,
  };
  try {
    const browser = await openBrowser(chromiumPath, relay);
    try {
      out.journey = await firstVisit(browser, base, shopBase, relay);
      out.repeat = await repeatVisit(browser, base, relay);
      const homeTitle = await browser.page.title();
      out.installable = await installability(browser, base);
      out.offlineStart = await offlineStart(
        browser,
        base,
        relay,
        out.installable.startUrl,
        homeTitle,
      );
    } finally {
      await browser.close();
    }

    // 4. Low-data mode.
    const normal = await firstView(chromiumPath, base, relay, false);
    const low = await firstView(chromiumPath, base, relay, true);
    out.lowData = lowDataFigures(normal, low);
  } finally {
    await relay.close();
  }
  // Every figure is in: any step that fails throws.
  return /** @type {NetworkFigures} */ (out);
}

/**
 * 4. Low-data mode's first views against the same without it.
 * @param {Awaited<ReturnType<typeof firstView>>} normal
 * @param {Awaited<ReturnType<typeof firstView>>} low
 */
function lowDataFigures(normal, low) {
  const share = (/** @type {number} */ a, /** @type {number} */ b) =>
    b ? Number((a / b).toFixed(3)) : null;
  return {
    rows: ['home', 'collection'].map((name) => {
      const n = normal.rows.find((r) => r.step === name);
      const l = low.rows.find((r) => r.step === name);
      if (!n || !l) throw new Error(`no ${name} step in the low-data run`);
      return { step: name, normalKB: n.kb, saveDataKB: l.kb, share: share(l.bytes, n.bytes) };
    }),
    normal: normal.total,
    saveData: low.total,
    share: share(low.total.bytes, normal.total.bytes),
    warnings: [...normal.warnings, ...low.warnings],
    wireLog: { normal: normal.wireLog, saveData: low.wireLog },
  };
}

/**
 * The figures against their budgets, one row each, for the bench's table.
 * @param {NetworkFigures} n
 */
export function networkVerdicts(n) {
  const pct = (/** @type {number | null} */ v) => (v === null ? 'n/a' : `${Math.round(v * 100)} %`);
  return [
    {
      figure: 'First visit, whole journey',
      measured: `${n.journey.total.kb} KB, ${n.journey.total.requests} requests`,
      budget: `<= ${n.budgets.journeyKB} KB`,
      met: n.journey.total.kb <= n.budgets.journeyKB,
    },
    {
      figure: 'Home readable (first contentful paint; largest paint; hydrated)',
      measured: [
        n.journey.home.firstContentfulPaintMs,
        n.journey.home.largestContentfulPaintMs,
        n.journey.home.hydratedMs,
      ]
        .map((ms) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(1)} s`))
        .join('; '),
      budget: `first paint <= ${NETWORK_BUDGETS.readableMs / 1000} s (the aim)`,
      met:
        n.journey.home.firstContentfulPaintMs !== null &&
        n.journey.home.firstContentfulPaintMs <= NETWORK_BUDGETS.readableMs,
    },
    {
      figure: `Repeat visit of home (worker: ${n.repeat.worker})`,
      measured: `${n.repeat.kb} KB, ${n.repeat.requests} requests`,
      budget: `<= ${n.budgets.repeatKB} KB`,
      met: n.repeat.kb <= n.budgets.repeatKB,
    },
    {
      figure: 'Low-data first view of home + collection',
      measured: `${n.lowData.saveData.kb} of ${n.lowData.normal.kb} KB (${pct(n.lowData.share)})`,
      budget: `<= ${pct(n.budgets.lowDataShare)}`,
      met: n.lowData.share !== null && n.lowData.share <= n.budgets.lowDataShare,
    },
    {
      figure: 'Installable (Chrome installability errors)',
      measured: n.installable.errors.length ? n.installable.errors.join('; ') : 'none',
      budget: 'none',
      met: n.installable.errors.length === 0,
    },
    {
      figure: 'Start URL offline',
      measured: n.offlineStart.error
        ? `failed: ${n.offlineStart.error}`
        : `${n.offlineStart.status}${n.offlineStart.page ? ', the start page' : ', not the start page'}`,
      budget: '200 with the page',
      met: n.offlineStart.page === true && n.offlineStart.relayBytes === 0,
    },
  ];
}
