import type { ReactNode } from 'react';
import { labelClass } from './field-classes';

// A field's label and its message, in one module: the forms that use one mostly use both, and one
// small chunk weighs less on the first load than two (docs/decisions/0005).

/**
 * A form field's label above its control (the children: the input, its hint and message). A
 * `required` field's label carries the red star the checkout's "Fields marked * are required"
 * speaks of, hidden from screen readers (the input itself says it is required).
 */
export function LabelledField({
  id,
  label,
  required = false,
  className,
  children,
}: {
  /** The control's id. */
  id: string;
  label: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? (
          <>
            {' '}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </>
        ) : null}
      </label>
      {children}
    </div>
  );
}

/**
 * A field's message under it, named by the input's aria-describedby through `id`. `alert` where
 * it should be read out as soon as it appears (a refused sign-in), not only when the field is.
 */
export function FieldError({
  id,
  alert = false,
  children,
}: {
  id: string;
  alert?: boolean;
  children: ReactNode;
}) {
  return (
    <p
      id={id}
      role={alert ? 'alert' : undefined}
      className="mt-1.5 text-sm font-medium text-red-700"
    >
      {children}
    </p>
  );
}
