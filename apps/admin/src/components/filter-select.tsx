import { SelectField } from './field';

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
  options: readonly (string | readonly [value: string, label: string])[];
}) {
  return (
    <SelectField label={label} name={name} defaultValue={value ?? ''}>
      {any !== undefined ? <option value="">{any}</option> : null}
      {options.map((option) => {
        const [optionValue, optionLabel] = typeof option === 'string' ? [option, option] : option;
        return (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        );
      })}
    </SelectField>
  );
}
