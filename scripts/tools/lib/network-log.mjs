// @ts-check
// The bytes a browser context receives, step by step, for the network bench
// (network-journey.mjs), over an emulated slow link.
//  - A page's requests: its own CDP session (Network domain), bytes from
//    `Network.loadingFinished.encodedDataLength` (on the wire: headers and the still compressed
//    body), plus each redirect's own answer. An answer the service worker gave counts 0 here.
//  - The service worker's own traffic (its script, its update checks, what it fetches and
//    keeps) is not taken from CDP: in Chromium 156 the worker's log leaves out the body of its
//    script and of every fetch of an address a page had also loaded, and some of its fetches
//    never report an end. The bench takes it from the counting relay in front of the shop
//    (byte-relay.mjs): whatever the shop sent beyond the pages' log.
//  - The link: `Network.emulateNetworkConditions` on every page's session and, through a
//    browser session of our own, on every service worker target (attached as the worker starts,
//    so its very first fetches may pass before the throttle: bytes are the same, only slower).
/** 400 kbps both ways, 400 ms: what a phone on a weak mobile signal gets. */
export const LINK = { latencyMs: 400, kbps: 400 };
const CONDITIONS = {
  offline: false,
  latency: LINK.latencyMs,
  downloadThroughput: (LINK.kbps * 1000) / 8,
  uploadThroughput: (LINK.kbps * 1000) / 8,
};

/** @typedef {import('playwright-core').CDPSession} CDPSession */
/**
 * A request on its way, in the step in which it started.
 * @typedef {{ step: string, url: string, type?: string, received: number, status?: number,
 *   fromWorker?: boolean, fromCache?: boolean }} Pending
 */
/**
 * A request done: its bytes on the wire (0 when answered without the network).
 * @typedef {{ step: string, url: string, type?: string, status?: number, failed?: string,
 *   bytes: number, local: boolean, fromWorker: boolean }} NetworkRecord
 */

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const isHttp = (/** @type {string} */ url) => url.startsWith('http:') || url.startsWith('https:');
export const kb = (/** @type {number} */ bytes) => Number((bytes / 1024).toFixed(1));

/**
 * Throttles every service worker of `browser` as it starts, through a browser-level CDP session
 * of our own (Playwright keeps the flat sessions it creates to itself; a session attached without
 * `flatten` is driven by messages through this one). Answers `{ workers(), setOffline(), close() }`.
 * @param {import('playwright-core').Browser} browser
 */
export async function throttleServiceWorkers(browser) {
  const session = await browser.newBrowserCDPSession();
  /** @type {Map<string, { sessionId: string, url: string }>} */
  const workers = new Map();
  let nextId = 1;
  /** @type {(sessionId: string, method: string, params?: object) => Promise<unknown>} */
  const send = (sessionId, method, params = {}) =>
    session
      .send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: nextId++, method, params }),
      })
      .catch(() => {});
  session.on('Target.targetCreated', async ({ targetInfo }) => {
    if (targetInfo.type !== 'service_worker') return;
    try {
      const { sessionId } = await session.send('Target.attachToTarget', {
        targetId: targetInfo.targetId,
        flatten: false,
      });
      workers.set(targetInfo.targetId, { sessionId, url: targetInfo.url });
      await send(sessionId, 'Network.enable');
      await send(sessionId, 'Network.emulateNetworkConditions', CONDITIONS);
    } catch {
      // The worker ended before it could be attached.
    }
  });
  session.on('Target.targetDestroyed', ({ targetId }) => workers.delete(targetId));
  await session.send('Target.setDiscoverTargets', {
    discover: true,
    filter: [{ type: 'service_worker' }],
  });
  return {
    workers: () => [...workers.values()].map((w) => w.url),
    async setOffline(/** @type {boolean} */ offline) {
      for (const { sessionId } of workers.values())
        await send(sessionId, 'Network.emulateNetworkConditions', { ...CONDITIONS, offline });
    },
    close: () => session.detach().catch(() => {}),
  };
}

/**
 * One browser context's network log. Each request belongs to the step (`log.step`) in which it
 * started; `quiet()` waits until nothing is on its way.
 */
export class NetworkLog {
  step = 'start';
  /** @type {NetworkRecord[]} */
  #records = [];
  /** @type {Map<string, Pending>} */
  #pending = new Map();
  /** @type {CDPSession[]} */
  #pages = [];
  #lastActivity = Date.now();

