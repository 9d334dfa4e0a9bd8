// The admin site's products API (/api/admin/products*): the product form's schema (shared by the
// form, the API and every CSV import row), the list's filters, and every answer's shape.
import { z } from 'zod';
import {
  idSchema,
  pagedResponse,
  pageQuerySchema,
  pageSizeQuerySchema,
  requestIdSchema,
} from './api.ts';
import { CATEGORIES, CATEGORY_LABELS, isCategory } from './categories.ts';
import { PRODUCT_IMAGE_WIDTHS } from './images.ts';
import { SEARCH_QUERY_MAX } from './limits.ts';
import { formatPrice } from './price.ts';
import { productSchema } from './product.ts';
import { sizesOf } from './cart.ts';
import {
  MEASUREMENT_MAX,
  PRODUCT_TYPES,
  STOCK_CSV_PREFIX,
  STOCK_MAX,
  UNITS,
} from './stock-rules.ts';

export const ADMIN_PRODUCT_LIMITS = {
  nameMax: 200,
  descriptionMax: 5000,
  /** Whole SSP. */
  priceMax: 1_000_000_000_000,
  sizesMax: 20,
  sizeMax: 50,
  imagesMin: 1,
  imagesMax: 4,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** A picture as uploaded, before it is re-encoded. */
  imageBytesMax: 8 * 1024 * 1024,
  /** Pictures whose longer side is shorter than the narrowest rendition would look blurred. */
  imageSideMin: PRODUCT_IMAGE_WIDTHS[0],
  importBytesMax: 2 * 1024 * 1024,
  /** Product rows, not counting the header. */
  importRowsMax: 5000,
} as const;
const L = ADMIN_PRODUCT_LIMITS;

/** What the upload accepts, checked by the file's content (never its name or declared type). */
export const PRODUCT_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
/** The multipart field of `POST /api/admin/products/images`. */
export const PRODUCT_IMAGE_FIELD = 'image';

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
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
/**
 * An import may leave out `id` (every row is new), `archived` (nothing is archived) and the unit
 * and stock columns (files written before units existed: goods per piece, stock not tracked, or
 * an existing product's units and stock kept). Beside these, a `stock:<size>` column
 * (STOCK_CSV_PREFIX) per size holds that size's units in stock; the export writes one for every
 * size of the products it holds.
 */
export const PRODUCT_CSV_OPTIONAL_COLUMNS: readonly ProductCsvColumn[] = [
  'id',
  'archived',
  'productType',
  'measurement',
  'unit',
  'trackStock',
];
/** Separates the sizes, and the images, inside one CSV cell. */
export const PRODUCT_CSV_LIST_SEPARATOR = '|';

const widest = PRODUCT_IMAGE_WIDTHS[PRODUCT_IMAGE_WIDTHS.length - 1];
/**
 * A product picture stored by this shop: a WebP under /uploads/products named after its widest
 * rendition (images.ts). Whether the file really exists is checked by the API.
 */
export const PRODUCT_IMAGE_URL = new RegExp(
  `^/uploads/products/[a-z0-9][a-z0-9-]*-${widest}\\.webp$`,
);

/** The storefront's answer for a product page of an archived product (404). */
export const ARCHIVED_PRODUCT_MESSAGE =
  'This product is no longer sold. Have a look at our other products.';

const ordinal = (i: number) => i + 1;
const rowsHave = (rows: number) => (rows === 1 ? '1 row has' : `${rows} rows have`);
interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}
const countsText = (c: ImportCounts, would: string) =>
  `${c.created} ${would}created, ${c.updated} ${would}updated, ${c.unchanged} unchanged`;

