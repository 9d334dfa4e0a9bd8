import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { ProductListFilters } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { containsPattern } from '../../lib/sql-like.ts';

/**
 * Products the shop sells: archived ones leave every storefront list, search, suggestion and
 * related list (the catalogue indexes are partial on this very condition).
 */
export const isListed = () => isNull(products.archivedAt);

function whereOf(filters: ProductListFilters): SQL | undefined {
  const conditions: SQL[] = [isListed()];
  if (filters.category) conditions.push(eq(products.category, filters.category));
  if (filters.subCategory) conditions.push(eq(products.subCategory, filters.subCategory));
  if (filters.popular !== undefined) conditions.push(eq(products.popular, filters.popular));
  if (filters.ids) conditions.push(inArray(products.id, filters.ids.length ? filters.ids : ['']));
  if (filters.q) conditions.push(ilike(products.name, containsPattern(filters.q)));
  return and(...conditions);
}

function orderOf(sort: ProductListFilters['sort']) {
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

export async function findProducts(
  db: Db,
  filters: ProductListFilters,
  paging: { limit: number; offset: number } | null,
) {
  const query = db
    .select()
    .from(products)
    .where(whereOf(filters))
    .orderBy(...orderOf(filters.sort));
  return paging ? query.limit(paging.limit).offset(paging.offset) : query;
}

export async function countProducts(db: Db, filters: ProductListFilters): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(products).where(whereOf(filters));
  return counted?.total ?? 0;
}

/** How closely a name must resemble a search that found nothing to be suggested. */
export const SUGGESTION_SIMILARITY = 0.3;

/**
 * The query behind `similarNames`: names that resemble `q`, best first. `name %> q` is pg_trgm's
 * word similarity above `pg_trgm.word_similarity_threshold`, which the trigram index serves; a
 * bare `word_similarity(q, name) > 0.3` is not an indexable condition, so a search that found
 * nothing read every product. The operator holds at the threshold itself (>=), so the score is
 * compared too, as before: same names, now looked up in the index. Run it where `similarNames`
 * has set the threshold (the default, 0.6, would suggest less).
 */
export function similarNamesQuery(db: Db, q: string, limit: number) {
  const score = sql<number>`word_similarity(${q}, ${products.name})`;
  // ORDER BY names the output column: with DISTINCT, a repeated expression would not match.
  return db
    .selectDistinct({ name: products.name, score: score.as('score') })
    .from(products)
    .where(
      and(
        isListed(),
        sql`${products.name} %> ${q}`,
        sql`${score} > ${sql.raw(String(SUGGESTION_SIMILARITY))}`,
      ),
    )
    .orderBy(sql`score desc`, sql`name`)
    .limit(limit);
}

/**
 * Runs `fn` in a transaction whose pg_trgm word similarity threshold is `SUGGESTION_SIMILARITY`
 * (set_config(..., true) is SET LOCAL: it ends with the transaction, so the assistant's searches,
 * which keep pg_trgm's default, are not affected).
 */
export function withSuggestionThreshold<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(SUGGESTION_SIMILARITY)}, true)`,
    );
    return fn(tx as unknown as Db);
  });
}

/** Closest product names to a search that found nothing, best first. */
export async function similarNames(db: Db, q: string, limit: number): Promise<string[]> {
  const rows = await withSuggestionThreshold(db, (tx) => similarNamesQuery(tx, q, limit));
  return rows.map((r) => r.name);
}

/** Any product, archived or not (the product page tells an archived product apart). */
export async function findProductById(db: Db, id: string) {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

export async function findRelated(
  db: Db,
  product: { id: string; category: string; subCategory: string },
  limit: number,
) {
  return db
    .select()
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
      orderable: isNull(products.archivedAt).mapWith(Boolean),
    })
    .from(products)
    .where(inArray(products.id, ids));
}
