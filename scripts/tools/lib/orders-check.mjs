// @ts-check
// The correctness check of load.mjs and crash.mjs, read straight from the database after the
// run. It judges only the orders the run could have placed: created since the run began, by the
// run's own accounts (the shop seeds demo orders without an Idempotency-Key, which are none of
// the run's business). Every order the API acknowledged (200 with its id) is there exactly once,
// under the customer's account and Idempotency-Key, with the lines the customer sent, and its
// money is right by database prices and the contracts' orderSummary (the rule
// apps/api/src/modules/orders/pricing.ts prices with). Every order the shop refused for want of
// stock left no order behind, and stock is conserved: each size's drop over the run equals the
// units the run's orders took, and every stock movement of the run belongs to one of them.
import pg from 'pg';
import { orderSummary } from './contracts.mjs';

/**
 * An order's line as the database keeps it (orders.items, the fields read here).
 * @typedef {{ productId: string, size: string, quantity: number, price: number,
 *   stockTaken?: boolean }} StoredItem
 */
/**
 * An order of the run as read back.
 * @typedef {{ id: string, key: string | null, email: string, items: StoredItem[],
 *   subtotal: number, fee: number, amount: number }} OrderRow
 */
/** @typedef {Awaited<ReturnType<typeof startOfRun>>} StartOfRun */
/**
 * An order the API acknowledged (200 with its id), with the lines as sent.
 * @typedef {{ orderId: string, email: string, key: string, amount?: number,
 *   items: { _id: string, size: string, quantity: number }[] }} Acknowledged
 */
/**
 * An order the shop refused for want of stock.
 * @typedef {{ email: string, key: string }} Refused
 */
/** @typedef {Awaited<ReturnType<typeof checkOrders>>} Check */

/** @type {(productId: string, size: string) => string} */
const sizeKey = (productId, size) => `${productId} ${size}`;

/**
 * Units in stock of every tracked size, `product size` -> quantity.
 * @param {pg.Client} client
 * @returns {Promise<Map<string, number>>}
 */
async function unitsInStock(client) {
  const { rows } = await client.query('SELECT product_id, size, quantity FROM product_stock');
  return new Map(rows.map((r) => [sizeKey(r.product_id, r.size), r.quantity]));
}

/**
 * Taken once the shop is up and before the first customer: the database's clock (orders and
 * stock movements are stamped by it) and the stock of every tracked size.
 * @param {string} databaseUrl
 * @returns {Promise<{ since: Date, stock: Map<string, number> }>}
 */
export async function startOfRun(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT now() AS now');
    return { since: rows[0].now, stock: await unitsInStock(client) };
  } finally {
    await client.end();
  }
}

/**
 * `run`: what the run did and saw.
 * - `start`: startOfRun's answer.
 * - `emails`: every account it signed up.
 * - `acknowledged`: one entry per order the API answered 200, `{ orderId, email, key, items }`
 *   (`items` as sent: `{ _id, size, quantity }`).
 * - `refused`: one entry per order the shop refused for want of stock, `{ email, key }`.
 * Answers counts and examples of every problem.
 * @param {string} databaseUrl
 * @param {{ start: StartOfRun, emails: Iterable<string>, acknowledged: Acknowledged[],
 *   refused?: Refused[] }} run
 */
