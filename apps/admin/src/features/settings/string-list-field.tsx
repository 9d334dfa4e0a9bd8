import { Button } from '@shop/ui';
import { useState, type InputHTMLAttributes } from 'react';
import { TextField } from '../../components/field';

/**
 * A list of values (phone numbers, e-mail addresses) with one input each, Add and Remove.
 * `errors` are the form's per-field messages; `path` names this list in them
 * ('company.phones' for the list, 'company.phones.1' for its second value).
 */
export function StringListField({
  legend,
  itemLabel,
  addLabel,
  values,
  max,
  path,
  errors,
  onChange,
  input,
}: {
  legend: string;
  itemLabel: (index: number) => string;
  addLabel: string;
  values: string[];
  max: number;
  path: string;
  errors: Record<string, string>;
  onChange: (next: string[]) => void;
  input?: InputHTMLAttributes<HTMLInputElement>;
}) {
  // The input just added takes the focus, so keyboard users can type straight away.
  const [added, setAdded] = useState<number | null>(null);
  const listError = errors[path];

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <ul className="space-y-3">
        {values.map((value, i) => (
          <li key={i} className="flex items-end gap-2">
            <TextField
              label={itemLabel(i)}
              value={value}
              autoFocus={added === i}
              onChange={(e) => onChange(values.map((v, j) => (j === i ? e.target.value : v)))}
              error={errors[`${path}.${i}`]}
              className="min-w-0 flex-1"
              {...input}
            />
            <Button
              variant="ghost"
              className="shrink-0 px-3 text-red-700!"
              aria-label={`Remove ${itemLabel(i).toLowerCase()}`}
              disabled={values.length <= 1}
              onClick={() => {
                setAdded(null);
                onChange(values.filter((_, j) => j !== i));
              }}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {listError ? <p className="mt-1 text-sm text-red-700">{listError}</p> : null}
      <Button
        variant="secondary"
        className="mt-3"
        disabled={values.length >= max}
        onClick={() => {
          setAdded(values.length);
          onChange([...values, '']);
        }}
      >
        {addLabel}
      </Button>
      {values.length >= max ? <p className="mt-1 text-xs text-muted">At most {max}.</p> : null}
    </fieldset>
  );
}
