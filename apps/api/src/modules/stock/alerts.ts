// A signed-in customer's back-in-stock requests: one per product and size, mailed once when that
// size's stock rises from nothing (back-in-stock.ts). Every query names the customer.
import { and, count, desc, eq } from 'drizzle-orm';
import {
  API_MESSAGES,
  ARCHIVED_PRODUCT_MESSAGE,
  sizesOf,
  STOCK_MESSAGES,
  type StockAlertResponse,
  type StockAlertsResponse,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { isListed, products, productStock, stockAlerts } from '../../db/schema.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { STOCK_ALERT_ERRORS, STOCK_ALERTS_MAX } from './messages.ts';
import type { SizeKey } from './service.ts';

/** The customer's waiting requests on products still sold, newest first. */
export async function listStockAlerts(db: Db, userId: string): Promise<StockAlertsResponse> {
  const rows = await db
    .select({ productId: stockAlerts.productId, size: stockAlerts.size })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(and(eq(stockAlerts.userId, userId), isListed()))
    .orderBy(desc(stockAlerts.createdAt), desc(stockAlerts.productId), desc(stockAlerts.size));
  return { success: true, alerts: rows };
}

async function unitsLeft(db: Db, key: SizeKey): Promise<number> {
  const [row] = await db
    .select({ quantity: productStock.quantity })
    .from(productStock)
    .where(and(eq(productStock.productId, key.productId), eq(productStock.size, key.size)));
  return row?.quantity ?? 0;
}

const inStock = () => new AppError('CONFLICT', STOCK_MESSAGES.notifyMeInStock);

/**
 * Asks to be mailed once when this size is back. Only a size that can run out and has: an
 * untracked product, or a size with units left, can be ordered now (409). Asking twice is asking
 * once.
 */
export async function askStockAlert(
  db: Db,
  userId: string,
  key: SizeKey,
): Promise<StockAlertResponse> {
  const [product] = await db
    .select({
      sizes: products.sizes,
      trackStock: products.trackStock,
      archivedAt: products.archivedAt,
    })
    .from(products)
    .where(eq(products.id, key.productId))
    .limit(1);
  if (!product) throw new AppError('NOT_FOUND', API_MESSAGES.productNotFound);
  if (product.archivedAt) throw new AppError('NOT_FOUND', ARCHIVED_PRODUCT_MESSAGE);
  if (!sizesOf(product.sizes).includes(key.size)) {
    throw fieldError('size', STOCK_MESSAGES.sizeUnknown(key.size));
  }
  if (!product.trackStock) throw new AppError('CONFLICT', STOCK_MESSAGES.notifyMeUntracked);
  if ((await unitsLeft(db, key)) > 0) throw inStock();

  const [waiting] = await db
    .select({ n: count() })
    .from(stockAlerts)
    .where(eq(stockAlerts.userId, userId));
  if ((waiting?.n ?? 0) >= STOCK_ALERTS_MAX) {
    const [already] = await db
      .select({ size: stockAlerts.size })
      .from(stockAlerts)
      .where(alertOf(userId, key));
    if (!already) throw new AppError('CONFLICT', STOCK_ALERT_ERRORS.tooManyWaiting);
  }
  // Written (and committed) before the stock is read again: units that arrive after that read
  // are committed later, so their back-in-stock mailing finds this request. Units that arrived
  // in between are seen here, and the request is taken back.
  await db
    .insert(stockAlerts)
    .values({ userId, productId: key.productId, size: key.size })
    .onConflictDoNothing();
  if ((await unitsLeft(db, key)) > 0) {
    await db.delete(stockAlerts).where(alertOf(userId, key));
    throw inStock();
  }
  return { success: true, message: STOCK_MESSAGES.notifyMeSaved(key.size) };
}

const alertOf = (userId: string, key: SizeKey) =>
  and(
    eq(stockAlerts.userId, userId),
    eq(stockAlerts.productId, key.productId),
    eq(stockAlerts.size, key.size),
  );

/** Withdraws a request; withdrawing one that is not there (any more) is fine too. */
export async function withdrawStockAlert(
  db: Db,
  userId: string,
  key: SizeKey,
): Promise<StockAlertResponse> {
  await db.delete(stockAlerts).where(alertOf(userId, key));
  return { success: true, message: STOCK_MESSAGES.notifyMeRemoved };
}
