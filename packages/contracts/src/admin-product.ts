// The admin site's products API (/api/admin/products*): the product form's schema (shared by the
// form, the API and every CSV import row), the list's filters, and every answer's shape.
import { z } from 'zod';
import { idSchema, pagedResponse, pageQuerySchema, pageSizeQuerySchema } from './api.ts';
import { CATEGORIES, isCategory } from './categories.ts';
import { SEARCH_QUERY_MAX } from './limits.ts';
import { productSchema } from './product.ts';
import { sizesOf } from './cart.ts';
import { MEASUREMENT_MAX, PRODUCT_TYPES, STOCK_MAX, UNITS } from './stock-rules.ts';
import { ADMIN_PRODUCT_LIMITS, PRODUCT_IMAGE_URL } from './admin-product-limits.ts';
import { ADMIN_PRODUCT_MESSAGES } from './admin-product-messages.ts';

const L = ADMIN_PRODUCT_LIMITS;
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

/** A size's own values (decision 0074), keyed by size; an empty entry (null, '') says none. */
const sizeValues = (what: string) =>
  z.record(z.string(), z.unknown(), { message: M.sizeValuesList(what) }).default({});

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
  /**
   * A size's own price in whole SSP, where it sells at another than `price` ("Table + 6 chairs");
   * a size left out sells at `price`. Saved, `price` becomes the lowest any size sells at and only
   * the sizes above it keep their own (size-prices.ts `withLowestPrice`).
   */
  sizePrices: sizeValues('Prices per size'),
  /** Each size's stock-keeping code, for staff only; one size's in the whole shop, in any case. */
  sizeSkus: sizeValues('SKUs per size'),
  /** What one unit of each size costs the shop, in whole SSP; for staff only. */
  sizeCosts: sizeValues('Cost prices per size'),
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

const SIZE_VALUE_FIELDS = ['sizePrices', 'sizeSkus', 'sizeCosts'] as const;
type SizeValueField = (typeof SIZE_VALUE_FIELDS)[number];
const WHAT: Record<SizeValueField, string> = {
  sizePrices: 'price',
  sizeSkus: 'SKU',
  sizeCosts: 'cost price',
};
const isEmpty = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
/** The list separator of the CSV cells, or a control character (invisible, unprintable). */
const skuRefused = (sku: string) =>
  [...sku].some((c) => c === '|' || c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);

/** What is wrong with one size's value of `field`, or undefined. */
function sizeValueProblem(field: SizeValueField, size: string, v: unknown): string | undefined {
  if (field === 'sizeSkus') {
    if (typeof v !== 'string') return M.skuText(size);
    if (v.trim().length > L.skuMax) return M.skuTooLong(size);
    return skuRefused(v) ? M.skuCharacters(size) : undefined;
  }
  const price = field === 'sizePrices';
  if (typeof v !== 'number' || !Number.isInteger(v)) {
    return price ? M.sizePriceNumber(size) : M.sizeCostNumber(size);
  }
  if (price ? v <= 0 : v < 0) return price ? M.sizePricePositive(size) : M.sizeCostNegative(size);
  if (v > L.priceMax) return price ? M.sizePriceTooHigh(size) : M.sizeCostTooHigh(size);
  return undefined;
}

/**
 * Every price, SKU and cost names one of the product's sizes and is of its kind; no SKU is given
 * to two sizes. Each message names its size; the issue names its field (`sizeSkus`).
 */
function sizeValuesOfSizes(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  if (!Array.isArray(value.sizes)) return;
  const sizes = sizesOf(value.sizes.map((size) => String(size).trim()));
  for (const field of SIZE_VALUE_FIELDS) {
    const values = value[field];
    if (typeof values !== 'object' || values === null) continue;
    const skus = new Map<string, string>();
    for (const [size, v] of Object.entries(values)) {
      if (isEmpty(v)) continue;
      let message = sizes.includes(size)
        ? sizeValueProblem(field, size, v)
        : M.sizeValueUnknownSize(WHAT[field], size);
      if (!message && field === 'sizeSkus') {
        const sku = String(v).trim();
        const other = skus.get(sku.toLowerCase());
        if (other !== undefined) message = M.skuTwice(sku, size, other);
        skus.set(sku.toLowerCase(), size);
      }
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
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

type SizeValuesIn = Record<SizeValueField | 'stock', Record<string, unknown>>;
interface SizeValues {
  stock: Record<string, number>;
  sizePrices: Record<string, number>;
  sizeSkus: Record<string, string>;
  sizeCosts: Record<string, number>;
}

/**
 * After the checks: every size of the product with its units (0 when left out), and the sizes'
 * own prices, SKUs (trimmed) and costs, only of the sizes that have one.
 */
function withSizeValues<T extends { sizes: string[] } & SizeValuesIn>(
  value: T,
): Omit<T, keyof SizeValues> & SizeValues {
  const sizes = sizesOf(value.sizes);
  const given = <V>(values: Record<string, unknown>, read: (v: unknown) => V) =>
    Object.fromEntries(
      sizes.flatMap((size) => (isEmpty(values[size]) ? [] : [[size, read(values[size])]])),
    ) as Record<string, V>;
  return {
    ...value,
    stock: Object.fromEntries(sizes.map((size) => [size, Number(value.stock[size] ?? 0)])),
    sizePrices: given(value.sizePrices, Number),
    sizeSkus: given(value.sizeSkus, (v) => String(v).trim()),
    sizeCosts: given(value.sizeCosts, Number),
  };
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
  .superRefine(sizeValuesOfSizes, whenAnObject)
  .transform(withSizeValues);
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
  .superRefine(sizeValuesOfSizes, whenAnObject)
  .transform(withSizeValues);
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
  /** Each size's SKU, of the sizes that have one (staff only, decision 0074). */
  sizeSkus: z.record(z.string(), z.string()),
  /** What one unit of each size costs the shop, of the sizes that have one (staff only). */
  sizeCosts: z.record(z.string(), z.number()),
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

// Inferred shapes of this module's requests and responses, for the clients.
export type AdminProductParams = z.input<typeof adminProductParamsSchema>;
