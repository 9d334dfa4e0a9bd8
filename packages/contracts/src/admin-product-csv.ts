// Products as CSV: the export's columns, what an import understands, and the import's answer.
import { z } from 'zod';
import { requestIdSchema } from './api.ts';

/** The header of the CSV export, and the columns an import understands (any order). */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'name',
  'description',
  'price',
  'category',
  'subCategory',
  'sizes',
  'popular',
  'images',
  'archived',
  'productType',
  'measurement',
  'unit',
  'trackStock',
  'stock',
  'sizePrices',
  'sizeSkus',
  'sizeCosts',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
/**
 * An import may leave out `id` (every row is new), `archived` (nothing is archived), the unit
 * and stock columns (files written before units existed: goods per piece, stock not tracked, or
 * an existing product's units and stock kept) and the sizes' own prices, SKUs and costs (files
 * written before those existed: an existing product keeps its own, decision 0074). Each of those
 * lists one item per size in the order of `sizes` ("|1950000"), an empty item for none. `stock` lists the units of each size in the order
 * of `sizes` ("120|0|35"), as the export writes it. Files exported before 2026-12-07 hold a
 * `stock:<size>` column (STOCK_CSV_PREFIX) per size instead; an import still reads those, but
 * not both ways in one file. `category` may be written as staff read it ("Seating Furniture")
 * or as stored ("Seatingfurniture"); the export writes the first.
 */
export const PRODUCT_CSV_OPTIONAL_COLUMNS: readonly ProductCsvColumn[] = [
  'id',
  'archived',
  'productType',
  'measurement',
  'unit',
  'trackStock',
  'stock',
  'sizePrices',
  'sizeSkus',
  'sizeCosts',
];
/** Separates the sizes, and the images, inside one CSV cell. */
export const PRODUCT_CSV_LIST_SEPARATOR = '|';

/** `POST /api/admin/products/import?dryRun=true|false` (dry run unless `false` is said). */
export const productImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { message: 'dryRun must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
});
export type ProductImportQuery = z.input<typeof productImportQuerySchema>;

/** One problem in an import: the file's row (the header is row 1) and the column (or null). */
export const importRowErrorSchema = z.object({
  row: z.number().int(),
  field: z.string().nullable(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** One field an update changes, both sides as staff read them ("SSP 1,500", "Seating Furniture"). */
export const importDifferenceSchema = z.object({
  field: z.string(),
  from: z.string(),
  to: z.string(),
});
export type ImportDifference = z.infer<typeof importDifferenceSchema>;

export const importChangeSchema = z.object({
  row: z.number().int(),
  action: z.enum(['create', 'update', 'unchanged']),
  /** The product's id; null for a product a dry run would create. */
  id: z.string().nullable(),
  name: z.string(),
  /** What an update changes, field by field (empty for a new or unchanged product). */
  differences: z.array(importDifferenceSchema),
});
export type ImportChange = z.infer<typeof importChangeSchema>;

/**
 * The import's answer, for a dry run and for the real thing. With any error nothing is written
 * (a real import then answers 422 with `success: false` and `code: 'UNPROCESSABLE'`);
 * `created`/`updated` count what was (or, in a dry run, would be) written; rows equal to the
 * product already stored are `unchanged`. The row problems are `rowErrors`: `errors` means
 * "field -> message" in every error answer of the API.
 */
export const productImportResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** Only on a refused real import. */
  code: z.literal('UNPROCESSABLE').optional(),
  dryRun: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rowErrors: z.array(importRowErrorSchema),
  changes: z.array(importChangeSchema),
});
export type ProductImportResponse = z.infer<typeof productImportResponseSchema>;

/** A real import refused for its rows (422): the error model's fields and the whole report. */
export const productImportRefusalSchema = productImportResponseSchema.extend({
  success: z.literal(false),
  code: z.literal('UNPROCESSABLE'),
  requestId: requestIdSchema.optional(),
});
export type ProductImportRefusal = z.infer<typeof productImportRefusalSchema>;
