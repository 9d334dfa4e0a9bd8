// The demo catalogue is data: products.json holds one row per product in the columns of the staff's
// product import (PRODUCT_CSV_COLUMNS in contracts), each cell as a CSV file would hold it: sizes
// and pictures joined with '|', yes and no as true and false, the opening units of each size in
// its `stock:<size>` column (the older of the two ways the import reads stock, which keeps that
// way tested). Its order is the order products arrived, so the last rows are the storefront's New
// Arrivals. The seed writes it through the import itself (catalogue.ts).
//
// JSON rather than the import's CSV: one cell per line, each named, keeps the long descriptions
// readable and a change's diff small.
import type { Category, ProductFields } from '@shop/contracts';
import { readProductRecords, SeedRowsRefused } from '../modules/catalog/index.ts';
import type { ArtSpec } from './art/index.ts';
import { productArtOf } from './art/product-art.ts';
import rows from './products.json' with { type: 'json' };

export interface DemoProduct extends ProductFields {
  category: Category;
  /** The name of its pictures (`/uploads/products/<slug>-800.webp`), which the demo art draws. */
  slug: string;
  art: ArtSpec;
}

/** `/uploads/products/<slug>-800.webp`, the first picture of every demo product, to its slug. */
const PICTURE = /^\/uploads\/products\/([a-z0-9-]+)-800\.webp$/;

/**
 * The rows as the import reads a file: a header naming every column a row uses, then each row's
 * cells in that order (a column a row leaves out is an empty cell). A cell must be text, as in CSV.
 */
function recordsOf(products: readonly object[]): string[][] {
  const columns = [...new Set(products.flatMap((row) => Object.keys(row)))];
  const cells = products.map((row, i) =>
    columns.map((column) => {
      const cell: unknown = (row as Record<string, unknown>)[column] ?? '';
      if (typeof cell !== 'string') {
        throw new Error(`products.json, product ${i + 1}: "${column}" must be text, as in a CSV.`);
      }
      return cell;
    }),
  );
  return [columns, ...cells];
}

/** The demo catalogue in the import's records: the header, then one row per product. */
export const demoProductRecords: string[][] = recordsOf(rows);

/**
 * The demo products as the import reads them, each with the drawing of its pictures: what the
 * demo art draws, `seed:large` copies and the tests count.
 */
export const demoProducts: DemoProduct[] = (() => {
  const file = readProductRecords(demoProductRecords);
  if (file.errors.length) throw new SeedRowsRefused(file.errors);
  return file.rows.map(({ row, fields }) => {
    // The import's schema let only known categories through.
    const category = fields.category as Category;
    const slug = PICTURE.exec(fields.images[0] ?? '')?.[1] ?? '';
    const art = productArtOf(slug, category);
    if (!art) {
      throw new Error(`products.json, product ${row - 1} (${fields.name}): no drawing of ${slug}.`);
    }
    return { ...fields, category, slug, art };
  });
})();
