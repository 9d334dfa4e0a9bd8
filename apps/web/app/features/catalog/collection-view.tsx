import { Suspense } from 'react';
import { Form } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { lazyPart } from '~/lib/lazy-part';
import { filtersToSearch } from './collection-filters';
import { collectionHeading } from './collection-heading';
import type { CollectionData } from './collection-data';
import { FiltersPanel } from './filters-panel';
import { InStockToggle } from './in-stock-toggle';
import { ProductGrid } from './product-grid';
import { ResultsSummary } from './results-summary';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';
import { useCollectionFilters } from './use-collection-filters';

// Below the results: its HTML comes with the page and its links work as plain links until its
// code arrives after the first load, which keeps the collection within its byte budget
// (decision 0005).
const Pagination = lazyPart(() => import('./pagination').then((m) => ({ default: m.Pagination })));

/** The collection page: filters, search, sort, the results and their pages. */
export function CollectionView({ data }: { data: CollectionData }) {
  const { total, page, pageSize, filters: f } = data;
  const { shown, pending, apply } = useCollectionFilters(f);
  const hrefFor = (p: number) => `/collection${filtersToSearch({ ...f, page: p })}`;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: 'Collection', to: '/collection' },
          ...(f.category ? [{ label: collectionHeading(f) }] : []),
        ]}
      />
      <div className="mt-3 mb-6 flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          {collectionHeading(f)}
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
        <FiltersPanel loaded={f} shown={shown} onChange={(c) => apply(c)} />

        <section aria-labelledby="results-heading" className="min-w-0">
          {/* The cards' titles are level 3; this keeps the outline whole for screen readers. */}
          <h2 id="results-heading" className="sr-only">
            Products
          </h2>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <SearchBox value={shown.q} onSearch={(q) => apply({ q }, true)} />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <SortSelect value={shown.sort} onChange={(sort) => apply({ sort })} />
              <InStockToggle checked={shown.inStock} onChange={(inStock) => apply({ inStock })} />
            </div>
          </div>

          <ResultsSummary data={data} />
          <ProductGrid data={data} pending={pending} />

          {pageCount > 1 && (
            <Suspense fallback={<div className="mt-10 h-11" />}>
              <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
            </Suspense>
          )}
        </section>
      </Form>
    </div>
  );
}
