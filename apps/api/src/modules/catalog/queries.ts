import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  ne,
  not,
  or,
  getTableColumns,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ProductListFilters } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { isListed, products } from '../../db/schema.ts';
import { containsPattern, foldedContains, foldedLike } from '../../lib/sql-like.ts';
import { PLACE_NAMES, type CataloguePlace } from './search/catalogue-words.ts';
import { byWhatThingsAre } from './search/what-things-are.ts';

/**
 * What the storefront shows of a product (product-mapper.ts): every column but the two a listed
 * product's answer never needs (when it last changed, and its archive time, always empty). Fewer
 * columns are fewer values to send and to turn into dates, which the 1,000-product list feels.
 */
/**
 * Units left per size of a tracked product as one JSON object ({} when no size has a row), null
 * when its stock is not tracked: read in the same statement as the product, so a page of 50
 * products is still one round trip.
 */
export const stockColumn = sql<Record<string, number> | null>`CASE WHEN ${products.trackStock}
  THEN COALESCE((SELECT jsonb_object_agg(s.size, s.quantity) FROM product_stock s
    WHERE s.product_id = ${products.id}), '{}'::jsonb) END`;

/**
 * The sizes that sell above the product's price, as one JSON object, or null when none does
 * (decision 0074): read in the same statement as the product, as its stock is. SKUs and costs are
 * staff's (admin-queries.ts) and never read here.
 */
export const sizePricesColumn = sql<Record<string, number> | null>`(SELECT
  jsonb_object_agg(d.size, d.price) FROM product_sizes d
  WHERE d.product_id = ${products.id} AND d.price IS NOT NULL)`;

/** Some size sells above the product's price, which is then their lowest: shown "From SSP ...". */
export const priceFromColumn = sql<boolean>`EXISTS (SELECT 1 FROM product_sizes d
  WHERE d.product_id = ${products.id} AND d.price IS NOT NULL)`;

export const shownColumns = {
  id: products.id,
  name: products.name,
  price: products.price,
  description: products.description,
  images: products.images,
  sizes: products.sizes,
  category: products.category,
  subCategory: products.subCategory,
  averageRating: products.averageRating,
  totalReviews: products.totalReviews,
  popular: products.popular,
  createdAt: products.createdAt,
  productType: products.productType,
  measurement: products.measurement,
  unit: products.unit,
  stock: stockColumn,
  sizePrices: sizePricesColumn,
};

/**
 * A product with its stock, archived or not, as staff and the product page read it; without the
 * lower-cased name, which only searches read.
 */
const { nameFolded: _searchedOnly, ...productColumns } = getTableColumns(products);
export const wholeColumns = {
  ...productColumns,
  stock: stockColumn,
  sizePrices: sizePricesColumn,
};

type Sort = ProductListFilters['sort'];
export type Value<T> = T | ReturnType<typeof sql.placeholder>;

/**
 * The conditions of a listing. `popular` is written into the SQL, never passed as a value: only
 * then can a prepared statement's plan use the index of popular products. A search is passed as
 * its LIKE pattern (`q`).
 */
export function whereOf(
  filters: ProductListFilters,
  value: <T>(name: string, v: T) => Value<T> = (_, v) => v,
): SQL | undefined {
  const conditions: SQL[] = [isListed()];
  if (filters.category) conditions.push(eq(products.category, value('category', filters.category)));
  if (filters.subCategory)
    conditions.push(eq(products.subCategory, value('subCategory', filters.subCategory)));
  if (filters.popular !== undefined) {
    const popular = sql`${products.popular}`;
    conditions.push(filters.popular ? popular : not(popular));
  }
  if (filters.ids) conditions.push(inArray(products.id, filters.ids.length ? filters.ids : ['']));
  if (filters.q) conditions.push(searchCondition(filters.q, value));
  if (filters.inStock) conditions.push(inStock());
  return and(...conditions);
}

/**
 * A search: the name holds the text, or, when a word of it names a category or sub-category,
 * every word is in the name or names the product's place (search/what-things-are.ts). Only the
 * name's pattern is ever a placeholder: a search naming a place is never prepared
 * (page-queries.ts).
 */
