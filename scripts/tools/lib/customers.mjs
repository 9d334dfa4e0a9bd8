// @ts-check
// What the simulated customers of load.mjs and crash.mjs share: timed HTTP calls that name the
// customer's address in X-Forwarded-For, per-step latency figures, and orders built the way the
// storefront builds them (database prices from the catalogue API, the total by the contracts'
// orderSummary from the settings).
import { orderSummary, STOCK_MESSAGES } from './contracts.mjs';
import { visitorAddress } from './shop-server.mjs';

/**
 * What `call` answers: `status` 0 and `error` when no answer came; otherwise `body` is the parsed
 * JSON (`any`: each caller reads what its endpoint sends) or the text.
 * @typedef {{ status: number, body?: any, ms: number, headers?: Headers, error?: string }} Answer
 */
/**
 * @typedef {object} CallOptions
 * @property {string} [method]
 * @property {string} [address] the customer's address, sent in X-Forwarded-For
 * @property {string} [token] the session token
 * @property {unknown} [body] sent as JSON
 * @property {Record<string, string>} [headers]
 */
/**
 * A product as the catalogue API lists it (the fields used here).
 * @typedef {{ _id: string, name: string, price: number, sizes: string[],
 *   category: string }} Product
 */
/** @typedef {{ deliveryFee: number, freeDeliveryThreshold: number }} Settings */
/**
 * A line of an order request, with what the customer saw of it.
 * @typedef {{ _id: string, size: string, quantity: number, price: number, name: string }} Item
 */

/** @type {(ms: number) => Promise<void>} */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** @type {(min: number, max: number) => number} */
export const between = (min, max) => min + Math.random() * (max - min);
/**
 * A random element of `list` (not empty).
 * @template T
 * @param {T[]} list
 */
export const pick = (list) => /** @type {T} */ (list[Math.floor(Math.random() * list.length)]);

/** A person reading the page before the next click: 0.5 to 2 s by default. */
export const think = (minMs = 500, maxMs = 2_000) => sleep(between(minMs, maxMs));

/** The address of customer `n` (from 1): 10.x.y.z, never 10.0.0.0. */
export const customerAddress = (/** @type {number} */ n) => visitorAddress(n + 1);

/**
 * One HTTP call as customer `address`: answers `{ status, body, ms }` (`body` parsed when it is
 * JSON), or `{ status: 0, error }` when no answer came (refused, reset, timed out). The time
 * covers the whole answer, body included.
 * @param {string} base
 * @param {string} path
 * @param {CallOptions} [options]
 * @returns {Promise<Answer>}
 */
