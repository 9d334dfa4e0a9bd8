import { ADMIN_PRODUCT_SORTS, ADMIN_PRODUCT_STATUSES } from '@shop/contracts';
import { Button } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { SelectField, TextField } from '../../components/field';
import { CategorySelects } from './category-selects';
import {
  DEFAULT_FILTERS,
  SORT_LABELS,
  STATUS_LABELS,
  type ProductListFilters,
} from './list-filters';

/**
 * The products list's search and filters. They live in the address (shareable, back/forward);
 * the parent keys this form by them, so a change of address refills the fields.
 */
export function ProductFilters({
  values,
  onApply,
}: {
  values: ProductListFilters;
  onApply: (next: ProductListFilters) => void;
}) {
  const [draft, setDraft] = useState(values);
  const set = <K extends keyof ProductListFilters>(key: K, value: ProductListFilters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ ...draft, q: draft.q.trim() });
  };

  return (
    <form
      onSubmit={submit}
      role="search"
      aria-label="Search products"
      className="mb-4 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-2 lg:grid-cols-4"
    >
      <TextField
        label="Search"
        type="search"
        value={draft.q}
        onChange={(e) => set('q', e.target.value)}
        placeholder="Part of the product name"
        maxLength={100}
        className="sm:col-span-2"
      />
      <CategorySelects
        category={draft.category}
        subCategory={draft.subCategory}
        anyLabels={{ category: 'All categories', subCategory: 'All subcategories' }}
        onChange={(next) => setDraft((d) => ({ ...d, ...next }))}
      />
      <SelectField
        label="Status"
        value={draft.status}
        onChange={(e) => set('status', e.target.value as ProductListFilters['status'])}
      >
        {ADMIN_PRODUCT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Popular"
        value={draft.popular}
        onChange={(e) => set('popular', e.target.value as ProductListFilters['popular'])}
      >
        <option value="">Popular or not</option>
        <option value="true">Popular only</option>
        <option value="false">Not popular</option>
      </SelectField>
      <SelectField
        label="Sort by"
        value={draft.sort}
        onChange={(e) => set('sort', e.target.value as ProductListFilters['sort'])}
      >
        {ADMIN_PRODUCT_SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <div className="flex items-end gap-2">
        <Button type="submit">Apply filters</Button>
        <Button variant="ghost" onClick={() => onApply(DEFAULT_FILTERS)}>
          Clear
        </Button>
      </div>
    </form>
  );
}
