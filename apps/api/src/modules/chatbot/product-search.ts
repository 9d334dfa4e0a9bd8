import { and, count, desc, eq, gte, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { normalizeText, type ProductQuery, type ProductSearchResult } from '@shop/assistant';
import type { ChatProduct } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { isListed, products } from '../../db/schema.ts';
import { foldedContains } from '../../lib/sql-like.ts';
import type { CountCache } from '../catalog/index.ts';
import { inPlace, priceFromColumn, readWord } from '../catalog/index.ts';

/** Words of a search beyond these are noise (the assistant sends at most 8). */
const WORDS_MAX = 8;
/** More cards than any reply shows; a bad caller cannot ask for the catalogue. */
const LIMIT_MAX = 20;

const cardColumns = {
  _id: products.id,
  name: products.name,
  category: products.category,
  subCategory: products.subCategory,
  price: products.price,
  // Sizes sold above the price, which is their lowest: the card says "From" (decision 0074).
  priceFrom: priceFromColumn,
  image: products.images,
  measurement: products.measurement,
  unit: products.unit,
};

/** What every search keeps to: products for sale, and the category and prices asked for. */
function filtersOf(query: ProductQuery): SQL[] {
  const conditions: SQL[] = [isListed()];
  if (query.category) conditions.push(eq(products.category, query.category));
  if (query.subCategory) conditions.push(eq(products.subCategory, query.subCategory));
  if (query.minPrice !== undefined) conditions.push(gte(products.price, query.minPrice));
  if (query.maxPrice !== undefined) conditions.push(lte(products.price, query.maxPrice));
  return conditions;
}

/** Newest first: read straight from the catalogue's (category, time) indexes. */
function newest(db: Db, where: SQL | undefined, limit: number): Promise<ChatProduct[]> {
  if (limit <= 0) return Promise.resolve([]);
  return db
    .select(cardColumns)
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
}

async function exactCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(where);
  return row?.n ?? 0;
}

const cacheKey = (key: unknown[]) => JSON.stringify(['assistant', ...key]);

/**
 * Totals are exact and kept in the catalogue's cache (30 s, cleared by every staff change of
 * products), as the collection's are: a question asked again is counted once. (A count stopped
 * at some bound was tried: under a LIMIT the planner reads the table in order instead of
 * through the indexes, which made every selective count slower.)
 */
async function cachedCount(counts: CountCache, key: unknown[], work: () => Promise<number>) {
  const known = counts.get(cacheKey(key));
  if (known !== undefined) return known;
  const total = await work();
  counts.set(cacheKey(key), total);
  return total;
}

/**
 * A search known (from the cache) to find nothing: asked again within the cache's time, it costs
 * no query. Questions that find nothing are often repeated (and each is a trigram search).
 */
const knownEmpty = (counts: CountCache, key: unknown[]) => counts.get(cacheKey(key)) === 0;

/**
 * The assistant's product search (`searchProducts` of @shop/assistant), archived products never.
 *
 * Without words: the category and price filters, newest first. With words, every word must be
 * found, in the product's name or in the name of its category or sub-category, misspelt or not
 * (catalog's search/catalogue-words.ts reads 'chiar' as 'chair'). Relevance comes in two tiers, newest first
 * within each: the products of the categories and sub-categories the words name (all of them
 * sofas for 'sofaa', the Loveseat too), read from the catalogue's (category, time) indexes; then
 * the other products whose names hold the words ('Sofa Cushion Shelf'), searched with LIKE on the
 * lower-cased name through the pg_trgm index. When that finds nothing at all, the names are searched by trigram
 * word similarity (pg_trgm's `%>`, indexed too), best match first, for a misspelt word of a name
 * ('mahogny').
 */
export async function searchCatalogue(
  db: Db,
  counts: CountCache,
  query: ProductQuery,
): Promise<ProductSearchResult> {
  const limit = Math.max(0, Math.min(LIMIT_MAX, Math.floor(query.limit)));
  const filters = filtersOf(query);
  const words = normalizeText(query.text ?? '')
    .split(' ')
    .filter(Boolean)
    .slice(0, WORDS_MAX);
  const key = [query.category, query.subCategory, query.minPrice, query.maxPrice, words];

  if (words.length === 0) {
    const where = and(...filters);
    const [rows, total] = await Promise.all([
      newest(db, where, limit),
      cachedCount(counts, key, () => exactCount(db, where)),
    ]);
    return { products: rows, total };
  }

  if (knownEmpty(counts, key)) return similarNames(db, counts, { filters, words, limit, key });
  const readings = words.map(readWord);
  const inName = readings.map(
    (r) => or(...r.spellings.map((s) => foldedContains(products.nameFolded, s)))!,
  );
  const inPlaces = readings.map((r) =>
    r.places.length ? or(...r.places.map(inPlace)) : undefined,
  );
  // Best: within the places the words name ('sofaa': the Sofas); other words in the name.
  const best = and(...readings.map((_, i) => inPlaces[i] ?? inName[i]))!;
  // Also: any product whose name holds the words.
  const found = and(...readings.map((_, i) => or(inName[i], inPlaces[i])))!;
  const [first, total] = await Promise.all([
    newest(db, and(...filters, best), limit),
    cachedCount(counts, key, () => exactCount(db, and(...filters, found))),
  ]);
  const rest =
    first.length < limit && inPlaces.some(Boolean)
      ? await newest(db, and(...filters, found, not(best)), limit - first.length)
      : [];
  if (first.length + rest.length > 0 || total > 0) return { products: [...first, ...rest], total };
  return similarNames(db, counts, { filters, words, limit, key });
}

/** Names a misspelt word resembles (trigram word similarity above pg_trgm's 0.6), best first. */
async function similarNames(
  db: Db,
  counts: CountCache,
  {
    filters,
    words,
    limit,
    key,
  }: { filters: SQL[]; words: string[]; limit: number; key: unknown[] },
): Promise<ProductSearchResult> {
  const similarKey = ['similar', ...key];
  if (knownEmpty(counts, similarKey)) return { products: [], total: 0 };
  const where = and(...filters, ...words.map((w) => sql`${products.nameFolded} %> ${w}`));
  const text = words.join(' ');
  const [rows, total] = await Promise.all([
    limit > 0
      ? db
          .select(cardColumns)
          .from(products)
          .where(where)
          .orderBy(
            desc(sql`word_similarity(${text}, ${products.nameFolded})`),
            desc(products.createdAt),
            desc(products.id),
          )
          .limit(limit)
      : Promise.resolve([]),
    cachedCount(counts, similarKey, () => exactCount(db, where)),
  ]);
  return { products: rows, total };
}
