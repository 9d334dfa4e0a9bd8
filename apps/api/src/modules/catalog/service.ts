import {
  ARCHIVED_PRODUCT_MESSAGE,
  DEFAULT_PAGE_SIZE,
  idSchema,
  API_MESSAGES,
  RELATED_PRODUCTS_MAX,
  SUGGESTIONS_MAX,
  type ProductDetailResponse,
  type ProductListFilters,
  type ProductListResponse,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { toProduct } from './product-mapper.ts';
import type { CountCache } from './count-cache.ts';
import {
  countProducts,
  findProductById,
  findProducts,
  findRelated,
  similarNames,
} from './queries.ts';

function hasAnyFilter(filters: ProductListFilters): boolean {
  return Object.values(filters).some((v) => v !== undefined && v !== '');
}

/**
 * With no query at all the whole catalogue is returned (the specification's clients expect it);
 * any parameter switches to filtered, sorted, paged results computed in the database. A search
 * text that finds nothing on the first page is handed to `nothingFound` (the staff's
 * 'Unanswered questions'); later pages of a search that found something never are.
 */
export async function listProducts(
  db: Db,
  filters: ProductListFilters,
  counts: CountCache,
  nothingFound?: (q: string) => void,
): Promise<ProductListResponse> {
  // Without paging: the whole catalogue (no query), or the few products a cart asks for by id.
  if (!hasAnyFilter(filters) || (filters.ids && !filters.page && !filters.pageSize)) {
    const rows = await findProducts(db, filters, null);
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
  const rows = await findProducts(db, filters, { limit: pageSize, offset: (page - 1) * pageSize });
  const key = counts.keyOf(filters);
  let total = counts.get(key);
  if (total === undefined) {
    total = await countProducts(db, filters);
    counts.set(key, total);
  }
  const response: ProductListResponse = {
    success: true,
    products: rows.map(toProduct),
    total,
    page,
    pageSize,
  };
  if (total === 0 && filters.q) {
    if (page === 1) nothingFound?.(filters.q);
    response.suggestions = await similarNames(db, filters.q, SUGGESTIONS_MAX);
  }
  return response;
}

export async function getProduct(db: Db, productId: string): Promise<ProductDetailResponse> {
  const id = idSchema.safeParse(productId);
  if (!id.success) throw new AppError('BAD_REQUEST', API_MESSAGES.invalidProductId);
  const row = await findProductById(db, id.data.toLowerCase());
  if (!row) throw new AppError('NOT_FOUND', API_MESSAGES.productNotFound);
  // Archived: gone from the shop, but a customer following an old link learns why.
  if (row.archivedAt) throw new AppError('NOT_FOUND', ARCHIVED_PRODUCT_MESSAGE);
  const related = await findRelated(db, row, RELATED_PRODUCTS_MAX);
  return { success: true, product: toProduct(row), related: related.map(toProduct) };
}