export const ADMIN_PRODUCT_MESSAGES = {
  nameRequired: 'Enter the product name.',
  nameTooLong: `The name can have at most ${L.nameMax} characters.`,
  descriptionRequired: 'Enter a description.',
  descriptionTooLong: `The description can have at most ${L.descriptionMax.toLocaleString('en-US')} characters.`,
  priceNumber: 'Enter the price as a whole number of South Sudanese pounds, e.g. 1500000.',
  priceWhole: 'The price must be a whole number of pounds, without cents.',
  pricePositive: 'The price must be more than SSP 0.',
  priceTooHigh: `The price can be at most ${formatPrice(L.priceMax)}.`,
  categoryRequired: 'Choose a category.',
  categoryUnknown: 'Choose a category from the list.',
  subCategoryRequired: 'Choose a subcategory.',
  subCategoryUnknown: (category: keyof typeof CATEGORIES) =>
    `Choose a subcategory of ${CATEGORY_LABELS[category]}: ${CATEGORIES[category].join(', ')}.`,
  sizesList: 'Sizes must be a list of texts.',
  tooManySizes: `A product can have at most ${L.sizesMax} sizes.`,
  sizeText: 'Each size must be a text.',
  sizeEmpty: (i: number) => `Size ${ordinal(i)} is empty.`,
  sizeTooLong: (i: number) => `Size ${ordinal(i)} can have at most ${L.sizeMax} characters.`,
  sizeTwice: (size: string) => `The size "${size}" is listed twice.`,
  popularYesNo: 'Popular must be yes or no.',
  imagesList: 'Images must be a list of picture addresses.',
  imagesRequired: 'Add at least one picture.',
  tooManyImages: `A product can have at most ${L.imagesMax} pictures.`,
  imageNotOurs: (i: number) =>
    `Picture ${ordinal(i)} must be a picture uploaded to this shop (upload it first).`,
  imageTwice: (i: number, first: number) =>
    `Picture ${ordinal(i)} is the same as picture ${ordinal(first)}.`,
  /** The URL has the right form but no such upload or product picture exists. */
  imageUnknown: (i: number) => `Picture ${ordinal(i)} was not found on this shop. Upload it again.`,
  updatedAtNumber: 'updatedAt must be the time in milliseconds the product was read.',
  productTypeUnknown: `Choose how the product is counted: ${PRODUCT_TYPES.join(', ')}.`,
  measurementText: 'The measurement must be a text, e.g. 50 kg.',
  measurementTooLong: `The measurement can have at most ${MEASUREMENT_MAX} characters.`,
  unitUnknown: `Choose a unit from the list: ${UNITS.join(', ')}.`,
  trackStockYesNo: 'Track stock must be yes or no.',
  stockList: 'Stock must list the units in stock of each size.',
  stockNumber: (size: string) =>
    `The stock of size ${size} must be a whole number from 0 to ${STOCK_MAX.toLocaleString('en-US')}.`,
  stockUnknownSize: (size: string) =>
    `There is no size "${size}" to hold stock. Add the size, or remove its stock.`,
  stockUntracked:
    'This product does not track its stock: set trackStock to true to keep these units, or leave its stock cells empty.',

  created: 'Product created.',
  updated: 'Product saved.',
  archived: 'Product archived: it no longer appears in the shop.',
  restored: 'Product restored: it appears in the shop again.',
  notFound: 'Product not found.',
  alreadyArchived: 'This product is already archived.',
  notArchived: 'This product is not archived.',
  changedMeanwhile:
    'Someone else saved this product after you opened it. Reload it to see their changes, then make yours again.',

  imageMissing: `Choose a picture to upload (form field "${PRODUCT_IMAGE_FIELD}").`,
  imageNotAnImage: 'Please upload a JPG, PNG, WebP, GIF or AVIF picture.',
  imageTooLarge: `The picture is larger than ${L.imageBytesMax / 1024 / 1024} MB. Please choose a smaller one.`,
  imageTooSmall: `The picture is too small: its longer side must be at least ${L.imageSideMin} pixels.`,

  csvWrongType: 'Send the CSV file as text/csv.',
  csvTooLarge: `The CSV file is larger than ${L.importBytesMax / 1024 / 1024} MB. Split it into smaller files.`,
  csvNotUtf8:
    'The file is not UTF-8 text. In Excel, save it as "CSV UTF-8 (Comma delimited)" and try again.',
  csvEmpty: 'The file is empty: it needs a header row and at least one product.',
  csvNoRows: 'The file has a header row but no products.',
  csvUnclosedQuote: (row: number) =>
    `Row ${row}: a quoted cell is never closed (a " is missing). Nothing was imported.`,
  csvStrayQuote: (row: number) =>
    `Row ${row}: a cell has a " in the middle of unquoted text. Put the whole cell in quotes and double the inner quotes (""). Nothing was imported.`,
  csvTooManyRows: (rows: number) =>
    `The file has ${rows.toLocaleString('en-US')} products; at most ${L.importRowsMax.toLocaleString('en-US')} can be imported at once. Split it into smaller files.`,
  csvUnknownColumn: (name: string) =>
    `Unknown column "${name}". The columns are: ${PRODUCT_CSV_COLUMNS.join(', ')}, and ${STOCK_CSV_PREFIX}<size> for each size's stock.`,
  csvMissingColumn: (name: string) => `The column "${name}" is missing.`,
  csvColumnTwice: (name: string) => `The column "${name}" appears twice.`,
  csvCellCount: (cells: number, columns: number) =>
    `This row has ${cells} cells but the header has ${columns} columns.`,
  csvBadId: 'This id is not a product id. Leave it empty to create a new product.',
  csvNoSuchProduct: 'No product has this id. Leave it empty to create a new product.',
  csvIdTwice: (row: number) => `This product is already changed by row ${row}.`,
  csvYesNo: (column: string) => `${column} must be true or false (or yes/no, 1/0).`,
  csvNulCharacter:
    'This cell holds a NUL character (invisible), which cannot be stored. Delete it in the spreadsheet and save the file again.',
  importFailed: (rows: number) =>
    `Nothing was imported: ${rowsHave(rows)} errors. Correct them and import the file again.`,
  /** The database refused a write that the checks let through: every change was undone. */
  importWriteFailed:
    'Nothing was imported: the database refused a row while the file was being written, so every change was undone. Check the file for unusual values and import it again.',
  dryRunFailed: (rows: number) =>
    `Dry run: ${rowsHave(rows)} errors. Correct them before importing; nothing was written.`,
  dryRunPassed: (counts: ImportCounts) =>
    `Dry run: ${countsText(counts, 'would be ')}. Nothing was written yet.`,
  imported: (counts: ImportCounts) => `Imported: ${countsText(counts, '')}.`,
} as const;
const M = ADMIN_PRODUCT_MESSAGES;

