import type { Readable } from 'node:stream';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_LIST_SEPARATOR,
  type ProductCsvColumn,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { findExportPage, type AdminProductWhere } from './admin-queries.ts';
import { csvExport } from '../../lib/csv.ts';
import type { ProductRow } from './product-mapper.ts';

/** One product as the import reads it back: lists joined with '|', booleans as true/false. */
export function csvCellsOf(row: ProductRow): string[] {
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
  };
  return PRODUCT_CSV_COLUMNS.map((column) => cells[column]);
}

/** The products matching the filters as a CSV stream, oldest first. */
export function exportProductsCsv(db: Db, filters: AdminProductWhere): Readable {
  return csvExport(
    PRODUCT_CSV_COLUMNS,
    (afterId, size) => findExportPage(db, filters, afterId, size),
    csvCellsOf,
  );
}
