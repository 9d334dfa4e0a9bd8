import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES as M,
  API_MESSAGES,
  ARCHIVED_PRODUCT_MESSAGE,
  idSchema,
  MAX_IDS_PER_REQUEST,
  QUANTITY_MAX,
  sizesOf,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { cartItems, isListed, products } from '../../db/schema.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';

export type CartData = Record<string, Record<string, number>>;

async function checkLine(db: Db, productId: string, size: string) {
  const [product] = await db
    .select({ sizes: products.sizes, archivedAt: products.archivedAt })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) throw new AppError('NOT_FOUND', API_MESSAGES.productNotFound);
  if (product.archivedAt) throw new AppError('NOT_FOUND', ARCHIVED_PRODUCT_MESSAGE);
  if (!sizesOf(product.sizes).includes(size)) throw fieldError('size', M.unknownSize);
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

/** One more of a product in a size (starting at 1, never above the maximum). */
export async function addToCart(db: Db, userId: string, productId: string, size: string) {
  await checkLine(db, productId, size);
  await db
    .insert(cartItems)
    .values({ userId, productId, size, quantity: 1 })
    .onConflictDoUpdate({
      target: lineKey,
      set: {
        quantity: sql`least(${cartItems.quantity} + 1, ${QUANTITY_MAX})`,
        updatedAt: sql`now()`,
      },
    });
  return getCart(db, userId);
}

/** Sets the quantity; 0 removes the line (also when the product has gone since). */
export async function updateCart(
  db: Db,
  userId: string,
  input: { itemId: string; size: string; quantity: number },
) {
  if (input.quantity === 0) {
    await db
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.userId, userId),
          eq(cartItems.productId, input.itemId),
          eq(cartItems.size, input.size),
        ),
      );
    return getCart(db, userId);
  }
  await checkLine(db, input.itemId, input.size);
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
 * At sign-in the browser's cart joins the account's: quantities are added and capped; lines whose
 * product or size no longer exists, or whose product is archived, are skipped.
 */
export async function mergeCart(db: Db, userId: string, cartData: CartData) {
  const wanted = new Map<string, Map<string, number>>();
  for (const [rawId, sizes] of Object.entries(cartData)) {
    const id = idSchema.safeParse(rawId);
    if (!id.success) continue;
    const productId = id.data.toLowerCase();
    const line = wanted.get(productId) ?? new Map<string, number>();
    for (const [size, quantity] of Object.entries(sizes)) {
      line.set(size, Math.min((line.get(size) ?? 0) + quantity, QUANTITY_MAX));
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
            quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${QUANTITY_MAX})`,
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
