import { Readable } from 'node:stream';
import {
  CATEGORY_LABELS,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_LIST_SEPARATOR,
  sizesOf,
  type Category,
  type ProductCsvColumn,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { findExportPage, type AdminProductWhere } from './admin-queries.ts';
import { csvExport } from '../../lib/csv.ts';
import type { ProductRow } from './product-mapper.ts';

/** Each size's value in the order of the sizes, '' for none; an empty cell when no size has one. */
const perSize = (sizes: string[], values: Record<string, number | string>) =>
  Object.keys(values).length
    ? sizesOf(sizes)
        .map((size) => String(values[size] ?? ''))
        .join(PRODUCT_CSV_LIST_SEPARATOR)
    : '';

/**
 * One product as the import reads it back: lists joined with '|', booleans as true/false, the
 * category as staff read it, and the units of each size in the order of its sizes (an empty cell
 * for a product whose stock is not tracked), as are the sizes' own prices, SKUs and costs.
 */
export function csvCellsOf(row: ProductRow): string[] {
  const cells: Record<ProductCsvColumn, string> = {
    id: row.id,
    name: row.name,
    description: row.description,
    price: String(row.price),
    category: CATEGORY_LABELS[row.category as Category] ?? row.category,
    subCategory: row.subCategory,
    sizes: row.sizes.join(PRODUCT_CSV_LIST_SEPARATOR),
    popular: String(row.popular),
    images: row.images.join(PRODUCT_CSV_LIST_SEPARATOR),
    archived: String(row.archivedAt !== null),
    productType: row.productType,
    measurement: row.measurement,
    unit: row.unit,
    trackStock: String(row.trackStock),
    stock: row.trackStock
      ? sizesOf(row.sizes)
          .map((size) => String(row.stock?.[size] ?? 0))
          .join(PRODUCT_CSV_LIST_SEPARATOR)
      : '',
    sizePrices: perSize(row.sizes, row.sizePrices ?? {}),
    sizeSkus: perSize(row.sizes, row.sizeSkus),
    sizeCosts: perSize(row.sizes, row.sizeCosts),
  };
  return PRODUCT_CSV_COLUMNS.map((column) => cells[column]);
}

/** The products matching the filters as a CSV stream, oldest first. */
export function exportProductsCsv(db: Db, filters: AdminProductWhere): Readable {
  return Readable.from(
    csvExport(
      PRODUCT_CSV_COLUMNS,
      (afterId, size) => findExportPage(db, filters, afterId, size),
      (row) => csvCellsOf(row),
    ),
  );
}
