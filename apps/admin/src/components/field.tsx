import { useId, type ComponentProps, type ReactNode } from 'react';

const control =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-ink shadow-xs placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-stone-100 aria-invalid:border-red-600';

interface FieldFrame {
  /** Text, or text with a part only screen readers read (which of several alike fields it is). */
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

/** What every control of a field carries: its id, its state and its description. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/** Label, control, hint and per-field error, wired for screen readers (aria-describedby). */
function Frame({
  label,
  error,
  hint,
  className = '',
  children,
}: FieldFrame & { children: (control: ControlProps) => ReactNode }) {
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
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: control,
      })}
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

// Each takes its element's own props, `ref` included (react-hook-form's `register` spreads in).
export function TextField({
  label,
  error,
  hint,
  className,
  ...input
}: FieldFrame & ComponentProps<'input'>) {
  return (
    <Frame label={label} error={error} hint={hint} className={className}>
      {(props) => <input {...props} {...input} />}
    </Frame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...input
}: FieldFrame & ComponentProps<'textarea'>) {
  return (
    <Frame label={label} error={error} hint={hint} className={className}>
      {(props) => <textarea {...props} {...input} />}
    </Frame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  ...select
}: FieldFrame & ComponentProps<'select'>) {
  return (
    <Frame label={label} error={error} hint={hint} className={className}>
      {(props) => <select {...props} {...select} />}
    </Frame>
  );
}

/** A checkbox with its label in bold and a line saying what it does, all of it clickable. */
export function CheckboxField({
  label,
  description,
  ...input
}: { label: string; description: ReactNode } & Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <label className="flex items-start gap-3 text-sm">
      <input type="checkbox" {...input} className="mt-0.5 size-5 shrink-0 accent-brand-700" />
      <span>
        <span className="block font-medium text-ink">{label}</span>
        <span className="block text-xs text-muted">{description}</span>
      </span>
    </label>
  );
}
