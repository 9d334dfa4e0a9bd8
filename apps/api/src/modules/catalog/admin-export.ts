import { Readable } from 'node:stream';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_LIST_SEPARATOR,
  type ProductCsvColumn,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { findExportPage, type AdminProductWhere } from './admin-queries.ts';
import { csvRow, csvRows, guardFormula, UTF8_BOM } from '../../lib/csv.ts';
import type { ProductRow } from './product-mapper.ts';

const PAGE = 1000;

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
  return PRODUCT_CSV_COLUMNS.map((column) => guardFormula(cells[column]));
}

/**
 * The products matching the filters as a CSV stream, oldest first, read a page at a time so a
 * catalogue of 100,000 products never sits in memory at once.
 */
export function exportProductsCsv(db: Db, filters: AdminProductWhere): Readable {
  async function* lines() {
    yield UTF8_BOM + csvRow(PRODUCT_CSV_COLUMNS);
    let afterId: string | null = null;
    for (;;) {
      const rows = await findExportPage(db, filters, afterId, PAGE);
      if (rows.length) yield csvRows(rows.map(csvCellsOf));
      if (rows.length < PAGE) return;
      afterId = rows[rows.length - 1]!.id;
    }
  }
  return Readable.from(lines());
}

/** `products-2026-11-01.csv`: the day of the export, so saved files sort and do not clash. */
export function exportFileName(now = new Date()): string {
  return `products-${now.toISOString().slice(0, 10)}.csv`;
}