export async function call(base, path, { method = 'GET', address, token, body, headers } = {}) {
  const started = performance.now();
  try {
    const res = await fetch(base + path, {
      method,
      headers: {
        ...(address ? { 'x-forwarded-for': address } : {}),
        ...(token ? { token } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    /** @type {unknown} */
    let parsed = text;
    if ((res.headers.get('content-type') ?? '').includes('application/json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        // left as text
      }
    }
    return { status: res.status, body: parsed, ms, headers: res.headers };
  } catch (/** @type {any} */ err) {
    const cause = err?.cause?.code ?? err?.cause?.message ?? err?.name;
    return { status: 0, error: cause ?? String(err), ms: performance.now() - started };
  }
}

/**
 * Nearest-rank percentile of ascending `sorted`.
 * @param {number[]} sorted
 * @param {number} p
 */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return /** @type {number} */ (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
  );
}

/** Per-step counts, errors and latencies; the first errors of each step are kept as examples. */
export class Steps {
  /** @type {Map<string, { times: number[], errors: number, examples: string[] }>} */
  #steps = new Map();

  /**
   * Records one call of `step`; `failure` (a short text) makes it an error.
   * @param {string} step
   * @param {number} ms
   * @param {string} [failure]
   */
  add(step, ms, failure) {
    let s = this.#steps.get(step);
    if (!s) {
      s = { times: [], errors: 0, examples: [] };
      this.#steps.set(step, s);
    }
    s.times.push(ms);
    if (failure) {
      s.errors++;
      if (s.examples.length < 5) s.examples.push(failure);
    }
  }

  /** The table: one row per step in the order steps were first seen. */
  rows() {
    return [...this.#steps].map(([step, s]) => {
      const sorted = [...s.times].sort((a, b) => a - b);
      const round = (/** @type {number} */ v) => Math.round(v);
      return {
        step,
        count: sorted.length,
        errors: s.errors,
        p50: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
        p99: round(percentile(sorted, 99)),
      };
    });
  }

  examples() {
    return [...this.#steps].flatMap(([step, s]) => s.examples.map((e) => `${step}: ${e}`));
  }
}

/**
 * Why an answer is not the success a step expects, or undefined when it is.
 * @param {Answer} res
 */
export function failureOf(res, expected = 200) {
  if (res.status === 0) return `no answer (${res.error})`;
  if (res.status !== expected) {
    const message = typeof res.body === 'object' ? res.body?.message : undefined;
    return `${res.status}${message ? ` ${message}` : ''}`;
  }
  return undefined;
}

/**
 * The demo catalogue as the storefront lists it (every page of the catalogue API).
 * @param {string} base
 */
export async function readCatalogue(base) {
  /** @type {Product[]} */
  const products = [];
  for (let page = 1; page <= 1_000; page++) {
    const res = await call(base, `/api/product/list?sort=newest&pageSize=50&page=${page}`);
    if (res.status !== 200) throw new Error(`catalogue page ${page}: ${failureOf(res)}`);
    products.push(...res.body.products);
    if (res.body.products.length < 50) break;
  }
  if (!products.length) throw new Error('the catalogue is empty');
  return products;
}

/**
 * The settings an order's total depends on, as the storefront reads them.
 * @param {string} base
 * @returns {Promise<Settings>}
 */
export async function readSettings(base) {
  const res = await call(base, '/api/settings');
  if (res.status !== 200) throw new Error(`settings: ${failureOf(res)}`);
  const { deliveryFee, freeDeliveryThreshold } = res.body.settings ?? res.body;
  if (typeof deliveryFee !== 'number' || typeof freeDeliveryThreshold !== 'number')
    throw new Error('settings: no delivery fee or free-delivery threshold in the answer');
  return { deliveryFee, freeDeliveryThreshold };
}

/**
 * What the customers read of the shop before they start: its catalogue and the settings an
 * order's total depends on.
 * @param {string} base
 */
export async function readShop(base) {
  return { products: await readCatalogue(base), settings: await readSettings(base) };
}

/** The size a customer picks: the product's first, or the one size of a product without sizes. */
export const sizeOf = (/** @type {Product} */ product) => product.sizes[0] ?? 'Standard';

/**
 * An order of 1 to `maxLines` different products, 1 to `maxQuantity` of each: the request's lines
 * and the total the customer saw (subtotal plus delivery).
 * @param {Product[]} products
 * @param {Settings} settings
 */
export function basket(products, settings, { maxLines = 3, maxQuantity = 3 } = {}) {
  /** @type {Map<string, Product>} */
  const chosen = new Map();
  const lines = 1 + Math.floor(Math.random() * maxLines);
  while (chosen.size < Math.min(lines, products.length)) {
    const product = pick(products);
    chosen.set(product._id, product);
  }
  const items = [...chosen.values()].map((product) => ({
    _id: product._id,
    size: sizeOf(product),
    quantity: 1 + Math.floor(Math.random() * maxQuantity),
    price: product.price,
    name: product.name,
  }));
  return { items, amount: orderSummary(items, settings).total };
}

/**
 * Whether an answer to placing `items` is the shop refusing the order for want of stock: 409
 * CONFLICT, each short line named in `errors` (items.N.quantity) with the stock message for it,
 * and nothing else. A correct answer, not a failure; any other refusal still is one.
 * @param {Answer} res
 * @param {Item[]} items
 */
export function isStockRefusal(res, items) {
  const body = res.body;
  if (res.status !== 409 || body?.code !== 'CONFLICT' || typeof body.errors !== 'object')
    return false;
  const lines = Object.entries(body.errors ?? {});
  if (!lines.length || body.message !== lines.map(([, m]) => m).join(' ')) return false;
  return lines.every(([field, message]) => {
    const item = items[Number(/^items\.(\d+)\.quantity$/.exec(field)?.[1] ?? NaN)];
    if (!item) return false;
    // Fewer units left than asked for: 0 (out of stock) up to one short of the quantity.
    for (let left = 0; left < item.quantity; left++)
      if (message === STOCK_MESSAGES.notEnough(item.name, item.size, left)) return true;
    return false;
  });
}

/**
 * What the check (orders-check.mjs) keeps of an order the shop acknowledged: its id and amount
 * from the answer, with the customer, the Idempotency-Key and the lines as sent.
 * @param {Answer} res the 200 answer, its body holding the order
 * @param {{ email: string, key: string, items: Item[] }} sent
 * @returns {import('./orders-check.mjs').Acknowledged}
 */
export const acknowledgedOrder = (res, { email, key, items }) => ({
  orderId: res.body.order._id,
  email,
  key,
  items,
  amount: res.body.order.amount,
});

/**
 * A complete delivery address (every field is required) in the customer's name.
 * @param {number} n
 * @param {string} email
 */
export function deliveryAddress(n, email) {
  return {
    firstName: 'Customer',
    lastName: `Number ${n}`,
    email,
    street: `${n} Ministries Road`,
    city: 'Juba',
    state: 'Central Equatoria',
    zipcode: '00211',
    country: 'South Sudan',
    phone: '+211 922 000 000',
  };
}

/** A fresh Idempotency-Key (8 to 100 visible ASCII characters). */
export const idempotencyKey = (/** @type {string} */ prefix) => `${prefix}-${crypto.randomUUID()}`;

/**
 * A cash-on-delivery order customer `n` means to place, a basket of the shop's products under an
 * Idempotency-Key of the tool's (`load`, `crash`): the request's headers and body, and how its
 * answer is read.
 * @param {{ products: Product[], settings: Settings }} shop
 * @param {number} n
 * @param {string} email
 * @param {string} tool
 */
export function codOrder(shop, n, email, tool) {
  const { items, amount } = basket(shop.products, shop.settings);
  const key = idempotencyKey(`${tool}-${n}`);
  return {
    key,
    items,
    request: {
      headers: { 'idempotency-key': key },
      body: { address: deliveryAddress(n, email), items, amount },
    },
    /** What the check keeps of it, from the 200 answer. @param {Answer} res */
    acknowledged: (res) => acknowledgedOrder(res, { email, key, items }),
    /** Whether the answer refused it for want of stock. @param {Answer} res */
    outOfStock: (res) => isStockRefusal(res, items),
  };
}