function searchCondition(q: string, value: <T>(name: string, v: T) => Value<T>): SQL {
  const inName = foldedLike(products.nameFolded, value('q', containsPattern(q)));
  const readings = byWhatThingsAre(q);
  if (!readings) return inName;
  const everyWord = readings.map(
    (r) =>
      or(
        ...r.spellings.map((s) => foldedContains(products.nameFolded, s)),
        ...r.places.map(inPlace),
      )!,
  );
  return or(inName, and(...everyWord))!;
}

/** A product of this category, or of this sub-category of it. */
export const inPlace = (place: CataloguePlace): SQL =>
  place.subCategory
    ? and(eq(products.category, place.category), eq(products.subCategory, place.subCategory))!
    : eq(products.category, place.category);

/** Untracked, or some size has units left. */
const inStock = () => sql`(NOT ${products.trackStock} OR EXISTS (SELECT 1 FROM product_stock s
  WHERE s.product_id = ${products.id} AND s.quantity > 0))`;

export function orderOf(sort: Sort) {
  switch (sort) {
    case 'low':
      return [asc(products.price), asc(products.id)];
    case 'high':
      return [desc(products.price), desc(products.id)];
    default:
      // 'relevant' keeps the default order, newest first, so New Arrivals are the first page.
      return [desc(products.createdAt), desc(products.id)];
  }
}

/** The newest `limit` products (the bare list): read straight from the index, no offset. */
export async function findNewest(db: Db, limit: number) {
  return db
    .select(shownColumns)
    .from(products)
    .where(isListed())
    .orderBy(...orderOf('newest'))
    .limit(limit);
}

/** Every product of a listing, unpaged: only for the few (at most 100) asked for by id. */
export async function findUnpaged(db: Db, filters: ProductListFilters) {
  return db
    .select(shownColumns)
    .from(products)
    .where(whereOf(filters))
    .orderBy(...orderOf(filters.sort));
}

export async function countProducts(db: Db, filters: ProductListFilters): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(products).where(whereOf(filters));
  return counted?.total ?? 0;
}

/**
 * Closest names to a search that found nothing, best first: product names (the database function
 * of migrations 0012 and 0015, drizzle/, which looks them up in the trigram index above a word
 * similarity of 0.3) and the names of categories and sub-categories, all scored by the same
 * word similarity, so 'sofaa' suggests Sofas before 'Soft Drinks Crate'. At equal scores a
 * category's or sub-category's name goes first: searched, it finds every product of that place
 * (search/what-things-are.ts).
 */
export async function similarNames(db: Db, q: string, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT name FROM (
      SELECT s.name, word_similarity(${q}, lower(s.name)) AS score, 1 AS kind
      FROM product_name_suggestions(${q}, ${limit}) AS s(name)
      UNION ALL
      SELECT p.name, word_similarity(${q}, lower(p.name)), 0
      FROM jsonb_array_elements_text(${JSON.stringify(PLACE_NAMES)}::jsonb) AS p(name)
      WHERE word_similarity(${q}, lower(p.name)) > 0.3
    ) AS candidates
    GROUP BY name
    ORDER BY max(score) DESC, min(kind), name
    LIMIT ${limit}`);
  // PGlite answers `{ rows }`, node-postgres a result with `rows` too; both are read the same.
  return (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
}

/** Any product, archived or not (the product page tells an archived product apart). */
export async function findProductById(db: Db, id: string) {
  const [row] = await db.select(wholeColumns).from(products).where(eq(products.id, id)).limit(1);
  return row;
}

export async function findRelated(
  db: Db,
  product: { id: string; category: string; subCategory: string },
  limit: number,
) {
  return db
    .select(shownColumns)
    .from(products)
    .where(
      and(
        eq(products.category, product.category),
        eq(products.subCategory, product.subCategory),
        ne(products.id, product.id),
        isListed(),
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
}

/**
 * What an order needs of its products, read by id. `orderable` is false for an archived product:
 * the orders module refuses those lines with the product's name instead of pricing them.
 */
export async function findOrderableProducts(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      images: products.images,
      sizes: products.sizes,
      category: products.category,
      productType: products.productType,
      measurement: products.measurement,
      unit: products.unit,
      trackStock: products.trackStock,
      sizePrices: sizePricesColumn,
      orderable: isNull(products.archivedAt).mapWith(Boolean),
    })
    .from(products)
    .where(inArray(products.id, ids));
}
