import { SelectField } from './field';

/** A choice: its value, or [value, label]. */
export type FilterOption = string | readonly [value: string, label: string];

/** The choices of a fixed list of values, each shown by its label ('paid' as 'Paid'). */
export const labelledOptions = <Value extends string>(
  values: readonly Value[],
  labels: Readonly<Record<Value, string>>,
): FilterOption[] => values.map((value) => [value, labels[value]] as const);

/**
 * One filter of a list's FilterForm: a select named as its address parameter, showing the value
 * the address holds. Its first choice, `any`, is '' (not filtered), unless the filter always has
 * a value. An option is its value, or [value, label].
 */
export function FilterSelect({
  label,
  name,
  value,
  any,
  options,
}: {
  label: string;
  name: string;
  value: string | undefined;
  any?: string;
  options: readonly FilterOption[];
}) {
  return (
    <SelectField label={label} name={name} defaultValue={value ?? ''}>
      <FilterOptions any={any} options={options} />
    </SelectField>
  );
}

/** A filter's choices: `any` ('' = not filtered) first when given, then each option. */
export function FilterOptions({
  any,
  options,
}: {
  any?: string;
  options: readonly FilterOption[];
}) {
  return (
    <>
      {any !== undefined ? <option value="">{any}</option> : null}
      {options.map((option) => {
        const [optionValue, optionLabel] = typeof option === 'string' ? [option, option] : option;
        return (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        );
      })}
    </>
  );
}
