import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  sizesOf,
  type AdminProductFilters,
  type AdminProductSort,
  type AdminProductStatus,
  type ProductFields,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { isListed, products, productStock, users } from '../../db/schema.ts';
import { foldedContains } from '../../lib/sql-like.ts';
import type { StockActor } from '../stock/index.ts';
import type { ProductRow } from './product-mapper.ts';
import { wholeColumns } from './queries.ts';

/** The admin list's filters without paging or order (the CSV export shares them). */
export type AdminProductWhere = Pick<
  AdminProductFilters,
  'q' | 'category' | 'subCategory' | 'popular'
> & { status: AdminProductStatus };

function statusCondition(status: AdminProductStatus): SQL | undefined {
  if (status === 'active') return isListed();
  if (status === 'archived') return isNotNull(products.archivedAt);
  return undefined;
}

function whereOf(filters: AdminProductWhere): SQL | undefined {
  const conditions = [statusCondition(filters.status)];
  if (filters.category) conditions.push(eq(products.category, filters.category));
  if (filters.subCategory) conditions.push(eq(products.subCategory, filters.subCategory));
  if (filters.popular !== undefined) conditions.push(eq(products.popular, filters.popular));
  if (filters.q) conditions.push(foldedContains(products.nameFolded, filters.q));
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

// Each order ends with the id so pages never repeat or skip a product. Active products are read
// through the storefront's partial indexes (newest, oldest and both price orders).
function orderOf(sort: AdminProductSort) {
  switch (sort) {
    case 'oldest':
      return [asc(products.createdAt), asc(products.id)];
    case 'price-asc':
      return [asc(products.price), asc(products.id)];
    case 'price-desc':
      return [desc(products.price), desc(products.id)];
    case 'name':
      return [asc(sql`lower(${products.name})`), asc(products.id)];
    default:
      return [desc(products.createdAt), desc(products.id)];
  }
}

export async function findAdminProducts(
  db: Db,
  filters: AdminProductWhere & { sort: AdminProductSort },
  paging: { limit: number; offset: number },
) {
  return db
    .select(wholeColumns)
    .from(products)
    .where(whereOf(filters))
    .orderBy(...orderOf(filters.sort))
    .limit(paging.limit)
    .offset(paging.offset);
}

export async function countAdminProducts(db: Db, filters: AdminProductWhere): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(products).where(whereOf(filters));
  return counted?.total ?? 0;
}

/**
 * One page of the export, oldest first, after the product `afterId`: each page starts where the
 * previous ended (a keyset on created_at and id, compared in the database at full precision; a
 * JavaScript Date would drop the microseconds), so no offset grows through a large catalogue.
 */
export async function findExportPage(
  db: Db,
  filters: AdminProductWhere,
  afterId: string | null,
  limit: number,
) {
  const keyset = afterId
    ? sql`(${products.createdAt}, ${products.id}) > (SELECT p.created_at, p.id FROM ${products} p WHERE p.id = ${afterId})`
    : undefined;
  return db
    .select(wholeColumns)
    .from(products)
    .where(and(whereOf(filters), keyset))
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(limit);
}

/** Read-modify-write helpers take the row lock, so two staff saving at once do not interleave. */
type Executor = Pick<Db, 'select'>;

export async function findAnyProduct(
  db: Executor,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<ProductRow | undefined> {
  const query = db.select(wholeColumns).from(products).where(eq(products.id, id)).limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

export async function findAnyProducts(
  db: Executor,
  ids: string[],
  opts: { lock?: boolean } = {},
): Promise<ProductRow[]> {
  if (!ids.length) return [];
  const query = db.select(wholeColumns).from(products).where(inArray(products.id, ids));
  return opts.lock ? query.for('update') : query;
}

/** The product row as written; its stock (written after it, the rows name it) is read again. */
export async function insertProduct(
  db: Db,
  fields: Omit<ProductFields, 'stock'>,
): Promise<ProductRow> {
  const [created] = await db
    .insert(products)
    .values({ id: newId(), ...fields })
    .returning(wholeColumns);
  return created!;
}

/** The row as saved, with the stock this transaction wrote before (RETURNING reads it). */
export async function updateProductRow(
  db: Db,
  id: string,
  fields: Omit<ProductFields, 'stock'>,
): Promise<ProductRow> {
  const [after] = await db
    .update(products)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning(wholeColumns);
  return after!;
}

/** Archives (takes out of the shop) or restores a product. */
export async function setArchivedAt(db: Db, id: string, archived: boolean): Promise<ProductRow> {
  const [after] = await db
    .update(products)
    .set({ archivedAt: archived ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning(wholeColumns);
  return after!;
}

/** The staff member making a change, as stock movements name them (null if the account is gone). */
export async function staffActor(db: Db, userId: string): Promise<StockActor> {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Stock rows of sizes the product no longer has (an untracked product's leftovers). */
export async function forgetRemovedSizes(db: Db, productId: string, sizes: string[]) {
  await db
    .delete(productStock)
    .where(
      and(eq(productStock.productId, productId), notInArray(productStock.size, sizesOf(sizes))),
    );
}