const trimmedText = (required: string, max: number, tooLong: string) =>
  z.string({ message: required }).trim().min(1, required).max(max, tooLong);

/** Sizes as typed: trimmed, none empty, none twice (compared without case), at most 20. */
const sizesSchema = z
  .array(z.string({ message: M.sizeText }), { message: M.sizesList })
  .superRefine((sizes, ctx) => {
    if (sizes.length > L.sizesMax) ctx.addIssue({ code: 'custom', message: M.tooManySizes });
    const seen = new Set<string>();
    sizes.forEach((size, i) => {
      const text = size.trim();
      if (!text) return ctx.addIssue({ code: 'custom', message: M.sizeEmpty(i) });
      if (text.length > L.sizeMax) ctx.addIssue({ code: 'custom', message: M.sizeTooLong(i) });
      const key = text.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: M.sizeTwice(text) });
      seen.add(key);
    });
  })
  .transform((sizes) => sizes.map((size) => size.trim()));

/** 1 to 4 pictures stored by this shop, in display order (the first is the card's picture). */
const imagesSchema = z
  .array(z.string({ message: M.imagesList }), { message: M.imagesList })
  .superRefine((images, ctx) => {
    if (images.length < L.imagesMin) ctx.addIssue({ code: 'custom', message: M.imagesRequired });
    if (images.length > L.imagesMax) ctx.addIssue({ code: 'custom', message: M.tooManyImages });
    images.forEach((url, i) => {
      const text = url.trim();
      if (!PRODUCT_IMAGE_URL.test(text)) {
        return ctx.addIssue({ code: 'custom', message: M.imageNotOurs(i) });
      }
      const first = images.findIndex((other) => other.trim() === text);
      if (first < i) ctx.addIssue({ code: 'custom', message: M.imageTwice(i, first) });
    });
  })
  .transform((images) => images.map((url) => url.trim()));

