import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES as M,
  API_MESSAGES,
  ARCHIVED_PRODUCT_MESSAGE,
  idSchema,
  limitQuantity,
  lineLimit,
  MAX_IDS_PER_REQUEST,
  QUANTITY_REFUSALS as Q,
  sizesOf,
  STOCK_MESSAGES,
  type LineLimit,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { cartItems, isListed, products } from '../../db/schema.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { getShopSettings } from '../settings/index.ts';
import { stockLevels } from '../stock/index.ts';

export type CartData = Record<string, Record<string, number>>;

/**
 * A line the customer may add to: the product is sold in that size, and the line holds at most
 * what is left of the size when its stock is tracked, never more than the shop's bound per line
 * (docs/decisions/0054-bulk-quantities-and-company-places.md).
 */
async function lineOf(
  db: Db,
  productId: string,
  size: string,
): Promise<{ name: string; limit: LineLimit }> {
  const [product] = await db
    .select({
      name: products.name,
      sizes: products.sizes,
      archivedAt: products.archivedAt,
      trackStock: products.trackStock,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) throw new AppError('NOT_FOUND', API_MESSAGES.productNotFound);
  if (product.archivedAt) throw new AppError('NOT_FOUND', ARCHIVED_PRODUCT_MESSAGE);
  if (!sizesOf(product.sizes).includes(size)) throw fieldError('size', M.unknownSize);
  const left = product.trackStock
    ? ((await stockLevels(db, [productId])).get(productId)?.[size] ?? 0)
    : Number.POSITIVE_INFINITY;
  const { lineQuantityMax } = await getShopSettings(db);
  return { name: product.name, limit: lineLimit(left, lineQuantityMax) };
}

const lineIs = (userId: string, productId: string, size: string) =>
  and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.size, size));

async function quantityInCart(db: Db, userId: string, productId: string, size: string) {
  const [row] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(lineIs(userId, productId, size))
    .limit(1);
  return row?.quantity ?? 0;
}

/** Every query names the signed-in user: another user's cart is never reachable. */
export async function getCart(db: Db, userId: string) {
  const rows = await db
    .select({ productId: cartItems.productId, size: cartItems.size, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(cartItems.updatedAt, cartItems.productId, cartItems.size);
  const cartData: CartData = {};
  for (const row of rows) (cartData[row.productId] ??= {})[row.size] = row.quantity;
  return { success: true as const, cartData };
}

const lineKey = [cartItems.userId, cartItems.productId, cartItems.size];

/**
 * One more of a product in a size, starting at 1. A line that holds its limit already is refused
 * (409) with what the limit is; the guarded update keeps two adds at once from passing it.
 */
export async function addToCart(db: Db, userId: string, productId: string, size: string) {
  const { name, limit } = await lineOf(db, productId, size);
  const full = () => new AppError('CONFLICT', Q.allInCartOf(name, size, limit.reason, limit.max));
  if (limit.max < 1) throw full();
  const added = await db
    .insert(cartItems)
    .values({ userId, productId, size, quantity: 1 })
    .onConflictDoUpdate({
      target: lineKey,
      set: { quantity: sql`${cartItems.quantity} + 1`, updatedAt: sql`now()` },
      setWhere: sql`${cartItems.quantity} < ${limit.max}`,
    })
    .returning({ quantity: cartItems.quantity });
  if (!added.length) throw full();
  return getCart(db, userId);
}

/**
 * Sets the quantity; 0 removes the line (also when the product has gone since). More than the
 * line's limit is refused: above the shop's bound per line with 400, above what is left with 409,
 * each naming the limit; a line already above it (stock fell) may still come down, as in the
 * storefront's cart.
 */
export async function updateCart(
  db: Db,
  userId: string,
  input: { itemId: string; size: string; quantity: number },
) {
  if (input.quantity === 0) {
    await db.delete(cartItems).where(lineIs(userId, input.itemId, input.size));
    return getCart(db, userId);
  }
  const { name, limit } = await lineOf(db, input.itemId, input.size);
  if (input.quantity > limit.max) {
    const current = await quantityInCart(db, userId, input.itemId, input.size);
    const { reducedBy } = limitQuantity(input.quantity, current, limit);
    if (reducedBy === 'line')
      throw fieldError('quantity', Q.overLineMax(name, input.size, limit.max));
    if (reducedBy === 'stock') {
      const message = STOCK_MESSAGES.notEnough(name, input.size, limit.max);
      throw new AppError('CONFLICT', message, { quantity: message });
    }
  }
  await db
    .insert(cartItems)
    .values({ userId, productId: input.itemId, size: input.size, quantity: input.quantity })
    .onConflictDoUpdate({
      target: lineKey,
      set: { quantity: input.quantity, updatedAt: sql`now()` },
    });
  return getCart(db, userId);
}

/**
 * At sign-in the browser's cart joins the account's: quantities are added and capped at the
 * shop's bound per line; lines whose product or size no longer exists, or whose product is
 * archived, are skipped. A line above what is left is kept: the cart shows it with the way down,
 * as for a line whose stock fell after it was added.
 */
export async function mergeCart(db: Db, userId: string, cartData: CartData) {
  const { lineQuantityMax } = await getShopSettings(db);
  const wanted = new Map<string, Map<string, number>>();
  for (const [rawId, sizes] of Object.entries(cartData)) {
    const id = idSchema.safeParse(rawId);
    if (!id.success) continue;
    const productId = id.data.toLowerCase();
    const line = wanted.get(productId) ?? new Map<string, number>();
    for (const [size, quantity] of Object.entries(sizes)) {
      line.set(size, Math.min((line.get(size) ?? 0) + quantity, lineQuantityMax));
    }
    wanted.set(productId, line);
    if (wanted.size >= MAX_IDS_PER_REQUEST) break;
  }
  if (wanted.size) {
    const known = await db
      .select({ id: products.id, sizes: products.sizes })
      .from(products)
      .where(and(inArray(products.id, [...wanted.keys()]), isListed()));
    const values = known.flatMap((product) =>
      [...(wanted.get(product.id) ?? [])]
        .filter(([size]) => sizesOf(product.sizes).includes(size))
        .map(([size, quantity]) => ({ userId, productId: product.id, size, quantity })),
    );
    if (values.length) {
      await db
        .insert(cartItems)
        .values(values)
        .onConflictDoUpdate({
          target: lineKey,
          set: {
            quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${lineQuantityMax})`,
            updatedAt: sql`now()`,
          },
        });
    }
  }
  return getCart(db, userId);
}

/**
 * Empties the user's cart. Placing an order calls it inside the order's transaction, so the cart
 * is emptied exactly when the order exists.
 */
export async function clearCart(db: Db, userId: string) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