export async function checkOrders(databaseUrl, run) {
  const { start, emails, acknowledged, refused = [] } = run;
  const { since, stock: stockBefore } = start;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stockAfter = await unitsInStock(client);
    const settingsRow = await client.query(`SELECT value FROM settings WHERE key = 'shop'`);
    const settings = settingsRow.rows[0]?.value;
    if (typeof settings?.deliveryFee !== 'number')
      throw new Error('the settings row (key shop) holds no delivery fee');
    /** @type {Map<string, number>} */
    const prices = new Map(
      (await client.query('SELECT id, price FROM products')).rows.map((r) => [
        r.id,
        Number(r.price),
      ]),
    );
    const allOrders = (await client.query('SELECT count(*)::int AS n FROM orders')).rows[0].n;
    /** @type {{ rows: OrderRow[] }} */
    const { rows } = await client.query(
      `SELECT o.id, o.idempotency_key AS key, u.email, o.items,
              o.subtotal::float8 AS subtotal, o.delivery_fee::float8 AS fee, o.amount::float8 AS amount
         FROM orders o JOIN users u ON u.id = o.user_id
        WHERE o.created_at >= $1 AND u.email = ANY($2::text[])`,
      [since, [...emails]],
    );

    const byId = new Map(rows.map((row) => [row.id, row]));
    /** @type {Map<string, OrderRow[]>} */
    const byKey = new Map();
    for (const row of rows) {
      const k = `${row.email}\u0000${row.key}`;
      byKey.set(k, [...(byKey.get(k) ?? []), row]);
    }
    const result = {
      ordersInDatabase: allOrders,
      ordersOfRun: rows.length,
      acknowledged: acknowledged.length,
      foundOnce: 0,
      lost: /** @type {string[]} */ ([]),
      duplicates: /** @type {string[]} */ ([]),
      wrongTotals: /** @type {string[]} */ ([]),
      wrongLines: /** @type {string[]} */ ([]),
      withoutKey: rows.filter((row) => row.key === null).length,
      notAcknowledged: 0,
      /** Acknowledged orders at or above the free-delivery threshold (both rules were used). */
      freeDelivery: 0,
      refused: refused.length,
      /** Refused orders that left an order in the database all the same. */
      refusedButPlaced: /** @type {string[]} */ ([]),
      /** Sizes whose stock did not change by the units the run's orders took. */
      stockMismatches: /** @type {string[]} */ ([]),
      /** Stock movements since the start that belong to no order of the run. */
      strayMovements: /** @type {string[]} */ ([]),
      unitsTaken: 0,
    };
    for (const [k, list] of byKey)
      if (list.length > 1) result.duplicates.push(`${k.replace('\u0000', ' ')}: ${list.length}`);

    /** @type {Set<string>} */
    const acknowledgedKeys = new Set();
    for (const ack of acknowledged) {
      acknowledgedKeys.add(`${ack.email}\u0000${ack.key}`);
      const row = byId.get(ack.orderId);
      if (!row || row.email !== ack.email || row.key !== ack.key) {
        result.lost.push(`${ack.orderId} (${ack.email}, ${ack.key})`);
        continue;
      }
      result.foundOnce++;

      /** @type {Map<string, number>} */
      const sent = new Map();
      for (const item of ack.items) {
        const line = `${item._id}\u0000${item.size}`;
        sent.set(line, (sent.get(line) ?? 0) + item.quantity);
      }
      const stored = new Map(row.items.map((i) => [`${i.productId}\u0000${i.size}`, i.quantity]));
      const sameLines =
        sent.size === stored.size && [...sent].every(([line, q]) => stored.get(line) === q);
      if (!sameLines) result.wrongLines.push(row.id);

      const expected = orderSummary(
        row.items.map((i) => ({ price: prices.get(i.productId) ?? NaN, quantity: i.quantity })),
        settings,
      );
      if (expected.freeDelivery) result.freeDelivery++;
      const snapshotRight = row.items.every((i) => i.price === prices.get(i.productId));
      if (
        !snapshotRight ||
        row.subtotal !== expected.subtotal ||
        row.fee !== expected.shipping ||
        row.amount !== expected.total ||
        (ack.amount !== undefined && ack.amount !== row.amount)
      )
        result.wrongTotals.push(
          `${row.id}: stored ${row.subtotal} + ${row.fee} = ${row.amount}, ` +
            `expected ${expected.subtotal} + ${expected.shipping} = ${expected.total}`,
        );
    }
    for (const k of byKey.keys()) if (!acknowledgedKeys.has(k)) result.notAcknowledged++;
    for (const r of refused)
      if (byKey.has(`${r.email}\u0000${r.key}`))
        result.refusedButPlaced.push(`${r.email} ${r.key}`);

    // Stock: the drop of each size = the units the run's orders took = what their movements say.
    /** @type {Map<string, number>} */
    const taken = new Map();
    for (const row of rows)
      for (const item of row.items)
        if (item.stockTaken) {
          const k = sizeKey(item.productId, item.size);
          taken.set(k, (taken.get(k) ?? 0) + item.quantity);
          result.unitsTaken += item.quantity;
        }
    /** @type {Map<string, number>} */
    const moved = new Map();
    const movements = await client.query(
      `SELECT product_id, size, before, after, order_id, reason FROM stock_movements
        WHERE created_at >= $1`,
      [since],
    );
    for (const m of movements.rows) {
      if (!byId.has(m.order_id)) {
        result.strayMovements.push(`${m.product_id} ${m.size} ${m.reason} ${m.before}->${m.after}`);
        continue;
      }
      const k = sizeKey(m.product_id, m.size);
      moved.set(k, (moved.get(k) ?? 0) + m.before - m.after);
    }
    for (const k of new Set([...stockBefore.keys(), ...stockAfter.keys(), ...taken.keys()])) {
      const drop = (stockBefore.get(k) ?? 0) - (stockAfter.get(k) ?? 0);
      const units = taken.get(k) ?? 0;
      const inMovements = moved.get(k) ?? 0;
      if (drop !== units || inMovements !== units)
        result.stockMismatches.push(
          `${k}: ${stockBefore.get(k)} -> ${stockAfter.get(k)}, orders took ${units}, ` +
            `movements say ${inMovements}`,
        );
    }
    return result;
  } finally {
    await client.end();
  }
}

