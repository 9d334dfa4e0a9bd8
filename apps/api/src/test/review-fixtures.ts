// Helpers shared by the reviews tests (not a test file itself).
import { and, asc, eq, isNull, notExists } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { products, reviews } from '../db/schema.ts';

/** Products on sale that nobody has reviewed yet (demo reviews cover only some), in a fixed order. */
export async function unreviewedProducts(db: Db, n: number): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        isNull(products.archivedAt),
        notExists(db.select().from(reviews).where(eq(reviews.productId, products.id))),
      ),
    )
    .orderBy(asc(products.id))
    .limit(n);
  if (rows.length < n) throw new Error(`only ${rows.length} unreviewed products`);
  return rows.map((r) => r.id);
}

export async function productRating(db: Db, productId: string) {
  const [row] = await db
    .select({ averageRating: products.averageRating, totalReviews: products.totalReviews })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

/** A review written through the API (pending until staff decide); answers its id. */
export async function writeReview(
  app: FastifyInstance,
  headers: Record<string, string>,
  productId: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/reviews/create',
    headers,
    payload: validReview(productId, extra),
  });
  if (res.statusCode !== 201) throw new Error(`writing a review failed: ${res.body}`);
  return res.json().review._id;
}

export const validReview = (productId: string, extra: Record<string, unknown> = {}) => ({
  productId,
  rating: 4,
  title: 'Strong and well finished',
  comment: 'Delivered to Munuki in two days; the legs were firm and nothing was scratched.',
  ...extra,
});
