// The correctness check of load.mjs and crash.mjs, read straight from the database after the
// run: every order the API acknowledged (200 with its id) is there exactly once, under the
// customer's account and Idempotency-Key, with the lines the customer sent, and its money is
// right by database prices and the settings' delivery rule (apps/api/src/modules/orders/pricing.ts).
import pg from 'pg';
import { deliveryFeeOf } from './customers.mjs';

/**
 * `acknowledged`: one entry per order the API answered 200, `{ orderId, email, key, items }`
 * (`items` as sent: `{ _id, size, quantity }`). Answers counts and examples of every problem.
 */
export async function checkOrders(databaseUrl, acknowledged) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const settingsRow = await client.query(`SELECT value FROM settings WHERE key = 'shop'`);
    const settings = settingsRow.rows[0]?.value;
    if (typeof settings?.deliveryFee !== 'number')
      throw new Error('the settings row (key shop) holds no delivery fee');
    const prices = new Map(
      (await client.query('SELECT id, price FROM products')).rows.map((r) => [
        r.id,
        Number(r.price),
      ]),
    );
    const { rows } = await client.query(
      `SELECT o.id, o.idempotency_key AS key, u.email, o.items,
              o.subtotal::float8 AS subtotal, o.delivery_fee::float8 AS fee, o.amount::float8 AS amount
         FROM orders o JOIN users u ON u.id = o.user_id`,
    );

    const byId = new Map(rows.map((row) => [row.id, row]));
    const byKey = new Map();
    for (const row of rows) {
      const k = `${row.email}\u0000${row.key}`;
      byKey.set(k, [...(byKey.get(k) ?? []), row]);
    }
    const result = {
      ordersInDatabase: rows.length,
      acknowledged: acknowledged.length,
      foundOnce: 0,
      lost: [],
      duplicates: [],
      wrongTotals: [],
      wrongLines: [],
      withoutKey: rows.filter((row) => row.key === null).length,
      notAcknowledged: 0,
      /** Acknowledged orders at or above the free-delivery threshold (both rules were used). */
      freeDelivery: 0,
    };
    for (const [k, list] of byKey)
      if (list.length > 1) result.duplicates.push(`${k.replace('\u0000', ' ')}: ${list.length}`);

    const acknowledgedKeys = new Set();
    for (const ack of acknowledged) {
      acknowledgedKeys.add(`${ack.email}\u0000${ack.key}`);
      const row = byId.get(ack.orderId);
      if (!row || row.email !== ack.email || row.key !== ack.key) {
        result.lost.push(`${ack.orderId} (${ack.email}, ${ack.key})`);
        continue;
      }
      result.foundOnce++;

      const sent = new Map();
      for (const item of ack.items) {
        const line = `${item._id}\u0000${item.size}`;
        sent.set(line, (sent.get(line) ?? 0) + item.quantity);
      }
      const stored = new Map(row.items.map((i) => [`${i.productId}\u0000${i.size}`, i.quantity]));
      const sameLines =
        sent.size === stored.size && [...sent].every(([line, q]) => stored.get(line) === q);
      if (!sameLines) result.wrongLines.push(row.id);

      const subtotal = row.items.reduce((sum, i) => sum + prices.get(i.productId) * i.quantity, 0);
      const fee = deliveryFeeOf(subtotal, settings);
      if (fee === 0) result.freeDelivery++;
      const snapshotRight = row.items.every((i) => i.price === prices.get(i.productId));
      if (
        !snapshotRight ||
        row.subtotal !== subtotal ||
        row.fee !== fee ||
        row.amount !== subtotal + fee ||
        (ack.amount !== undefined && ack.amount !== row.amount)
      )
        result.wrongTotals.push(
          `${row.id}: stored ${row.subtotal} + ${row.fee} = ${row.amount}, ` +
            `expected ${subtotal} + ${fee} = ${subtotal + fee}`,
        );
    }
    for (const k of byKey.keys()) if (!acknowledgedKeys.has(k)) result.notAcknowledged++;
    return result;
  } finally {
    await client.end();
  }
}

/** Whether the check found nothing wrong with the acknowledged orders. */
export const ordersCorrect = (r) =>
  r.lost.length === 0 &&
  r.duplicates.length === 0 &&
  r.wrongTotals.length === 0 &&
  r.wrongLines.length === 0 &&
  r.withoutKey === 0;

/** The check's lines for the report, with a few examples of each problem. */
export function describeCheck(r) {
  const examples = (list) => (list.length ? `  e.g. ${list.slice(0, 3).join('; ')}` : '');
  return [
    `orders in the database:            ${r.ordersInDatabase}`,
    `acknowledged by the API (200):     ${r.acknowledged}`,
    `acknowledged and found once:       ${r.foundOnce} (${r.freeDelivery} with free delivery)`,
    `lost (acknowledged, not found):    ${r.lost.length}${examples(r.lost)}`,
    `duplicates (one key, two orders):  ${r.duplicates.length}${examples(r.duplicates)}`,
    `wrong totals:                      ${r.wrongTotals.length}${examples(r.wrongTotals)}`,
    `lines differing from the request:  ${r.wrongLines.length}${examples(r.wrongLines)}`,
    `orders without an Idempotency-Key: ${r.withoutKey}`,
    `placed but never acknowledged:     ${r.notAcknowledged}`,
  ];
}
