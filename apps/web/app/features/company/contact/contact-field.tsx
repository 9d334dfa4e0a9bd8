import type { ContactField as FieldName } from '@shop/contracts/client';
import type { InputHTMLAttributes } from 'react';
import { inputClass, labelClass } from '~/components/field-classes';

/** The id of a field of the contact form, and of its message ('contact-email-error'). */
const contactFieldId = (name: FieldName) => `contact-${name}`;

/**
 * One labelled field of the contact form, uncontrolled so that it works before the page's
 * JavaScript arrives; its message below it when the browser or the API refused it.
 */
export function ContactField({
  name,
  label,
  error,
  hint,
  multiline = false,
  defaultValue,
  autoFocus,
  ...input
}: {
  name: FieldName;
  label: string;
  error?: string;
  hint?: string;
  multiline?: boolean;
  defaultValue?: string;
  autoFocus?: boolean;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'required'
>) {
  const id = contactFieldId(name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  const shared = {
    id,
    name,
    defaultValue,
    autoFocus,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          rows={6}
          maxLength={input.maxLength}
          required={input.required}
          className={`${inputClass} min-h-36 resize-y`}
        />
      ) : (
        <input {...shared} type="text" {...input} className={inputClass} />
      )}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
