import {
  ARCHIVED_PRODUCT_MESSAGE,
  BARE_LIST_MAX,
  DEFAULT_PAGE_SIZE,
  idSchema,
  API_MESSAGES,
  RELATED_PRODUCTS_MAX,
  SUGGESTIONS_MAX,
  type ProductDetailResponse,
  type ProductGoneResponse,
  type ProductListFilters,
  type ProductListResponse,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { toProduct } from './product-mapper.ts';
import type { CountCache } from './count-cache.ts';
import {
  countProducts,
  findNewest,
  findProductById,
  findRelated,
  findUnpaged,
  similarNames,
} from './queries.ts';
import { findProductPage, findRowsByIds } from './page-queries.ts';
import type { LiveNameIndex } from './name-index/live-name-index.ts';
import { correctedSearch } from './search/spelling.ts';

function hasAnyFilter(filters: ProductListFilters): boolean {
  return Object.values(filters).some((v) => v !== undefined && v !== '');
}

/**
 * With no query at all the newest BARE_LIST_MAX products (the specification's clients read the
 * catalogue from a bare call: all of it while the shop is that small), as page 1 of that size,
 * with `total` counting every product; the rest is read by paging. Any parameter switches to
 * filtered, sorted, paged results computed in the database. A search text that finds nothing on
 * the first page is handed to `nothingFound` (the staff's 'Unanswered questions'); later pages of
 * a search that found something never are. A search that finds nothing as typed is tried once
 * more with its misspelt words corrected, and answered with `correctedQuery` when that finds
 * products (decision 0053); only a search that finds nothing either way offers suggestions.
 *
 * A name search the in-process name index can answer (name-index/) takes its total and its
 * page's ids from there and reads only those rows.
 *
 * Otherwise a page is read after its total (mostly known already, count-cache.ts): a page past
 * the total, and so any page of a search that found nothing, reads no rows, and the total tells a
 * search how to read its page (page-queries.ts `findProductPage`). The rows always agree with the
 * total they are answered with.
 */
export async function listProducts(
  db: Db,
  filters: ProductListFilters,
  counts: CountCache,
  nothingFound?: (q: string) => void,
  names?: LiveNameIndex,
): Promise<ProductListResponse> {
  if (!hasAnyFilter(filters)) {
    const rows = await findNewest(db, BARE_LIST_MAX);
    return {
      success: true,
      products: rows.map(toProduct),
      total: rows.length < BARE_LIST_MAX ? rows.length : await cachedTotal(db, filters, counts),
      page: 1,
      pageSize: BARE_LIST_MAX,
    };
  }
  // Unpaged: the few products (at most MAX_IDS_PER_REQUEST) a cart asks for by id.
  if (filters.ids && !filters.page && !filters.pageSize) {
    const rows = await findUnpaged(db, filters);
    return {
      success: true,
      products: rows.map(toProduct),
      total: rows.length,
      page: 1,
      pageSize: rows.length,
    };
  }
  const page = filters.page ?? 1;
  const pageSize = filters.pageSize ?? DEFAULT_PAGE_SIZE;
  const paging = { limit: pageSize, offset: (page - 1) * pageSize };
  let found = await findListing(db, filters, paging, counts, names);
  // A search that found nothing is tried once more with its misspelt words corrected
  // (search/spelling.ts); what it then finds is answered with the corrected text.
  let correctedQuery: string | undefined;
  if (found.total === 0 && filters.q) {
    const corrected = correctedSearch(filters.q, names?.nameWords());
    const again =
      corrected && (await findListing(db, { ...filters, q: corrected }, paging, counts, names));
    if (again && again.total > 0) {
      found = again;
      correctedQuery = corrected;
    }
  }
  const response: ProductListResponse = {
    success: true,
    products: found.rows.map(toProduct),
    total: found.total,
    page,
    pageSize,
    ...(correctedQuery && { correctedQuery }),
  };
  if (found.total === 0 && filters.q) {
    if (page === 1) nothingFound?.(filters.q);
    response.suggestions = await similarNames(db, filters.q, SUGGESTIONS_MAX);
  }
  return response;
}

/**
 * One page of a filtered listing and its total. A name search the in-process name index can
 * answer takes both from there and reads only the page's rows; stock changes with every order and
 * ids are few, so those are read from the database.
 */
async function findListing(
  db: Db,
  filters: ProductListFilters,
  paging: { limit: number; offset: number },
  counts: CountCache,
  names: LiveNameIndex | undefined,
) {
  const indexed =
    filters.q && !filters.inStock && !filters.ids ? await names?.find(filters, paging) : undefined;
  const total = indexed ? indexed.total : await cachedTotal(db, filters, counts);
  let rows: Awaited<ReturnType<typeof findRowsByIds>> = [];
  if (indexed) rows = indexed.ids.length ? await findRowsByIds(db, indexed.ids, filters.sort) : [];
  else if (paging.offset < total) rows = await findProductPage(db, filters, paging, total);
  return { total, rows };
}

async function cachedTotal(db: Db, filters: ProductListFilters, counts: CountCache) {
  const key = counts.keyOf(filters);
  let total = counts.get(key);
  if (total === undefined) {
    total = await countProducts(db, filters);
    counts.set(key, total);
  }
  return total;
}

export async function getProduct(
  db: Db,
  productId: string,
): Promise<ProductDetailResponse | ProductGoneResponse> {
  const id = idSchema.safeParse(productId);
  if (!id.success) throw new AppError('BAD_REQUEST', API_MESSAGES.invalidProductId);
  const row = await findProductById(db, id.data.toLowerCase());
  if (!row) throw new AppError('NOT_FOUND', API_MESSAGES.productNotFound);
  const related = (await findRelated(db, row, RELATED_PRODUCTS_MAX)).map(toProduct);
  // Archived: gone from the shop, but a customer following an old link learns why and is shown
  // what is still sold like it (a 410, sent by the route).
  if (row.archivedAt) {
    const { name, category, subCategory } = row;
    return {
      success: false,
      code: 'GONE',
      message: ARCHIVED_PRODUCT_MESSAGE,
      product: { _id: toProduct(row)._id, name, category, subCategory },
      related,
    };
  }
  return { success: true, product: toProduct(row), related };
}
