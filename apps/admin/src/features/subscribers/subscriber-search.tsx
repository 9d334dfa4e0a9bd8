import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@shop/contracts';
import { SelectField, TextField } from '../../components/field';
import { FilterForm } from '../../components/filter-form';
import { STATUS_LABELS, SUBSCRIBER_SEARCH_MAX } from './subscriber-filters';

const KEYS = ['q', 'status'] as const;

/** Search by address and filter by state; both live in the address (shareable, back/forward). */
export function SubscriberSearch({
  values,
  onApply,
}: {
  values: { status?: SubscriberStatus; q?: string };
  onApply: (next: Record<string, string>) => void;
}) {
  return (
    <FilterForm
      values={values}
      keys={KEYS}
      onApply={onApply}
      columns="sm:grid-cols-[1fr_12rem_auto]"
    >
      <TextField
        label="Search"
        name="q"
        type="search"
        defaultValue={values.q ?? ''}
        placeholder="Part of the e-mail address"
        maxLength={SUBSCRIBER_SEARCH_MAX}
      />
      <SelectField label="Status" name="status" defaultValue={values.status ?? ''}>
        <option value="">Every status</option>
        {SUBSCRIBER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
    </FilterForm>
  );
}
