import { Button } from '@shop/ui';
import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { TextField } from './field';
import { FilterSelect, type FilterOption } from './filter-select';

/**
 * A list's search box and filters as a search form in a card, with its Search and Clear buttons.
 * The filters live in the address, so a filtered list can be shared and back/forward work: on
 * submit the named fields that hold something become the address's parameters (a new search
 * starts at page 1). `kept` parameters (the open tab or folder) ride along unchanged and are what
 * Clear keeps; Clear is left out when `clearable` is false.
 */
export function FilterForm<Values extends { q?: string }>({
  values,
  keys,
  search,
  kept = {},
  columns,
  className = '',
  label,
  submitLabel = 'Search',
  clearable = true,
  clearLabel = 'Clear',
  onApply,
  collapsible = false,
  children,
}: {
  /** The filters as the address holds them now; `q` fills the search box. */
  values: Values;
  /** The fields read on submit, in the order the address lists them (`kept` ones come after). */
  keys: readonly string[];
  /** The search box (named `q`, labelled 'Search' unless it says otherwise): placeholder, limit... */
  search?: Omit<ComponentProps<typeof TextField>, 'name' | 'defaultValue' | 'label'> & {
    label?: string;
  };
  kept?: Record<string, string | undefined>;
  /** The grid's columns from small screens up, e.g. 'sm:grid-cols-[1fr_auto]'. */
  columns: string;
  className?: string;
  /** The form's name for screen readers, where its search box alone does not say what it searches. */
  label?: string;
  submitLabel?: string;
  clearable?: boolean;
  clearLabel?: string;
  /** What to do with the filters instead of putting them in the address as they are. */
  onApply?: (next: Record<string, string>) => void;
  /**
   * On a phone the filters sit behind a "Filters" button (open while one is set), so the list
   * starts on the first screen; from the small breakpoint up they always show.
   */
  collapsible?: boolean;
  children?: ReactNode;
}) {
  const [, setParams] = useSearchParams();
  const filtered = keys.some((key) => {
    const value = (values as Record<string, unknown>)[key];
    return value !== undefined && value !== '';
  });
  const [open, setOpen] = useState(filtered);
  const formId = useId();
  const apply = onApply ?? ((next: Record<string, string>) => setParams(next));
  const keptNames = Object.keys(kept);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const key of [...keys, ...keptNames]) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next[key] = value;
    }
    apply(next);
  };
  const clear = () => {
    const next: Record<string, string> = {};
    for (const [name, value] of Object.entries(kept)) if (value) next[name] = value;
    apply(next);
  };
  const shown = !collapsible || open ? 'grid' : 'hidden sm:grid';
  // Keyed by the values so "Clear" and back/forward refill the inputs.
  const form = (
    <form
      key={JSON.stringify(values)}
      id={formId}
      onSubmit={submit}
      role="search"
      aria-label={label}
      className={`mb-4 ${shown} gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 ${columns} ${className}`}
    >
      {keptNames.map((name) => (
        <input key={name} type="hidden" name={name} value={kept[name] ?? ''} />
      ))}
      {search ? (
        <TextField
          label="Search"
          type="search"
          {...search}
          name="q"
          defaultValue={values.q ?? ''}
        />
      ) : null}
      {children}
      <div className="flex items-end gap-2">
        <Button type="submit">{submitLabel}</Button>
        {clearable ? (
          <Button variant="ghost" onClick={clear}>
            {clearLabel}
          </Button>
        ) : null}
      </div>
    </form>
  );
  if (!collapsible) return form;
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((was) => !was)}
        className={`mb-3 flex w-full items-center justify-between rounded-xl bg-white px-4 py-3 text-sm font-semibold text-ink shadow-sm ring-1 ring-stone-200 sm:hidden ${className}`}
      >
        <span>
          Filters
          {filtered ? <span className="ml-2 font-normal text-muted">(some set)</span> : null}
        </span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {form}
    </>
  );
}

/**
 * A list's search box with one filter beside it (the customers' role, the subscribers' status):
 * the select is named as its address parameter and shows the value the address holds.
 */
export function SearchAndSelectForm<Name extends string>({
  values,
  search,
  select,
}: {
  values: { q?: string } & { [K in Name]?: string };
  search: ComponentProps<typeof FilterForm>['search'];
  select: { label: string; name: Name; any: string; options: readonly FilterOption[] };
}) {
  return (
    <FilterForm
      values={values}
      keys={['q', select.name]}
      columns="sm:grid-cols-[1fr_12rem_auto]"
      search={search}
    >
      <FilterSelect {...select} value={values[select.name]} />
    </FilterForm>
  );
}
