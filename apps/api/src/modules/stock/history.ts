// A product's stock history for staff: every change of every size, newest first.
import { and, count, desc, eq } from 'drizzle-orm';
import {
  ADMIN_PRODUCT_MESSAGES,
  type StockHistoryResponse,
  type StockMovement,
  type stockHistoryQuerySchema,
} from '@shop/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { products, stockMovements } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

type HistoryQuery = z.output<typeof stockHistoryQuerySchema>;

function toMovement(row: typeof stockMovements.$inferSelect): StockMovement {
  return {
    _id: row.id,
    size: row.size,
    before: row.before,
    after: row.after,
    reason: row.reason,
    orderId: row.orderId,
    // The name as it was: the entry outlives the account (actor_id is then null).
    by: row.actorName,
    supplier: row.supplier,
    unitCost: row.unitCost,
    note: row.note,
    date: row.createdAt.getTime(),
  };
}

/**
 * One page of a product's stock changes (archived products too), newest first; the changes of
 * one transaction share their time and follow their id. Read through the index on
 * (product, time, id).
 */
export async function stockHistory(
  db: Db,
  productId: string,
  query: HistoryQuery,
): Promise<StockHistoryResponse> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) throw new AppError('NOT_FOUND', ADMIN_PRODUCT_MESSAGES.notFound);
  const where = and(
    eq(stockMovements.productId, productId),
    query.size ? eq(stockMovements.size, query.size) : undefined,
  );
  const { page, pageSize } = query;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(stockMovements)
      .where(where)
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(stockMovements).where(where),
  ]);
  return {
    success: true,
    movements: rows.map(toMovement),
    total: counted?.total ?? 0,
    page,
    pageSize,
  };
}
