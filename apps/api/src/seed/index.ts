// The demo shop of a first start: the database's demo catalogue, composed with what the modules
// own (the settings, the demo reviews and the ratings they give), so db/ depends on no module.
import type { Db } from '../db/client.ts';
import { renderDemoArt } from '../db/seed/art/index.ts';
import { hasProducts, insertDemoCatalogue } from '../db/seed/index.ts';
import { seedDemoReviews } from '../modules/reviews/seed-demo-reviews.ts';
import { DEFAULT_SETTINGS } from '../modules/settings/defaults.ts';
import { saveShopSettings } from '../modules/settings/service.ts';
import type { Storage } from '../storage/index.ts';
import { seedDemoOrders } from './demo-orders.ts';

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
