import {
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type AdminOrdersQuery,
} from '@shop/contracts';
import { SelectField, TextField } from '../../components/field';
import { FilterForm } from '../../components/filter-form';

export const FILTER_KEYS = ['q', 'status', 'paymentMethod', 'paid', 'from', 'to'] as const;

/** The orders list's filters; they live in the address so a filtered list can be shared. */
export function OrderFilters({ values }: { values: AdminOrdersQuery }) {
  return (
    <FilterForm
      values={values}
      keys={FILTER_KEYS}
      columns="sm:grid-cols-2 lg:grid-cols-4"
      className="no-print"
      submitLabel="Apply filters"
      search={{
        label: 'Search',
        type: undefined, // a plain text box, as order numbers are typed
        placeholder: 'Order number, name or phone',
        className: 'sm:col-span-2',
      }}
    >
      <SelectField label="Status" name="status" defaultValue={values.status ?? ''}>
        <option value="">All statuses</option>
        {ORDER_STATUSES.map((s) => (
          <option key={s}>{s}</option>
        ))}
      </SelectField>
      <SelectField label="Payment" name="paymentMethod" defaultValue={values.paymentMethod ?? ''}>
        <option value="">All methods</option>
        {PAYMENT_METHODS.map((m) => (
          <option key={m} value={m}>
            {PAYMENT_METHOD_LABELS[m]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Paid" name="paid" defaultValue={String(values.paid ?? '')}>
        <option value="">Paid and unpaid</option>
        <option value="true">Paid</option>
        <option value="false">Unpaid</option>
      </SelectField>
      <TextField label="Placed from" name="from" type="date" defaultValue={values.from ?? ''} />
      <TextField label="Placed until" name="to" type="date" defaultValue={values.to ?? ''} />
    </FilterForm>
  );
}
