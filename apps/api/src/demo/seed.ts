// The demo shop of a first start: the demo catalogue, blog posts and their artwork, the default
// settings, the demo reviews (with the ratings they give) and the demo orders. All demo content
// lives in demo/; it sits above the modules and may use their services.
import type { Db } from '../db/client.ts';
import { renderDemoArt } from './art/index.ts';
import { hasProducts, insertDemoCatalogue } from './catalogue.ts';
import { seedDemoReviews } from './seed-reviews.ts';
import { DEFAULT_SETTINGS } from '../modules/settings/defaults.ts';
import { saveShopSettings } from '../modules/settings/service.ts';
import type { Storage } from '../storage/index.ts';
import { seedDemoOrders } from './orders.ts';

/** Fills an empty database with the demo shop; a database with products is left alone. */
export async function seedIfEmpty(
  db: Db,
  opts: {
    /** Where the demo pictures are drawn to; none draws none (the tests' template database). */
    storage?: Storage;
    /** Finished pictures from earlier starts (DEMO_ART_CACHE_DIR). */
    artCacheDir?: string;
    now?: Date;
    log?: (msg: string) => void;
    /** false: the catalogue only, without the demo orders (the tests' template database). */
    orders?: boolean;
  } = {},
): Promise<boolean> {
  if (await hasProducts(db)) return false;
  const now = opts.now ?? new Date();
  if (opts.storage) {
    opts.log?.('Drawing the demo images (first start only)...');
    await renderDemoArt(opts.storage, { cacheDir: opts.artCacheDir });
  }
  await saveShopSettings(db, DEFAULT_SETTINGS);
  const seeded = await insertDemoCatalogue(db, now);
  // Ratings come from real (demo) reviews, so the stored averages agree with what is listed.
  const reviewCount = await seedDemoReviews(db, now);
  // Orders from the same demo customers, drawing on the opening stock.
  const orderCount = opts.orders === false ? 0 : await seedDemoOrders(db, now, DEFAULT_SETTINGS);
  opts.log?.(
    `Seeded ${seeded.products} products, ${reviewCount} reviews, ${orderCount} orders and ${seeded.blogs} blog posts.`,
  );
  return true;
}
