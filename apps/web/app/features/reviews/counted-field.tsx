import type { Ref } from 'react';

// The look of the account forms' fields (kept here: importing them would add a chunk to load).
const inputClass =
  'block w-full rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-base text-ink ' +
  'shadow-xs transition-colors focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 ' +
  'focus:outline-none aria-invalid:border-red-600';

/**
 * A text field with a live character counter. Typing past the limit is allowed (a pasted text is
 * not silently cut): the counter turns red and the limit's message shows until it fits again.
 */
export function CountedField({
  id,
  label,
  value,
  max,
  error,
  multiline = false,
  onChange,
  fieldRef,
}: {
  id: string;
  label: string;
  value: string;
  max: number;
  error?: string;
  multiline?: boolean;
  onChange: (value: string) => void;
  fieldRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}) {
  const over = value.length > max;
  const props = {
    id,
    name: id,
    value,
    ref: fieldRef,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${id}-count${error ? ` ${id}-error` : ''}`,
    className: inputClass,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.target.value),
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {multiline ? <textarea rows={5} {...props} /> : <input type="text" {...props} />}
      <div className="mt-1 flex items-start justify-between gap-3 text-sm">
        <p id={`${id}-error`} aria-live="polite" className="font-medium text-red-700">
          {error}
        </p>
        <p
          id={`${id}-count`}
          className={`shrink-0 tabular-nums ${over ? 'font-semibold text-red-700' : 'text-muted'}`}
        >
          {value.length}/{max}
          <span className="sr-only"> characters</span>
        </p>
      </div>
    </div>
  );
}
