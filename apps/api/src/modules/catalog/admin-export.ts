import { Readable } from 'node:stream';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_LIST_SEPARATOR,
  sizesOf,
  STOCK_CSV_PREFIX,
  type ProductCsvColumn,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { exportSizes, findExportPage, type AdminProductWhere } from './admin-queries.ts';
import { csvExport } from '../../lib/csv.ts';
import type { ProductRow } from './product-mapper.ts';

/**
 * One product as the import reads it back: lists joined with '|', booleans as true/false, then
 * its units of each of `stockSizes` (an empty cell for a size it does not have, and for every
 * size of a product whose stock is not tracked).
 */
export function csvCellsOf(row: ProductRow, stockSizes: readonly string[] = []): string[] {
  const cells: Record<ProductCsvColumn, string> = {
    id: row.id,
    name: row.name,
    description: row.description,
    price: String(row.price),
    category: row.category,
    subCategory: row.subCategory,
    sizes: row.sizes.join(PRODUCT_CSV_LIST_SEPARATOR),
    popular: String(row.popular),
    images: row.images.join(PRODUCT_CSV_LIST_SEPARATOR),
    archived: String(row.archivedAt !== null),
    productType: row.productType,
    measurement: row.measurement,
    unit: row.unit,
    trackStock: String(row.trackStock),
  };
  const own = new Set(sizesOf(row.sizes));
  const stock = stockSizes.map((size) =>
    row.trackStock && own.has(size) ? String(row.stock?.[size] ?? 0) : '',
  );
  return [...PRODUCT_CSV_COLUMNS.map((column) => cells[column]), ...stock];
}

/**
 * The products matching the filters as a CSV stream, oldest first, with a `stock:<size>` column
 * for every size they have (read first: the header names them).
 */
export function exportProductsCsv(db: Db, filters: AdminProductWhere): Readable {
  async function* file() {
    const sizes = await exportSizes(db, filters);
    yield* csvExport(
      [...PRODUCT_CSV_COLUMNS, ...sizes.map((size) => STOCK_CSV_PREFIX + size)],
      (afterId, size) => findExportPage(db, filters, afterId, size),
      (row) => csvCellsOf(row, sizes),
    );
  }
  return Readable.from(file());
}
