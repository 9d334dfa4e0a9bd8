import type { UnansweredSource } from '@shop/contracts';
import { TextField } from '../../components/field';
import { FilterForm } from '../../components/filter-form';
import { UNANSWERED_SEARCH_MAX } from './unanswered-filters';

const KEYS = ['q', 'source'] as const;

/** Search within the questions' words; the open tab (source) is kept. Both live in the address. */
export function UnansweredSearch({
  values,
  onApply,
}: {
  values: { source?: UnansweredSource; q?: string };
  onApply: (next: Record<string, string>) => void;
}) {
  return (
    <FilterForm
      values={values}
      keys={KEYS}
      onApply={onApply}
      columns="sm:grid-cols-[1fr_auto]"
      clear={values.source ? { source: values.source } : {}}
      clearLabel="Clear search"
    >
      <input type="hidden" name="source" value={values.source ?? ''} />
      <TextField
        label="Search the questions"
        name="q"
        type="search"
        defaultValue={values.q ?? ''}
        placeholder="A word, e.g. sofa"
        maxLength={UNANSWERED_SEARCH_MAX}
      />
    </FilterForm>
  );
}
