import {
  CATEGORY_LABELS,
  COLLECTION_PAGE_SIZE,
  isCategory,
  MESSAGES,
  type ProductListResponse,
} from '@shop/contracts/client';
import { buttonClass } from '@shop/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { CategoryFilters } from '~/features/catalog/category-filters';
import {
  changeFilters,
  filtersToApiQuery,
  filtersToSearch,
  parseFilters,
  type CollectionFilters,
} from '~/features/catalog/collection-filters';
import { DidYouMean } from '~/features/catalog/did-you-mean';
import { FilterIcon } from '~/components/catalog-icons';
import { Pagination } from '~/features/catalog/pagination';
import { ProductCard } from '~/components/product-card';
import { SearchBox } from '~/features/catalog/search-box';
import { SortSelect } from '~/features/catalog/sort-select';
import { originOf, pageMeta } from '~/lib/page-meta';
import { ApiError, apiFetch } from '~/lib/api';
import { Breadcrumbs } from '~/components/breadcrumbs';
import type { Route } from './+types/collection';

const GRID_IMAGE_SIZES =
  '(min-width: 1280px) 230px, (min-width: 1024px) 30vw, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw';

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseFilters(new URL(request.url).searchParams);
  try {
    const list = await apiFetch<ProductListResponse>(
      `/api/product/list?${filtersToApiQuery(filters)}`,
      {
        context,
        signal: request.signal,
      },
    );
    return { filters, ...list, error: null as string | null, origin: originOf(request) };
  } catch (error) {
    // A query the API refuses (4xx) shows as an empty result with its message, not an error page.
    if (error instanceof ApiError && error.status < 500) {
      return {
        filters,
        products: [],
        total: 0,
        page: filters.page,
        pageSize: COLLECTION_PAGE_SIZE,
        suggestions: undefined,
        error: error.message,
        origin: originOf(request),
      };
    }
    throw error;
  }
}

function heading(f: CollectionFilters): string {
  return f.category && isCategory(f.category) ? CATEGORY_LABELS[f.category] : 'All Products';
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const f = loaderData?.filters;
  return pageMeta({
    matches,
    title: f?.q ? `Search: ${f.q}` : f ? heading(f) : 'Collection',
    description:
      'Browse furniture, foodstuffs, building and construction materials, relief supplies, stationery and petroleum products, delivered across South Sudan.',
    path: `/collection${f?.category ? `?category=${encodeURIComponent(f.category)}` : ''}`,
    origin: loaderData?.origin,
  });
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { products, total, page, pageSize, suggestions, error } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const panelId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // While the next page of results loads, the controls already show what was chosen.
  const pending =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  // A chosen filter shows as chosen at once, before the router has even started loading.
  const [optimistic, setOptimistic] = useState<CollectionFilters | null>(null);
  useEffect(() => setOptimistic(null), [loaderData.filters]);
  const shown =
    optimistic ??
    (pending ? parseFilters(new URLSearchParams(navigation.location.search)) : loaderData.filters);

  // A debounced search fires from an older render: always build on the latest state.
  const latest = useRef(shown);
  latest.current = shown;
  const apply = (change: Partial<CollectionFilters>, replace = false) => {
    const next = changeFilters(latest.current, change);
    latest.current = next;
    setOptimistic(next);
    void navigate(`/collection${filtersToSearch(next)}`, { preventScrollReset: true, replace });
  };
  const hrefFor = (p: number) =>
    `/collection${filtersToSearch({ ...loaderData.filters, page: p })}`;

  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const f = loaderData.filters;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: 'Collection', to: '/collection' },
          ...(f.category ? [{ label: heading(f) }] : []),
        ]}
      />
      <div className="mt-3 mb-6 flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          {heading(f)}
          {f.subCategory && <span className="font-normal text-muted"> · {f.subCategory}</span>}
        </h1>
      </div>

      <Form
        method="get"
        action="/collection"
        onSubmit={(e) => {
          e.preventDefault();
          const q = new FormData(e.currentTarget).get('q');
          apply({ q: typeof q === 'string' ? q.trim() : '' });
        }}
        className="grid gap-6 lg:grid-cols-[15rem_1fr] lg:gap-10"
      >
        <aside aria-label="Filters" className="lg:sticky lg:top-4 lg:self-start">
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((o) => !o)}
            className={buttonClass('secondary', 'w-full lg:hidden')}
          >
            <FilterIcon />
            Filters
            {f.category && (
              <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs">{heading(f)}</span>
            )}
          </button>
          <div
            id={panelId}
            className={`${filtersOpen ? 'mt-3' : 'max-lg:hidden'} rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto`}
          >
            <CategoryFilters filters={shown} onChange={(c) => apply(c)} />
            <button
              type="submit"
              onClick={() => setFiltersOpen(false)}
              className={buttonClass('primary', `mt-4 w-full ${hydrated ? 'lg:hidden' : ''}`)}
            >
              {hydrated ? 'Show results' : 'Apply filters'}
            </button>
          </div>
        </aside>

        <section aria-labelledby="results-heading" className="min-w-0">
          {/* The cards' titles are level 3; this keeps the outline whole for screen readers. */}
          <h2 id="results-heading" className="sr-only">
            Products
          </h2>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <SearchBox value={shown.q} onSearch={(q) => apply({ q }, true)} />
            <SortSelect value={shown.sort} onChange={(sort) => apply({ sort })} />
          </div>

          <div className="mt-4 min-h-6 space-y-1">
            <p id="results-count" role="status" className="text-sm text-muted">
              {total > 0
                ? `Showing ${first}–${last} of ${total} ${total === 1 ? 'product' : 'products'}${f.q ? ` for “${f.q}”` : ''}`
                : f.q
                  ? `No results for “${f.q}”`
                  : ''}
            </p>
            {suggestions && (
              <DidYouMean
                suggestions={suggestions}
                hrefFor={(q) => `/collection${filtersToSearch({ ...f, q, page: 1 })}`}
              />
            )}
          </div>

          <div
            aria-busy={pending}
            className={`mt-4 transition-opacity duration-200 ${pending ? 'opacity-50' : ''}`}
          >
            {products.length > 0 ? (
              <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 sm:gap-6 md:grid-cols-3 xl:grid-cols-4">
                {products.map((p, i) => (
                  <li key={p._id}>
                    <ProductCard product={p} priority={i === 0} sizes={GRID_IMAGE_SIZES} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="rounded-xl bg-white px-6 py-16 text-center shadow-sm ring-1 ring-stone-200">
                <p className="text-lg font-semibold">{MESSAGES.noProducts}</p>
                {error && <p className="mt-2 text-sm text-muted">{error}</p>}
                {(f.category || f.q) && (
                  <Link to="/collection" className={buttonClass('secondary', 'mt-6')}>
                    Clear all filters
                  </Link>
                )}
              </div>
            )}
          </div>

          <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
        </section>
      </Form>
    </div>
  );
}
