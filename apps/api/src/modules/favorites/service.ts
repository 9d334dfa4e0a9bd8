import { and, desc, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES as M, API_MESSAGES, ARCHIVED_PRODUCT_MESSAGE } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { favorites, isListed, products } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { toProduct } from '../catalog/index.ts';
import { shownColumns } from '../catalog/index.ts';

/** Every query names the signed-in user: another user's favourites are never reachable. */
export async function toggleFavorite(db: Db, userId: string, productId: string) {
  const [product] = await db
    .select({ id: products.id, archivedAt: products.archivedAt })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) throw new AppError('NOT_FOUND', API_MESSAGES.productNotFound);
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
    .returning({ productId: favorites.productId });
  if (removed.length)
    return { success: true as const, message: M.favoriteRemoved, favorited: false };
  // An archived product can leave a list but not join one.
  if (product.archivedAt) throw new AppError('NOT_FOUND', ARCHIVED_PRODUCT_MESSAGE);
  await db.insert(favorites).values({ userId, productId }).onConflictDoNothing();
  return { success: true as const, message: M.favoriteAdded, favorited: true };
}

/** Newest favourite first; archived products are hidden (and come back if restored). */
export async function listFavorites(db: Db, userId: string) {
  const rows = await db
    .select(shownColumns)
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(and(eq(favorites.userId, userId), isListed()))
    .orderBy(desc(favorites.createdAt), desc(favorites.productId));
  return { success: true as const, favorites: rows.map(toProduct) };
}

export async function clearFavorites(db: Db, userId: string) {
  await db.delete(favorites).where(eq(favorites.userId, userId));
  return { success: true as const, message: M.favoritesCleared };
}
