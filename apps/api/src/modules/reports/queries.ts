// The staff's reports, each one statement run by the database over the orders' lines (the
// snapshots an order keeps of what it sold: name, category, price, quantity). Reading joins the
// catalogue's and the accounts' tables for today's names (docs/architecture.md, "Who writes which
// table": reading is freer).
import { sql, type SQL } from 'drizzle-orm';
import type { SalesReportGroup } from '@shop/contracts';
import { selectRows, type Db } from '../../db/client.ts';
import { orders, products, productStock, users } from '../../db/schema.ts';
import { addDays, shopDayOf, shopDayStart } from '../../lib/shop-day.ts';

/** Shop days `from` to `to`, both included (Juba, lib/shop-day.ts). */
export interface DayRange {
  from: string;
  to: string;
}

export interface Figures {
  orders: number;
  units: number;
  revenue: number;
}

/**
 * The orders of the range that are not Cancelled, with their shop day, and their lines: one row
 * per line with its value (price × quantity). Placed time is compared with the range's instants,
 * so the orders' created index bounds the read.
 */
function linesOf(range: DayRange): SQL {
  return sql`placed AS (
      SELECT ${orders.id} AS order_id, ${orders.userId} AS user_id, ${orders.deliveryFee} AS fee,
             ${orders.items} AS items, ${shopDayOf(orders.createdAt)} AS day
        FROM ${orders}
       WHERE ${orders.status} <> 'Cancelled'
         AND ${orders.createdAt} >= ${shopDayStart(range.from)}
         AND ${orders.createdAt} < ${shopDayStart(addDays(range.to, 1))}
    ), lines AS (
      SELECT p.order_id, p.user_id, p.day,
             li->>'productId' AS product_id, li->>'name' AS name, li->>'category' AS category,
             (li->>'quantity')::int AS quantity,
             (li->>'price')::float8 * (li->>'quantity')::int AS value
        FROM placed p, jsonb_array_elements(p.items) AS li
    )`;
}

/** Orders, units, goods and delivery fees of the whole range. */
export async function rangeTotals(db: Db, range: DayRange) {
  const [row] = await selectRows<Figures & { deliveryFees: number }>(
    db,
    sql`WITH ${linesOf(range)}
      SELECT (SELECT count(*) FROM placed)::int AS orders,
             coalesce((SELECT sum(quantity) FROM lines), 0)::int AS units,
             coalesce((SELECT sum(value) FROM lines), 0)::float8 AS revenue,
             coalesce((SELECT sum(fee) FROM placed), 0)::float8 AS "deliveryFees"`,
  );
  return row ?? { orders: 0, units: 0, revenue: 0, deliveryFees: 0 };
}

/** Each shop day of the range that sold something. */
export async function salesByDay(db: Db, range: DayRange) {
  return selectRows<Figures & { day: string }>(
    db,
    sql`WITH ${linesOf(range)}
      SELECT day, count(DISTINCT order_id)::int AS orders, sum(quantity)::int AS units,
             sum(value)::float8 AS revenue
        FROM lines GROUP BY day`,
  );
}

export interface GroupRow extends Figures {
  key: string;
  label: string;
  detail: string;
  /** Every group of the report, however many rows were asked for. */
  groups: number;
}

/**
 * The key, label and second line of each grouping. A product is named as the catalogue names it
 * now (the order's own name when it was deleted since); a customer by the account.
 */
const GROUPINGS: Record<SalesReportGroup, { key: SQL; label: SQL; detail: SQL; join: SQL }> = {
  product: {
    key: sql`l.product_id`,
    label: sql`coalesce(max(${products.name}), max(l.name))`,
    detail: sql`max(l.category)`,
    join: sql`LEFT JOIN ${products} ON ${products.id} = l.product_id`,
  },
  category: {
    key: sql`l.category`,
    label: sql`l.category`,
    detail: sql`''`,
    join: sql``,
  },
  customer: {
    key: sql`l.user_id`,
    label: sql`coalesce(max(${users.name}), '')`,
    detail: sql`coalesce(max(${users.email}), '')`,
    join: sql`LEFT JOIN ${users} ON ${users.id} = l.user_id`,
  },
};

/** The range's sales grouped by `by`, the most revenue first; `limit` rows, or all of them. */
export async function salesByGroup(
  db: Db,
  range: DayRange,
  by: SalesReportGroup,
  limit?: number,
): Promise<GroupRow[]> {
  const g = GROUPINGS[by];
  return selectRows<GroupRow>(
    db,
    sql`WITH ${linesOf(range)}
      SELECT ${g.key} AS key, ${g.label} AS label, ${g.detail} AS detail,
             count(DISTINCT l.order_id)::int AS orders, sum(l.quantity)::int AS units,
             sum(l.value)::float8 AS revenue, (count(*) OVER ())::int AS groups
        FROM lines l ${g.join}
       GROUP BY ${g.key}
       ORDER BY revenue DESC, label, key
       ${limit === undefined ? sql`` : sql`LIMIT ${limit}`}`,
  );
}

export interface SlowMovingRow {
  id: string;
  name: string;
  category: string;
  unit: string;
  image: string;
  onHand: number;
  sold: number;
  lastSold: string | null;
}

/**
 * Listed products whose stock is counted and who have units on hand, the fewest sold since
 * `since` first (then the most on hand: what ties up the most), with the day of their last sale
 * ever, from orders that are not Cancelled.
 */
export async function slowMoving(db: Db, since: string, limit: number) {
  return selectRows<SlowMovingRow>(
    db,
    sql`WITH on_hand AS (
        SELECT ${productStock.productId} AS product_id, sum(${productStock.quantity})::int AS units
          FROM ${productStock} GROUP BY 1 HAVING sum(${productStock.quantity}) > 0
      ), sales AS (
        SELECT li->>'productId' AS product_id,
               coalesce(sum((li->>'quantity')::int)
                 FILTER (WHERE ${orders.createdAt} >= ${shopDayStart(since)}), 0)::int AS sold,
               max(${orders.createdAt}) AS last_at
          FROM ${orders}, jsonb_array_elements(${orders.items}) AS li
         WHERE ${orders.status} <> 'Cancelled'
         GROUP BY 1
      )
      SELECT ${products.id} AS id, ${products.name} AS name, ${products.category} AS category,
             ${products.unit} AS unit, coalesce(${products.images}->>0, '') AS image,
             h.units AS "onHand", coalesce(s.sold, 0) AS sold,
             CASE WHEN s.last_at IS NULL THEN NULL ELSE ${shopDayOf(sql`s.last_at`)} END
               AS "lastSold"
        FROM ${products}
        JOIN on_hand h ON h.product_id = ${products.id}
        LEFT JOIN sales s ON s.product_id = ${products.id}
       WHERE ${products.archivedAt} IS NULL AND ${products.trackStock}
       ORDER BY sold, h.units DESC, ${products.name}, ${products.id}
       LIMIT ${limit}`,
  );
}