  /**
   * `busy()` (the relay's count of answers still on their way) and `lastActivity()` join the
   * pages' own requests in deciding when the network is quiet.
   * @param {import('playwright-core').BrowserContext} context
   * @param {{ busy?: () => number, lastActivity?: () => number }} [options]
   */
  constructor(context, { busy = () => 0, lastActivity = () => 0 } = {}) {
    this.context = context;
    this.busy = busy;
    this.lastActivity = lastActivity;
  }

  /** A new page of the context, logged and throttled from its first request. */
  async newPage() {
    const page = await this.context.newPage();
    const cdp = await this.context.newCDPSession(page);
    const n = this.#pages.length;
    this.#pages.push(cdp);
    const key = (/** @type {string} */ id) => `page${n}:${id}`;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!isHttp(e.request.url)) return;
      const before = this.#pending.get(key(e.requestId));
      if (e.redirectResponse && before) {
        this.#record(before, { status: e.redirectResponse.status }, e.redirectResponse);
      }
      this.#pending.set(key(e.requestId), {
        step: before?.step ?? this.step,
        url: e.request.url,
        type: e.type,
        received: 0,
      });
      this.#touch();
    });
    cdp.on('Network.responseReceived', (e) => {
      const p = this.#pending.get(key(e.requestId));
      if (!p) return;
      p.status = e.response.status;
      p.fromWorker = e.response.fromServiceWorker;
      p.fromCache ||= e.response.fromDiskCache || e.response.fromPrefetchCache;
      this.#touch();
    });
    cdp.on('Network.requestServedFromCache', (e) => {
      const p = this.#pending.get(key(e.requestId));
      if (p) p.fromCache = true;
    });
    cdp.on('Network.dataReceived', (e) => {
      const p = this.#pending.get(key(e.requestId));
      if (p) p.received += e.encodedDataLength;
      this.#touch();
    });
    cdp.on('Network.loadingFinished', (e) => {
      const p = this.#pending.get(key(e.requestId));
      if (!p) return;
      this.#pending.delete(key(e.requestId));
      this.#record(p, {}, e);
    });
    cdp.on('Network.loadingFailed', (e) => {
      const p = this.#pending.get(key(e.requestId));
      if (!p) return;
      this.#pending.delete(key(e.requestId));
      // No total for a failed or cancelled load: what had arrived of it.
      this.#record(p, { failed: e.errorText }, { encodedDataLength: p.received });
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', CONDITIONS);
    return { page, cdp };
  }

  /**
   * Takes every page of the log offline (or back onto the slow link).
   * @param {boolean} offline
   */
  async setOffline(offline) {
    for (const cdp of this.#pages)
      await cdp.send('Network.emulateNetworkConditions', { ...CONDITIONS, offline });
  }

  #touch() {
    this.#lastActivity = Date.now();
  }

  /**
   * @param {Pending} p
   * @param {{ status?: number, failed?: string }} extra
   * @param {{ encodedDataLength: number }} wire
   */
  #record(p, extra, { encodedDataLength }) {
    const fromWorker = Boolean(p.fromWorker);
    this.#records.push({
      step: p.step,
      url: p.url,
      type: p.type,
      status: p.status,
      ...extra,
      // The worker's answer crossed no wire; what it fetched for it, if anything, did (counted
      // through the relay).
      bytes: fromWorker ? 0 : encodedDataLength,
      local: fromWorker || Boolean(p.fromCache),
      fromWorker,
    });
    this.#touch();
  }

  /**
   * Waits until no request is on its way and none started or ended for `idleMs`, at most
   * `timeoutMs`; answers the addresses still on their way then (none when quiet).
   */
  async quiet({ idleMs = 1_500, timeoutMs = 45_000 } = {}) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const last = Math.max(this.#lastActivity, this.lastActivity());
      if (this.#pending.size === 0 && this.busy() === 0 && Date.now() - last >= idleMs) return [];
      await sleep(100);
    }
    const pending = [...this.#pending.values()].map((p) => p.url);
    return this.busy() ? [...pending, `${this.busy()} answer(s) through the relay`] : pending;
  }

  /**
   * The records of `steps` (every step when not given).
   * @param {string[]} [steps]
   */
  records(steps) {
    return this.#records.filter((r) => !steps || steps.includes(r.step));
  }

  /**
   * Totals of `steps` as the pages saw them: bytes received, requests that crossed the network,
   * and requests the browser's cache or the service worker answered without it.
   * @param {string[]} [steps]
   */
  totals(steps) {
    const records = this.records(steps);
    return {
      pageBytes: records.reduce((sum, r) => sum + r.bytes, 0),
      pageRequests: records.filter((r) => !r.local && r.bytes > 0).length,
      fromCache: records.filter((r) => r.local && !r.fromWorker).length,
      fromWorker: records.filter((r) => r.fromWorker).length,
    };
  }
}