/** Whether the check found nothing wrong with the run's orders and the stock they took. */
export const ordersCorrect = (/** @type {Check} */ r) =>
  r.lost.length === 0 &&
  r.duplicates.length === 0 &&
  r.wrongTotals.length === 0 &&
  r.wrongLines.length === 0 &&
  r.withoutKey === 0 &&
  r.refusedButPlaced.length === 0 &&
  r.stockMismatches.length === 0 &&
  r.strayMovements.length === 0;

/**
 * The check's lines for the report, with a few examples of each problem.
 * @param {Check} r
 */
export function describeCheck(r) {
  const examples = (/** @type {string[]} */ list) =>
    list.length ? `  e.g. ${list.slice(0, 3).join('; ')}` : '';
  return [
    `orders in the database:            ${r.ordersInDatabase} (${r.ordersOfRun} placed by this run)`,
    `acknowledged by the API (200):     ${r.acknowledged}`,
    `acknowledged and found once:       ${r.foundOnce} (${r.freeDelivery} with free delivery)`,
    `lost (acknowledged, not found):    ${r.lost.length}${examples(r.lost)}`,
    `duplicates (one key, two orders):  ${r.duplicates.length}${examples(r.duplicates)}`,
    `wrong totals:                      ${r.wrongTotals.length}${examples(r.wrongTotals)}`,
    `lines differing from the request:  ${r.wrongLines.length}${examples(r.wrongLines)}`,
    `orders without an Idempotency-Key: ${r.withoutKey}`,
    `placed but never acknowledged:     ${r.notAcknowledged}`,
    `refused for want of stock (409):   ${r.refused}`,
    `refused yet placed all the same:   ${r.refusedButPlaced.length}${examples(r.refusedButPlaced)}`,
    `units taken from stock by orders:  ${r.unitsTaken}`,
    `sizes whose stock does not add up: ${r.stockMismatches.length}${examples(r.stockMismatches)}`,
    `stock moved by no order of the run: ${r.strayMovements.length}${examples(r.strayMovements)}`,
  ];
}
