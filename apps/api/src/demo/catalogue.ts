import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { sizesOf } from '@shop/contracts';
import { blogs, products, productStock, stockMovements } from '../db/schema.ts';
import { blogImageUrl, productImageUrls } from './art/index.ts';
import { demoBlogs } from './blogs.ts';
import { demoProducts } from './products.ts';
import { demoOpeningStock, demoUnitOf } from './units.ts';

const HOUR = 3_600_000;
/**
 * Demo products arrive half a day apart, so the oldest have been in the shop for about 80 days
 * and the demo orders of the last 60 days have products to buy.
 */
export const DEMO_PRODUCT_SPACING_MS = 12 * HOUR;

/** Whether the catalogue has any product (a shop with products is never seeded again). */
export async function hasProducts(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(products);
  return (existing?.n ?? 0) > 0;
}

/** Inserts the demo catalogue's products and blog posts, dated back from `now`. */
export async function insertDemoCatalogue(
  db: Db,
  now: Date,
): Promise<{ products: number; blogs: number }> {
  // Creation times rise along the list, so its last entries are the New Arrivals.
  const rows = demoProducts.map((p, i) => ({
    id: newId(),
    name: p.name,
    price: p.price,
    description: p.description,
    images: productImageUrls(p.slug),
    sizes: p.sizes,
    category: p.category,
    subCategory: p.subCategory,
    popular: p.popular,
    ...demoUnitOf(p),
    createdAt: new Date(now.getTime() - (demoProducts.length - i) * DEMO_PRODUCT_SPACING_MS),
  }));
  await db.insert(products).values(rows);
  // Opening stock, counted in when each product arrived (the demo orders then draw on it).
  const opening = rows.flatMap((row, i) =>
    row.trackStock
      ? sizesOf(row.sizes).map((size, k) => ({
          productId: row.id,
          size,
          quantity: demoOpeningStock(i, k),
          at: row.createdAt,
        }))
      : [],
  );
  await db
    .insert(productStock)
    .values(opening.map(({ productId, size, quantity }) => ({ productId, size, quantity })));
  await db.insert(stockMovements).values(
    opening
      .filter((o) => o.quantity > 0)
      .map((o) => ({
        id: newId(),
        productId: o.productId,
        size: o.size,
        before: 0,
        after: o.quantity,
        reason: 'seed' as const,
        createdAt: o.at,
      })),
  );
  await db.insert(blogs).values(
    demoBlogs.map((b, i) => ({
      id: newId(),
      title: b.title,
      image: blogImageUrl(b.slug),
      category: b.category,
      content: b.content,
      createdAt: new Date(now.getTime() - (demoBlogs.length - i) * 9 * 24 * HOUR),
    })),
  );
  return { products: demoProducts.length, blogs: demoBlogs.length };
}
