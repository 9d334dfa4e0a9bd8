import { buttonClass } from '@shop/ui';
import { useEffect, useId, useState } from 'react';
import { FilterIcon } from '~/components/catalog-icons';
import { CategoryFilters } from './category-filters';
import type { CollectionFilters } from './collection-filters';
import { collectionHeading } from './collection-heading';

/**
 * The category filters: beside the results on wide screens, behind a Filters button on small
 * ones. Without JavaScript its submit button applies them (the form is a GET form).
 */
export function FiltersPanel({
  loaded,
  shown,
  onChange,
}: {
  /** The filters of the results on screen (the button's badge). */
  loaded: CollectionFilters;
  /** The filters the controls show (already the chosen ones while loading). */
  shown: CollectionFilters;
  onChange: (change: Partial<CollectionFilters>) => void;
}) {
  const panelId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  return (
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
        {loaded.category && (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs">
            {collectionHeading(loaded)}
          </span>
        )}
      </button>
      <div
        id={panelId}
        className={`${filtersOpen ? 'mt-3' : 'max-lg:hidden'} rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto`}
      >
        <CategoryFilters filters={shown} onChange={onChange} />
        <button
          type="submit"
          onClick={() => setFiltersOpen(false)}
          className={buttonClass('primary', `mt-4 w-full ${hydrated ? 'lg:hidden' : ''}`)}
        >
          {hydrated ? 'Show results' : 'Apply filters'}
        </button>
      </div>
    </aside>
  );
}