const productFields = {
  name: trimmedText(M.nameRequired, L.nameMax, M.nameTooLong),
  description: trimmedText(M.descriptionRequired, L.descriptionMax, M.descriptionTooLong),
  // A refinement rather than .int(): zod's int check stops the object's checks, and the
  // subcategory check should still report in the same answer.
  price: z
    .number({ message: M.priceNumber })
    .refine(Number.isInteger, M.priceWhole)
    .refine((price) => price > 0, M.pricePositive)
    .max(L.priceMax, M.priceTooHigh),
  category: z
    .string({ message: M.categoryRequired })
    .trim()
    .min(1, M.categoryRequired)
    .refine(isCategory, M.categoryUnknown),
  subCategory: z.string({ message: M.subCategoryRequired }).trim().min(1, M.subCategoryRequired),
  sizes: sizesSchema.default([]),
  popular: z.boolean({ message: M.popularYesNo }).default(false),
  images: imagesSchema,
  productType: z.enum(PRODUCT_TYPES, { message: M.productTypeUnknown }).default('goods'),
  measurement: z
    .string({ message: M.measurementText })
    .trim()
    .max(MEASUREMENT_MAX, M.measurementTooLong)
    .default(''),
  unit: z.enum(UNITS, { message: M.unitUnknown }).default('piece'),
  /** Off: the product is sold without counting (services, fuel by the litre). */
  trackStock: z.boolean({ message: M.trackStockYesNo }).default(false),
  /**
   * Units in stock per size, used when `trackStock` is on; a size left out has none. Saving sets
   * these numbers (each change goes into the stock history); orders placed meanwhile are not
   * overwritten when `updatedAt` is sent (the save is refused instead).
   */
  stock: z.record(z.string(), z.unknown(), { message: M.stockList }).default({}),
};

/**
 * The subcategory must be one of the chosen category's (categories.ts, the spec's list). It runs
 * even when other fields failed, so a form or an import row lists every problem at once.
 */
const whenAnObject = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};
/** Every stock entry names one of the product's sizes and holds a whole number of units. */
function stockOfSizes(value: { sizes?: unknown; stock?: unknown }, ctx: z.RefinementCtx) {
  const { stock } = value;
  if (typeof stock !== 'object' || stock === null || !Array.isArray(value.sizes)) return;
  const sizes = sizesOf(value.sizes.map((size) => String(size).trim()));
  for (const [size, units] of Object.entries(stock)) {
    if (!sizes.includes(size)) {
      ctx.addIssue({ code: 'custom', path: ['stock'], message: M.stockUnknownSize(size) });
    } else if (
      typeof units !== 'number' ||
      !Number.isInteger(units) ||
      units < 0 ||
      units > STOCK_MAX
    ) {
      ctx.addIssue({ code: 'custom', path: ['stock'], message: M.stockNumber(size) });
    }
  }
}

function subCategoryOfCategory(
  value: { category?: unknown; subCategory?: unknown },
  ctx: z.RefinementCtx,
) {
  const { category, subCategory } = value;
  if (typeof category !== 'string' || typeof subCategory !== 'string') return;
  const name = category.trim();
  if (!isCategory(name) || !subCategory.trim()) return;
  if (!(CATEGORIES[name] as readonly string[]).includes(subCategory.trim())) {
    ctx.addIssue({ code: 'custom', path: ['subCategory'], message: M.subCategoryUnknown(name) });
  }
}

/** After the checks: every size of the product with its units (0 when left out). */
function withStockNumbers<T extends { sizes: string[]; stock: Record<string, unknown> }>(
  value: T,
): Omit<T, 'stock'> & { stock: Record<string, number> } {
  const stock = Object.fromEntries(
    sizesOf(value.sizes).map((size) => [size, Number(value.stock[size] ?? 0)]),
  );
  return { ...value, stock };
}

/**
 * The product form: `POST /api/admin/products`, every CSV import row, and (with `updatedAt`)
 * `PUT /api/admin/products/:id`, which replaces every field. Messages name the field's problem
 * in words staff can act on; the API lists them per field (`errors`).
 */
export const productInputSchema = z
  .object(productFields)
  .superRefine(subCategoryOfCategory, whenAnObject)
  .superRefine(stockOfSizes, whenAnObject)
  .transform(withStockNumbers);
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductFields = z.output<typeof productInputSchema>;
/** The form's fields, the keys of `errors[].field`. */
export const PRODUCT_INPUT_FIELDS = Object.keys(productFields) as (keyof typeof productFields)[];

