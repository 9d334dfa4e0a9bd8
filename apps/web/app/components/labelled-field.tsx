import type { ReactNode } from 'react';
import { labelClass } from './field-classes';

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
