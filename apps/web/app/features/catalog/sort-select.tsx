import { SORT_LABELS, SORT_OPTIONS, type SortOption } from '@shop/contracts/client';
import { ChevronIcon } from '~/components/catalog-icons';

export function SortSelect({
  value,
  onChange,
}: {
  value: SortOption;
  onChange: (sort: SortOption) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      {/* Read aloud everywhere, shown from tablets up: on a 390 px phone the words would push
          'In stock only' onto a row of its own, and the select's value says what it orders by. */}
      <label
        htmlFor="collection-sort"
        className="sr-only text-sm whitespace-nowrap text-muted sm:not-sr-only"
      >
        Sort by
      </label>
      <div className="relative">
        <select
          id="collection-sort"
          name="sort"
          value={value}
          onChange={(e) => onChange(e.target.value as SortOption)}
          className="h-11 appearance-none rounded-lg border border-stone-300 bg-white pr-9 pl-3 text-sm font-medium"
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o} value={o}>
              {SORT_LABELS[o]}
            </option>
          ))}
        </select>
        <ChevronIcon
          direction="down"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
        />
      </div>
    </div>
  );
}
