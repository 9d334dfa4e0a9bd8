import { ADMIN_PRODUCT_SORTS, ADMIN_PRODUCT_STATUSES } from '@shop/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../components/field';
import { FilterForm } from '../../components/filter-form';
import { CategorySelects } from './category-selects';
import {
  filtersToParams,
  parseListFilters,
  SORT_LABELS,
  STATUS_LABELS,
  type ProductListFilters,
} from './list-filters';

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
        label: 'Search',
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
      <SelectField label="Status" name="status" defaultValue={values.status}>
        {ADMIN_PRODUCT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Popular" name="popular" defaultValue={values.popular}>
        <option value="">Popular or not</option>
        <option value="true">Popular only</option>
        <option value="false">Not popular</option>
      </SelectField>
      <SelectField label="Sort by" name="sort" defaultValue={values.sort}>
        {ADMIN_PRODUCT_SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </SelectField>
    </FilterForm>
  );
}
