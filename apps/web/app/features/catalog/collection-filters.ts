import {
  COLLECTION_PAGE_SIZE,
  isCategory,
  SEARCH_QUERY_MAX,
  SORT_OPTIONS,
  subCategoriesOf,
  type SortOption,
} from '@shop/contracts/client';

/** The collection's state lives in the URL, so every view can be linked, shared and reloaded. */
export interface CollectionFilters {
  category: string;
  subCategory: string;
  q: string;
  sort: SortOption;
  page: number;
  /** Leave out products with nothing left in any size (`inStock=true`). */
  inStock: boolean;
}

/** Reads the URL leniently: an unknown value is dropped rather than shown as an error page. */
export function parseFilters(params: URLSearchParams): CollectionFilters {
  const rawCategory = params.get('category')?.trim() ?? '';
  const category = isCategory(rawCategory) ? rawCategory : '';
  const rawSub = params.get('subCategory')?.trim() ?? '';
  const subCategory = category && subCategoriesOf(category).includes(rawSub) ? rawSub : '';
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const rawSort = params.get('sort') ?? '';
  const sort = (SORT_OPTIONS as readonly string[]).includes(rawSort)
    ? (rawSort as SortOption)
    : 'relevant';
  const page = Math.min(100_000, Math.max(1, Math.trunc(Number(params.get('page'))) || 1));
  const inStock = params.get('inStock') === 'true';
  return { category, subCategory, q, sort, page, inStock };
}

/** The URL query for a state; defaults are left out to keep links short. */
export function filtersToSearch(f: CollectionFilters): string {
  const params = new URLSearchParams();
  if (f.category) params.set('category', f.category);
  if (f.category && f.subCategory) params.set('subCategory', f.subCategory);
  if (f.q) params.set('q', f.q);
  if (f.sort !== 'relevant') params.set('sort', f.sort);
  if (f.inStock) params.set('inStock', 'true');
  if (f.page > 1) params.set('page', String(f.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The API query for a state: filtering and paging happen in the database. */
export function filtersToApiQuery(f: CollectionFilters): string {
  const params = new URLSearchParams({
    sort: f.sort,
    page: String(f.page),
    pageSize: String(COLLECTION_PAGE_SIZE),
  });
  if (f.category) params.set('category', f.category);
  if (f.category && f.subCategory) params.set('subCategory', f.subCategory);
  if (f.q) params.set('q', f.q);
  if (f.inStock) params.set('inStock', 'true');
  return params.toString();
}

/**
 * Applies a change the way the spec wants it: a new category clears the subcategory, and any
 * change of filter, sort or search goes back to page 1.
 */
export function changeFilters(
  current: CollectionFilters,
  change: Partial<CollectionFilters>,
): CollectionFilters {
  const next = { ...current, ...change };
  if ('category' in change && change.category !== current.category) next.subCategory = '';
  if (!('page' in change)) next.page = 1;
  return next;
}
