import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { newId } from '../ids.ts';
import { blogs, products } from '../schema.ts';
import { blogImageUrl, productImageUrls } from './art/index.ts';
import { demoBlogs } from './demo-blogs.ts';
import { demoProducts } from './demo-products.ts';

const HOUR = 3_600_000;

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
  await db.insert(products).values(
    demoProducts.map((p, i) => ({
      id: newId(),
      name: p.name,
      price: p.price,
      description: p.description,
      images: productImageUrls(p.slug),
      sizes: p.sizes,
      category: p.category,
      subCategory: p.subCategory,
      popular: p.popular,
      createdAt: new Date(now.getTime() - (demoProducts.length - i) * HOUR),
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
