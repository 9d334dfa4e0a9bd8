import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { blogs, products } from '../db/schema.ts';
import { seedProducts } from '../modules/catalog/index.ts';
import { blogImageUrl, drawnProductPictures } from './art/index.ts';
import { demoBlogs } from './blogs.ts';
import { demoProductRecords } from './products.ts';

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

/**
 * Writes the demo catalogue's products through the staff's product import (products.ts), dated
 * back from `now`, and its blog posts.
 */
export async function insertDemoCatalogue(
  db: Db,
  now: Date,
): Promise<{ products: number; blogs: number }> {
  // Creation times rise along the list, so its last entries are the New Arrivals.
  const created = await seedProducts(db, demoProductRecords, {
    createdAt: (i, n) => new Date(now.getTime() - (n - i) * DEMO_PRODUCT_SPACING_MS),
    pictures: drawnProductPictures(),
  });
  await db.insert(blogs).values(
    demoBlogs.map((b, i) => {
      // Published when written, as every post was before drafts (decision 0059).
      const written = new Date(now.getTime() - (demoBlogs.length - i) * 9 * 24 * HOUR);
      return {
        id: newId(),
        title: b.title,
        image: blogImageUrl(b.slug),
        category: b.category,
        content: b.content,
        createdAt: written,
        status: 'published' as const,
        publishedAt: written,
      };
    }),
  );
  return { products: created, blogs: demoBlogs.length };
}
