import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { newId } from '../ids.ts';
import { blogs, products } from '../schema.ts';
import { saveShopSettings } from '../../modules/settings/service.ts';
import { DEFAULT_SETTINGS } from '../../modules/settings/defaults.ts';
import { seedDemoReviews } from '../../modules/reviews/seed-demo-reviews.ts';
import { blogImageUrl, productImageUrls, renderDemoArt } from './art/index.ts';
import { demoBlogs } from './demo-blogs.ts';
import { demoProducts } from './demo-products.ts';

const HOUR = 3_600_000;

/** Fills an empty database with the demo catalogue; a database with products is left alone. */
export async function seedIfEmpty(
  db: Db,
  opts: { uploadsDir?: string; now?: Date; log?: (msg: string) => void } = {},
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0) return false;
  const now = opts.now ?? new Date();
  if (opts.uploadsDir) {
    opts.log?.('Drawing the demo images (first start only)...');
    await renderDemoArt(opts.uploadsDir);
  }
  await saveShopSettings(db, DEFAULT_SETTINGS);
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
  // Ratings come from real (demo) reviews, so the stored averages agree with what is listed.
  const reviewCount = await seedDemoReviews(db, now);
  opts.log?.(
    `Seeded ${demoProducts.length} products, ${reviewCount} reviews and ${demoBlogs.length} blog posts.`,
  );
  return true;
}
