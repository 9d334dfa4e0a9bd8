import { sizesOf, withLowestPrice, type AdminProduct, type ProductFields } from '@shop/contracts';
import { toProduct, type ProductRow } from './product-mapper.ts';

/**
 * The storefront's product shape plus, for staff, each size's SKU and cost, the archive state
 * and the last change.
 */
export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    ...toProduct(row),
    sizeSkus: row.sizeSkus,
    sizeCosts: row.sizeCosts,
    archived: row.archivedAt !== null,
    archivedAt: row.archivedAt?.getTime() ?? null,
    updatedAt: row.updatedAt.getTime(),
  };
}

/**
 * What staff edit, plus the archive state: what the audit log keeps before and after a change.
 * `stock` holds the units of every size of a tracked product, and is null when it is untracked.
 */
export type ProductSnapshot = Omit<ProductFields, 'category' | 'stock'> & {
  category: string;
  stock: Record<string, number> | null;
  archived: boolean;
};

/**
 * Units of each of these sizes (0 for a size without a row): the stock as staff see it, whatever
 * rows an earlier size list left behind.
 */
export function stockOfSizes(
  sizes: string[],
  stock: Record<string, number> | null,
): Record<string, number> {
  return Object.fromEntries(sizesOf(sizes).map((size) => [size, stock?.[size] ?? 0]));
}

export function snapshotOf(row: ProductRow): ProductSnapshot {
  return {
    name: row.name,
    description: row.description,
    price: row.price,
    category: row.category,
    subCategory: row.subCategory,
    sizes: row.sizes,
    popular: row.popular,
    images: row.images,
    productType: row.productType,
    measurement: row.measurement,
    unit: row.unit,
    trackStock: row.trackStock,
    stock: row.trackStock ? stockOfSizes(row.sizes, row.stock) : null,
    sizePrices: row.sizePrices ?? {},
    sizeSkus: row.sizeSkus,
    sizeCosts: row.sizeCosts,
    archived: row.archivedAt !== null,
  };
}

/**
 * The fields as they are kept: the product's price the lowest any size sells at, and only the
 * sizes above it with a price of their own (decision 0074). Every save and import goes through it.
 */
export function keptFields(fields: ProductFields): ProductFields {
  return { ...fields, ...withLowestPrice(fields.price, fields.sizes, fields.sizePrices) };
}

/** What saving `fields` leaves in the audit log, for a product whose archive state is `archived`. */
export function snapshotOfFields(fields: ProductFields, archived: boolean): ProductSnapshot {
  return { ...fields, stock: fields.trackStock ? fields.stock : null, archived };
}

const sameList = (a: string[], b: string[]) => JSON.stringify(a) === JSON.stringify(b);
/** The same entries, in any order. */
const sameRecord = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => b[key] === value);

/**
 * True when saving `fields` (as kept, `keptFields`) would change nothing of the product row and
 * its sizes' values (stock aside; the order of sizes and images counts).
 */
export function sameProductFields(row: ProductRow, fields: ProductFields): boolean {
  return (
    row.name === fields.name &&
    row.description === fields.description &&
    row.price === fields.price &&
    row.category === fields.category &&
    row.subCategory === fields.subCategory &&
    row.popular === fields.popular &&
    sameList(row.sizes, fields.sizes) &&
    sameList(row.images, fields.images) &&
    row.productType === fields.productType &&
    row.measurement === fields.measurement &&
    row.unit === fields.unit &&
    row.trackStock === fields.trackStock &&
    sameSizeValues(row, fields)
  );
}

/** The sizes' own prices, SKUs and costs are those `fields` give (each record in any order). */
export function sameSizeValues(row: ProductRow, fields: ProductFields): boolean {
  return (
    sameList(row.sizes, fields.sizes) &&
    sameRecord(row.sizePrices ?? {}, fields.sizePrices) &&
    sameRecord(row.sizeSkus, fields.sizeSkus) &&
    sameRecord(row.sizeCosts, fields.sizeCosts)
  );
}

/** Units per size compared size by size, a size without a row counting as 0. */
export function sameStock(a: Record<string, number> | null, b: Record<string, number> | null) {
  if (a === null || b === null) return a === b;
  const sizes = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...sizes].every((size) => (a[size] ?? 0) === (b[size] ?? 0));
}

/** True when saving `fields` (stock included, as they hold it) would change nothing of `row`. */
export function sameFields(row: ProductRow, fields: ProductFields): boolean {
  if (!sameProductFields(row, fields)) return false;
  return !fields.trackStock || sameStock(stockOfSizes(row.sizes, row.stock), fields.stock);
}
