import { useSearchParams } from 'react-router';
import { SelectField } from './field';
import { FilterOptions, type FilterOption } from './filter-select';

/**
 * A list's one filter that applies as it is chosen (the audit log's kind of change, a stock
 * history's size): the address holds it, and a new choice starts the list afresh.
 */
export function AddressSelect({
  label,
  name,
  any,
  options,
}: {
  label: string;
  name: string;
  any: string;
  options: readonly FilterOption[];
}) {
  const [params, setParams] = useSearchParams();
  return (
    <SelectField
      label={label}
      value={params.get(name) ?? ''}
      onChange={(e) => setParams(e.target.value ? { [name]: e.target.value } : {})}
      className="w-full sm:w-64"
    >
      <FilterOptions any={any} options={options} />
    </SelectField>
  );
}
