// What the dashboard needs from stock: the sizes running out.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_SIZE, type DashboardResponse } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { products, productStock } from '../../db/schema.ts';

/**
 * Sizes of tracked products in the shop with `threshold` units or fewer, fewest first (then by
 * name), the first `limit` of them and how many there are, in one query. Sizes come from the
 * product (a product without sizes is sold in DEFAULT_SIZE) and a size without a stock row has
 * none left, so rows left behind by removed sizes never show and a missing row is not missed.
 */
export async function lowStock(
  db: Db,
  threshold: number,
  limit: number,
): Promise<DashboardResponse['lowStock']> {
  const sizes = sql`CASE WHEN jsonb_array_length(${products.sizes}) = 0
    THEN ${JSON.stringify([DEFAULT_SIZE])}::jsonb ELSE ${products.sizes} END`;
  const left = sql<number>`COALESCE(${productStock.quantity}, 0)`;
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      unit: products.unit,
      image: sql<string>`COALESCE(${products.images}->>0, '')`,
      size: sql<string>`e.size`,
      left: left.mapWith(Number),
      // Counted before LIMIT: every size at or below the threshold.
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(products)
    .crossJoinLateral(sql`jsonb_array_elements_text(${sizes}) WITH ORDINALITY AS e(size, n)`)
    .leftJoin(
      productStock,
      and(eq(productStock.productId, products.id), sql`${productStock.size} = e.size`),
    )
    .where(
      and(eq(products.trackStock, true), isNull(products.archivedAt), sql`${left} <= ${threshold}`),
    )
    .orderBy(asc(left), asc(products.name), asc(products.id), sql`e.n`)
    .limit(limit);
  return {
    threshold,
    count: rows[0]?.total ?? 0,
    items: rows.map((r) => ({
      _id: r.id,
      name: r.name,
      size: r.size,
      left: r.left,
      unit: r.unit,
      image: r.image,
    })),
  };
}