export const productUpdateSchema = z
  .object({
    ...productFields,
    /**
     * The `updatedAt` the form read. When sent, a product saved by someone else since then is
     * not overwritten (409 with `changedMeanwhile`).
     */
    updatedAt: z.number({ message: M.updatedAtNumber }).int(M.updatedAtNumber).optional(),
    /**
     * The stock per size the form showed. With it, a size left as shown keeps its current units
     * (an order may have taken some meanwhile), and a changed size whose stock moved meanwhile
     * is refused (409) instead of overwriting the order.
     */
    stockRead: z.record(z.string(), z.number().int()).optional(),
  })
  .superRefine(subCategoryOfCategory, whenAnObject)
  .superRefine(stockOfSizes, whenAnObject)
  .transform(withStockNumbers);
export type ProductUpdate = z.input<typeof productUpdateSchema>;

export const adminProductParamsSchema = z.object({
  id: idSchema.transform((id) => id.toLowerCase()),
});

export const ADMIN_PRODUCT_STATUSES = ['active', 'archived', 'all'] as const;
export type AdminProductStatus = (typeof ADMIN_PRODUCT_STATUSES)[number];
export const ADMIN_PRODUCT_SORTS = ['newest', 'oldest', 'price-asc', 'price-desc', 'name'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

const filterFields = {
  /** Part of the name, any case. */
  q: z
    .string()
    .trim()
    .max(SEARCH_QUERY_MAX, `Search text must be at most ${SEARCH_QUERY_MAX} characters`)
    .optional(),
  category: z
    .string()
    .trim()
    .refine((v) => v === '' || isCategory(v), { message: 'Unknown category' })
    .optional(),
  subCategory: z.string().trim().max(100).optional(),
  popular: z
    .enum(['true', 'false'], { message: 'popular must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  sort: z
    .enum(ADMIN_PRODUCT_SORTS, {
      message: `sort must be one of ${ADMIN_PRODUCT_SORTS.join(', ')}`,
    })
    .default('newest'),
};
const statusParam = (fallback: AdminProductStatus) =>
  z
    .enum(ADMIN_PRODUCT_STATUSES, { message: 'status must be active, archived or all' })
    .default(fallback);

/** `GET /api/admin/products`: active products by default, newest first, 20 a page. */
export const adminProductListQuerySchema = z.object({
  ...filterFields,
  status: statusParam('active'),
  page: pageQuerySchema.default(1),
  pageSize: pageSizeQuerySchema(L.pageSizeMax).default(L.pageSizeDefault),
});
export type AdminProductListQuery = z.input<typeof adminProductListQuerySchema>;
export type AdminProductFilters = z.output<typeof adminProductListQuerySchema>;

/** `GET /api/admin/products/export.csv`: the same filters, every product (archived too) by default. */
export const adminProductExportQuerySchema = z.object({
  ...filterFields,
  status: statusParam('all'),
});
export type AdminProductExportQuery = z.input<typeof adminProductExportQuerySchema>;

/** The storefront's product plus what staff need: whether it is archived, and when it changed. */
export const adminProductSchema = productSchema.extend({
  archived: z.boolean(),
  /** Milliseconds since the epoch, or null for a product in the shop. */
  archivedAt: z.number().nullable(),
  /** Milliseconds since the epoch; send it back as `updatedAt` when saving. */
  updatedAt: z.number(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductListResponseSchema = pagedResponse('products', adminProductSchema);
export type AdminProductListResponse = z.infer<typeof adminProductListResponseSchema>;

/** Detail, create, update, archive and restore all answer the product as it now is. */
export const adminProductResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  product: adminProductSchema,
});
export type AdminProductResponse = z.infer<typeof adminProductResponseSchema>;

/** `POST /api/admin/products/images`: the URL to put in a product's `images`. */
export const productImageUploadResponseSchema = z.object({
  success: z.literal(true),
  url: z.string(),
  /** The widths written (url names the last); a picture is never enlarged, see ADR 0009. */
  widths: z.array(z.number().int()),
});
export type ProductImageUploadResponse = z.infer<typeof productImageUploadResponseSchema>;

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

export const importChangeSchema = z.object({
  row: z.number().int(),
  action: z.enum(['create', 'update', 'unchanged']),
  /** The product's id; null for a product a dry run would create. */
  id: z.string().nullable(),
  name: z.string(),
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

// Inferred shapes of this module's requests and responses, for the clients.
export type AdminProductParams = z.input<typeof adminProductParamsSchema>;
