import {
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type AdminOrdersQuery,
} from '@shop/contracts';
import { DayField } from '../../components/day-field';
import { FilterForm } from '../../components/filter-form';
import { FilterSelect, labelledOptions } from '../../components/filter-select';

const PAID_OPTIONS = [
  ['true', 'Paid'],
  ['false', 'Unpaid'],
] as const;

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
      collapsible
      search={{
        type: undefined, // a plain text box, as order numbers are typed
        placeholder: 'Order number, name or phone',
        className: 'sm:col-span-2',
      }}
    >
      <FilterSelect
        label="Status"
        name="status"
        value={values.status}
        any="All statuses"
        options={ORDER_STATUSES}
      />
      <FilterSelect
        label="Payment"
        name="paymentMethod"
        value={values.paymentMethod}
        any="All methods"
        options={labelledOptions(PAYMENT_METHODS, PAYMENT_METHOD_LABELS)}
      />
      <FilterSelect
        label="Paid"
        name="paid"
        value={String(values.paid ?? '')}
        any="Paid and unpaid"
        options={PAID_OPTIONS}
      />
      <DayField label="Placed from" name="from" defaultValue={values.from ?? ''} />
      <DayField label="Placed until" name="to" defaultValue={values.to ?? ''} />
    </FilterForm>
  );
}
