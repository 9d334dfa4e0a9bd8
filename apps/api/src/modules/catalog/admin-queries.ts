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
import { isListed, products, productSizes, productStock, users } from '../../db/schema.ts';
import { foldedContains } from '../../lib/sql-like.ts';
import type { StockActor } from '../stock/index.ts';
import type { ProductRow } from './product-mapper.ts';
import { wholeColumns } from './queries.ts';

/** One JSON object of a column of the product's sizes (`{}` when no size has one). */
const sizeValuesColumn = <T>(column: 'sku' | 'cost') =>
  sql<Record<string, T>>`COALESCE((SELECT jsonb_object_agg(d.size, d.${sql.raw(column)})
    FROM product_sizes d WHERE d.product_id = ${products.id} AND d.${sql.raw(column)} IS NOT NULL),
    '{}'::jsonb)`;

/**
 * What staff read of a product: the storefront's whole row plus each size's SKU and cost, which
 * no public query selects (decision 0074).
 */
const staffColumns = {
  ...wholeColumns,
  sizeSkus: sizeValuesColumn<string>('sku'),
  sizeCosts: sizeValuesColumn<number>('cost'),
};

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
    .select(staffColumns)
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
    .select(staffColumns)
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
  const query = db.select(staffColumns).from(products).where(eq(products.id, id)).limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

export async function findAnyProducts(
  db: Executor,
  ids: string[],
  opts: { lock?: boolean } = {},
): Promise<ProductRow[]> {
  if (!ids.length) return [];
  const query = db.select(staffColumns).from(products).where(inArray(products.id, ids));
  return opts.lock ? query.for('update') : query;
}

/** What the products table itself holds of the form's fields (stock and size values aside). */
export type ProductRowFields = Omit<
  ProductFields,
  'stock' | 'sizePrices' | 'sizeSkus' | 'sizeCosts'
>;

export function rowFieldsOf(fields: ProductFields): ProductRowFields {
  const { stock: _s, sizePrices: _p, sizeSkus: _k, sizeCosts: _c, ...row } = fields;
  return row;
}

/**
 * The product row as written; its stock and size values (written after it, their rows name it)
 * are read again.
 */
export async function insertProduct(db: Db, fields: ProductRowFields): Promise<ProductRow> {
  const [created] = await db
    .insert(products)
    .values({ id: newId(), ...fields })
    .returning(staffColumns);
  return created!;
}

/**
 * The row as saved, with the stock and size values this transaction wrote before (RETURNING
 * reads them).
 */
export async function updateProductRow(
  db: Db,
  id: string,
  fields: ProductRowFields,
): Promise<ProductRow> {
  const [after] = await db
    .update(products)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning(staffColumns);
  return after!;
}

/** Archives (takes out of the shop) or restores a product. */
export async function setArchivedAt(db: Db, id: string, archived: boolean): Promise<ProductRow> {
  const [after] = await db
    .update(products)
    .set({ archivedAt: archived ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning(staffColumns);
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

type SizeValues = Pick<ProductFields, 'sizes' | 'sizePrices' | 'sizeSkus' | 'sizeCosts'>;

/**
 * The sizes' own prices, SKUs and costs of these products, as `fields` hold them (prices already
 * those `withLowestPrice` keeps), in place of what they had: a size with none of the three has no
 * row, nor has a size the product lost. Written before the product row is saved, so its RETURNING
 * reads them.
 */
export async function saveSizeValues(db: Db, saved: { id: string; fields: SizeValues }[]) {
  if (!saved.length) return;
  await db.delete(productSizes).where(
    inArray(
      productSizes.productId,
      saved.map((p) => p.id),
    ),
  );
  const rows = saved.flatMap(({ id, fields }) =>
    sizesOf(fields.sizes).flatMap((size) => {
      const row = {
        productId: id,
        size,
        price: fields.sizePrices[size] ?? null,
        sku: fields.sizeSkus[size] ?? null,
        cost: fields.sizeCosts[size] ?? null,
      };
      return row.price === null && row.sku === null && row.cost === null ? [] : [row];
    }),
  );
  for (let i = 0; i < rows.length; i += SIZE_ROWS_BATCH) {
    await db.insert(productSizes).values(rows.slice(i, i + SIZE_ROWS_BATCH));
  }
}
const SIZE_ROWS_BATCH = 1000;

/** Sizes of other products than `except` holding any of these SKUs (compared in any case). */
export async function skuHolders(db: Executor, skus: string[], except: string[]) {
  if (!skus.length) return [];
  return db
    .select({
      sku: productSizes.sku,
      productId: productSizes.productId,
      size: productSizes.size,
      name: products.name,
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(
      and(
        inArray(
          sql`lower(${productSizes.sku})`,
          skus.map((sku) => sku.toLowerCase()),
        ),
        except.length ? notInArray(productSizes.productId, except) : undefined,
      ),
    );
}

/** Stock rows of sizes the product no longer has (an untracked product's leftovers). */
export async function forgetRemovedSizes(db: Db, productId: string, sizes: string[]) {
  await db
    .delete(productStock)
    .where(
      and(eq(productStock.productId, productId), notInArray(productStock.size, sizesOf(sizes))),
    );
}
