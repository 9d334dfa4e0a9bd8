// `npm run seed:large -- --products 100000`: a large catalogue for benchmarks. Uses the same
// database settings as the server (DATABASE_URL, or PGlite under DATA_DIR).
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { migrate } from '../db/migrate.ts';
import { products } from '../db/schema.ts';
import { createStorage } from '../storage/index.ts';
import { demoProducts } from './products.ts';
import { seedIfEmpty } from './seed.ts';

const BATCH = 1000;
const QUALIFIERS = [
  'Standard',
  'Premium',
  'Economy',
  'Heavy Duty',
  'Classic',
  'Compact',
  'Deluxe',
  'Pro',
];

const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
const wanted = Number(values.products);
if (!Number.isInteger(wanted) || wanted < 1 || wanted > 5_000_000) {
  console.error('--products must be a whole number from 1 to 5,000,000');
  process.exit(2);
}

const config = loadConfig();
const handle = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(handle);
const storage = await createStorage(config);
await seedIfEmpty(handle.db, { storage, log: console.log });
await storage.close();
const [row] = await handle.db.select({ n: count() }).from(products);
let have = row?.n ?? 0;
const start = Date.now() - wanted * 60_000;
console.log(`Catalogue has ${have} products; adding ${Math.max(0, wanted - have)}...`);
while (have < wanted) {
  const size = Math.min(BATCH, wanted - have);
  const batch = Array.from({ length: size }, (_, i) => {
    const n = have + i;
    const base = demoProducts[n % demoProducts.length]!;
    const qualifier = QUALIFIERS[Math.floor(n / demoProducts.length) % QUALIFIERS.length];
    return {
      id: newId(),
      name: `${base.name} ${qualifier} #${n}`,
      price: Math.max(1_000, Math.round(base.price * (0.7 + ((n * 7919) % 600) / 1000))),
      description: base.description,
      images: base.images,
      sizes: base.sizes,
      category: base.category,
      subCategory: base.subCategory,
      popular: n % 97 === 0,
      createdAt: new Date(start + n * 60_000),
    };
  });
  await handle.db.insert(products).values(batch);
  have += size;
  if (have % 10_000 === 0 || have === wanted) console.log(`  ${have} products`);
}
// What autovacuum does soon after a bulk load: fresh statistics, so the planner picks the indexes
// for the benchmark's queries, and the table's pages marked all-visible, so a page of ids deep in
// a listing is read from the index alone instead of visiting every row it skips.
await handle.db.execute(sql`VACUUM (ANALYZE) products`);
await handle.close();
console.log('Done.');
