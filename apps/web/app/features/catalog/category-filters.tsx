import { CATEGORY_LABELS, CATEGORY_NAMES, subCategoriesOf } from '@shop/contracts/client';
import type { CollectionFilters } from './collection-filters';

function Option({
  name,
  value,
  label,
  checked,
  onSelect,
}: {
  name: string;
  value: string;
  label: string;
  checked: boolean;
  onSelect: (value: string) => void;
}) {
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 text-sm hover:bg-brand-50 has-checked:font-semibold has-checked:text-brand-800">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onSelect(value)}
        className="size-4 shrink-0 accent-brand-700"
      />
      {label}
    </label>
  );
}

/** Category and subcategory filters: real radio inputs, so they also work as a plain GET form. */
export function CategoryFilters({
  filters,
  onChange,
}: {
  filters: CollectionFilters;
  onChange: (change: Partial<CollectionFilters>) => void;
}) {
  const subs = subCategoriesOf(filters.category);
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="mb-2 text-xs font-bold tracking-wider text-muted uppercase">
          Categories
        </legend>
        <Option
          name="category"
          value=""
          label="All"
          checked={!filters.category}
          onSelect={(v) => onChange({ category: v })}
        />
        {CATEGORY_NAMES.map((c) => (
          <Option
            key={c}
            name="category"
            value={c}
            label={CATEGORY_LABELS[c]}
            checked={filters.category === c}
            onSelect={(v) => onChange({ category: v })}
          />
        ))}
      </fieldset>
      {subs.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-xs font-bold tracking-wider text-muted uppercase">
            Type
          </legend>
          <Option
            name="subCategory"
            value=""
            label="All"
            checked={!filters.subCategory}
            onSelect={(v) => onChange({ subCategory: v })}
          />
          {subs.map((s) => (
            <Option
              key={s}
              name="subCategory"
              value={s}
              label={s}
              checked={filters.subCategory === s}
              onSelect={(v) => onChange({ subCategory: v })}
            />
          ))}
        </fieldset>
      )}
    </div>
  );
}
