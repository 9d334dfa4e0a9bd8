import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

const control =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-ink shadow-xs placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-stone-100 aria-invalid:border-red-600';

interface FieldFrame {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

/** Label, control, hint and per-field error, wired for screen readers (aria-describedby). */
function Frame({
  label,
  error,
  hint,
  className = '',
  render,
}: FieldFrame & { render: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      {render({ id, describedBy })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  error,
  hint,
  className,
  ...input
}: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Frame
      label={label}
      error={error}
      hint={hint}
      className={className}
      render={({ id, describedBy }) => (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={control}
          {...input}
        />
      )}
    />
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...input
}: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Frame
      label={label}
      error={error}
      hint={hint}
      className={className}
      render={({ id, describedBy }) => (
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={control}
          {...input}
        />
      )}
    />
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ...input
}: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Frame
      label={label}
      error={error}
      hint={hint}
      className={className}
      render={({ id, describedBy }) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={control}
          {...input}
        >
          {children}
        </select>
      )}
    />
  );
}
