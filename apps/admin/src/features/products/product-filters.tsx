import { ADMIN_PRODUCT_SORTS, ADMIN_PRODUCT_STATUSES } from '@shop/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterForm } from '../../components/filter-form';
import { FilterSelect, labelledOptions } from '../../components/filter-select';
import { CategorySelects } from './category-selects';
import {
  filtersToParams,
  parseListFilters,
  SORT_LABELS,
  STATUS_LABELS,
  type ProductListFilters,
} from './list-filters';

const POPULAR_OPTIONS = [
  ['true', 'Popular only'],
  ['false', 'Not popular'],
] as const;
const KEYS = ['q', 'category', 'subCategory', 'status', 'popular', 'sort'] as const;

/**
 * The products list's search and filters. They live in the address (shareable, back/forward),
 * without the defaults; the parent keys this form by them, so a change of address refills the
 * fields. The category is followed as it changes: it decides the subcategories offered.
 */
export function ProductFilters({ values }: { values: ProductListFilters }) {
  const [, setParams] = useSearchParams();
  const [category, setCategory] = useState({
    category: values.category,
    subCategory: values.subCategory,
  });
  return (
    <FilterForm
      values={values}
      keys={KEYS}
      columns="sm:grid-cols-2 lg:grid-cols-4"
      label="Search products"
      submitLabel="Apply filters"
      search={{
        placeholder: 'Part of the product name',
        maxLength: 100,
        className: 'sm:col-span-2',
      }}
      onApply={(next) => setParams(filtersToParams(parseListFilters(new URLSearchParams(next))))}
    >
      <CategorySelects
        category={category.category}
        subCategory={category.subCategory}
        names={{ category: 'category', subCategory: 'subCategory' }}
        anyLabels={{ category: 'All categories', subCategory: 'All subcategories' }}
        onChange={setCategory}
      />
      <FilterSelect
        label="Status"
        name="status"
        value={values.status}
        options={labelledOptions(ADMIN_PRODUCT_STATUSES, STATUS_LABELS)}
      />
      <FilterSelect
        label="Popular"
        name="popular"
        value={values.popular}
        any="Popular or not"
        options={POPULAR_OPTIONS}
      />
      <FilterSelect
        label="Sort by"
        name="sort"
        value={values.sort}
        options={labelledOptions(ADMIN_PRODUCT_SORTS, SORT_LABELS)}
      />
    </FilterForm>
  );
}
