import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';

/**
 * Locks one product's row until the caller's transaction ends; null when there is no such
 * product. Every change to a product's reviews takes this lock first, so two changes to the same
 * product run one after the other and the second one's aggregate sees the first one's rows.
 */
export async function lockProduct(
  tx: Db,
  productId: string,
): Promise<{ archived: boolean } | null> {
  const [row] = await tx
    .select({ archivedAt: products.archivedAt })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row ? { archived: row.archivedAt !== null } : null;
}

/**
 * The rating that product cards and the product page show, kept in the product's row so no
 * listing aggregates reviews. Written by the reviews module after each change to approved reviews.
 */
export async function setProductRating(
  tx: Db,
  productId: string,
  rating: { averageRating: number; totalReviews: number },
): Promise<void> {
  await tx
    .update(products)
    .set({ averageRating: rating.averageRating, totalReviews: rating.totalReviews })
    .where(eq(products.id, productId));
}
