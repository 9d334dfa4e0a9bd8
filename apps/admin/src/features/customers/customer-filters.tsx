import { CUSTOMER_SEARCH_MAX, type AdminCustomersQuery } from '@shop/contracts';
import { Button } from '@shop/ui';
import type { FormEvent } from 'react';
import { SelectField, TextField } from '../../components/field';

export const CUSTOMER_FILTER_KEYS = ['q', 'role'] as const;

/** Search and role filter; they live in the address so a filtered list can be shared. */
export function CustomerFilters({
  values,
  onApply,
}: {
  values: AdminCustomersQuery;
  onApply: (next: Record<string, string>) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const key of CUSTOMER_FILTER_KEYS) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next[key] = value;
    }
    onApply(next);
  };
  // Keyed by the values so "Clear" and back/forward refill the inputs.
  return (
    <form
      key={JSON.stringify(values)}
      onSubmit={submit}
      role="search"
      className="mb-4 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-[1fr_12rem_auto]"
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
      <div className="flex items-end gap-2">
        <Button type="submit">Search</Button>
        <Button variant="ghost" onClick={() => onApply({})}>
          Clear
        </Button>
      </div>
    </form>
  );
}
