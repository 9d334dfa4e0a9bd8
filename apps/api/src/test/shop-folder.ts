// A shop's PGlite data folder made before a server process starts on it (test/server-process.ts):
// the schema and one product on sale. The process migrates again, which changes nothing.
import path from 'node:path';
import { openPglite } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { products } from '../db/schema.ts';

/** The product's price and its one size, for the orders placed on it. */
export const FOLDER_PRODUCT = { price: 1_500, size: 'Standard' } as const;

export async function shopFolderWithProduct(dataDir: string, productId: string): Promise<void> {
  const setup = openPglite(path.join(dataDir, 'pglite'));
  try {
    await migrate(setup);
    await setup.db.insert(products).values({
      id: productId,
      name: 'Cement, 50 kg bag',
      price: FOLDER_PRODUCT.price,
      description: 'Portland cement.',
      images: ['/images/products/test.webp'],
      sizes: [FOLDER_PRODUCT.size],
      category: 'Building',
      subCategory: 'Cement',
    });
  } finally {
    await setup.close();
  }
}
