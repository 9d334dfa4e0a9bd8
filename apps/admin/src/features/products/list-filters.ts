import {
  ADMIN_PRODUCT_SORTS,
  ADMIN_PRODUCT_STATUSES,
  isCategory,
  subCategoriesOf,
  type AdminProductSort,
  type AdminProductStatus,
} from '@shop/contracts';

/** The products list's filters as the address holds them ('' = not filtered). */
export interface ProductListFilters {
  q: string;
  category: string;
  subCategory: string;
  status: AdminProductStatus;
  popular: '' | 'true' | 'false';
  sort: AdminProductSort;
}

export const DEFAULT_FILTERS: ProductListFilters = {
  q: '',
  category: '',
  subCategory: '',
  status: 'active',
  popular: '',
  sort: 'newest',
};

export const STATUS_LABELS: Record<AdminProductStatus, string> = {
  active: 'Active (in the shop)',
  archived: 'Archived',
  all: 'All',
};

export const SORT_LABELS: Record<AdminProductSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name A–Z',
};

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/**
 * Reads the address leniently: a value the API would refuse (an old link, a typo) is dropped
 * instead of turning the page into an error.
 */
export function parseListFilters(params: URLSearchParams): ProductListFilters {
  const rawCategory = params.get('category')?.trim() ?? '';
  const category = isCategory(rawCategory) ? rawCategory : '';
  const rawSub = params.get('subCategory')?.trim() ?? '';
  return {
    q: params.get('q')?.trim() ?? '',
    category,
    subCategory: subCategoriesOf(category).includes(rawSub) ? rawSub : '',
    status: oneOf(ADMIN_PRODUCT_STATUSES, params.get('status'), DEFAULT_FILTERS.status),
    popular: oneOf(['', 'true', 'false'] as const, params.get('popular'), ''),
    sort: oneOf(ADMIN_PRODUCT_SORTS, params.get('sort'), DEFAULT_FILTERS.sort),
  };
}

/** The address for a set of filters; defaults are left out to keep links short. */
export function filtersToParams(filters: ProductListFilters, page = 1): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(DEFAULT_FILTERS) as (keyof ProductListFilters)[]) {
    const value = filters[key];
    if (value && value !== DEFAULT_FILTERS[key]) out[key] = value;
  }
  if (page > 1) out.page = String(page);
  return out;
}

/**
 * The API's query for the same filters. The status is always sent: the export's default is
 * every product, the list's only active ones, and the file must hold what the list shows.
 */
export function filtersToQuery(filters: ProductListFilters) {
  return {
    q: filters.q || undefined,
    category: filters.category || undefined,
    subCategory: filters.subCategory || undefined,
    status: filters.status,
    popular: filters.popular || undefined,
    sort: filters.sort,
  };
}
