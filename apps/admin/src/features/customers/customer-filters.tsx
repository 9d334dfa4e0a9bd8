import { CUSTOMER_SEARCH_MAX, type AdminCustomersQuery } from '@shop/contracts';
import { SelectField, TextField } from '../../components/field';
import { FilterForm } from '../../components/filter-form';

export const CUSTOMER_FILTER_KEYS = ['q', 'role'] as const;

/** Search and role filter; they live in the address so a filtered list can be shared. */
export function CustomerFilters({
  values,
  onApply,
}: {
  values: AdminCustomersQuery;
  onApply: (next: Record<string, string>) => void;
}) {
  return (
    <FilterForm
      values={values}
      keys={CUSTOMER_FILTER_KEYS}
      onApply={onApply}
      columns="sm:grid-cols-[1fr_12rem_auto]"
    >
      <TextField
        label="Search"
        name="q"
        type="search"
        defaultValue={values.q ?? ''}
        placeholder="Name, e-mail or phone"
        maxLength={CUSTOMER_SEARCH_MAX}
      />
      <SelectField label="Role" name="role" defaultValue={values.role ?? ''}>
        <option value="">Customers and admins</option>
        <option value="customer">Customers</option>
        <option value="admin">Admins</option>
      </SelectField>
    </FilterForm>
  );
}
