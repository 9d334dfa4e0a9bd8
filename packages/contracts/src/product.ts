import { z } from 'zod';
import { errorResponseSchema, pagedResponse, pageQuerySchema, pageSizeQuerySchema } from './api.ts';
import { CATEGORY_NAMES } from './categories.ts';
import { MAX_IDS_PER_REQUEST, MAX_PAGE_SIZE, SEARCH_QUERY_MAX } from './limits.ts';
import { SORT_OPTIONS } from './sort.ts';
import { PRODUCT_TYPES } from './stock-rules.ts';

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  description: z.string(),
  /** Image URLs; the first is displayed. Each names its widest WebP rendition (see images.ts). */
  image: z.array(z.string()),
  sizes: z.array(z.string()),
  category: z.string(),
  subCategory: z.string(),
  averageRating: z.number(),
  totalReviews: z.number().int(),
  popular: z.boolean(),
  /** Creation time in milliseconds since the epoch, the order New Arrivals follow. */
  date: z.number(),
  /** How the product is counted (stock-rules.ts). */
  productType: z.enum(PRODUCT_TYPES),
  /** What one unit holds ('50 kg'), or '' when the unit says it all. */
  measurement: z.string(),
  /** The unit the price is per: 'SSP 95,000.00 per sheet'. */
  unit: z.string(),
  /** Units left of each size, or null when the product's stock is not tracked (stock-rules.ts). */
  stock: z.record(z.string(), z.number().int()).nullable(),
  /**
   * The sizes that sell above `price`, which is the lowest (size-prices.ts, decision 0074); left
   * out when every size sells at `price`.
   */
  sizePrices: z.record(z.string(), z.number()).optional(),
});
export type Product = z.infer<typeof productSchema>;

const booleanParam = (name: string) =>
  z
    .enum(['true', 'false', '1', '0'], { message: `${name} must be true or false` })
    .transform((v) => v === 'true' || v === '1');

/**
 * Most products a bare GET /api/product/list (no parameter at all) answers: the newest ones, as
 * page 1 of this size, with `total` counting the whole catalogue; the rest is read by paging
 * (docs/decisions/0024-cheap-requests-and-public-urls.md). A multiple of MAX_PAGE_SIZE, so paging
 * by 50 goes on from page BARE_LIST_MAX / 50 + 1.
 */
export const BARE_LIST_MAX = 1_000;

/**
 * Query of GET /api/product/list. With no parameters at all the API answers the newest
 * BARE_LIST_MAX products (the whole catalogue of a shop of that size).
 */
export const productListQuerySchema = z.object({
  category: z
    .string()
    .trim()
    .refine((v) => v === '' || (CATEGORY_NAMES as string[]).includes(v), {
      message: 'Unknown category',
    })
    .optional(),
  subCategory: z.string().trim().max(100).optional(),
  q: z
    .string()
    .trim()
    .max(SEARCH_QUERY_MAX, `Search text must be at most ${SEARCH_QUERY_MAX} characters`)
    .optional(),
  sort: z.enum(SORT_OPTIONS, { message: 'sort must be relevant, low, high or newest' }).optional(),
  popular: booleanParam('popular').optional(),
  page: pageQuerySchema.optional(),
  /** Comma-separated product ids (the cart and saved lists ask for just their products). */
  ids: z
    .string()
    .trim()
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((id) => id.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .refine((ids) => ids.length <= MAX_IDS_PER_REQUEST, {
      message: `At most ${MAX_IDS_PER_REQUEST} ids at a time`,
    })
    .refine((ids) => ids.every((id) => /^[0-9a-f]{24}$/.test(id)), {
      message: 'ids must be a comma-separated list of product ids',
    })
    .optional(),
  pageSize: pageSizeQuerySchema(MAX_PAGE_SIZE).optional(),
  /** true: leave out products whose every size is out of stock (untracked ones stay). */
  inStock: booleanParam('inStock').optional(),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export type ProductListFilters = z.output<typeof productListQuerySchema>;

export const productListResponseSchema = pagedResponse('products', productSchema).extend({
  /**
   * The search the products are for when `q` as typed found nothing and the same search with
   * its misspelt words corrected did ('chiar' -> 'chair'), for a "Showing results for" line.
   */
  correctedQuery: z.string().optional(),
  /**
   * Closest product, category and sub-category names when `q` found nothing, corrected or not,
   * for a "Did you mean" line.
   */
  suggestions: z.array(z.string()).optional(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productParamsSchema = z.object({ productId: z.string() });

export const productDetailResponseSchema = z.object({
  success: z.literal(true),
  product: productSchema,
  related: z.array(productSchema),
});
export type ProductDetailResponse = z.infer<typeof productDetailResponseSchema>;

/**
 * The 410 of an archived product's page: the refusal, what the product was (so the page can say
 * so and keep its name) and up to 5 products like it still on sale. An id that never existed
 * stays a 404.
 */
export const productGoneResponseSchema = errorResponseSchema.extend({
  code: z.literal('GONE'),
  product: productSchema.pick({ _id: true, name: true, category: true, subCategory: true }),
  related: z.array(productSchema),
});
export type ProductGoneResponse = z.infer<typeof productGoneResponseSchema>;

// Inferred shapes of this module's requests and responses, for the clients.
export type ProductParams = z.input<typeof productParamsSchema>;
