import { useId, useRef, useState } from 'react';
import { DAY_EXAMPLE, DAY_UNREADABLE, readDay, showDay } from '../lib/day-text';

const control =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-ink shadow-xs placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-invalid:border-red-600';

/**
 * A day filter written the way the admin shows dates ('7 Dec 2026', lib/day-text.ts), a plain
 * text box for the keyboard. The form receives the day as 'YYYY-MM-DD' through a hidden input
 * named `name`. A day it cannot read says so under the box and stops the form's submit (the box
 * is invalid), so a mistyped filter is never silently dropped.
 */
export function DayField({
  label,
  name,
  defaultValue,
  className,
}: {
  label: string;
  name: string;
  /** The filter's day as the address holds it, 'YYYY-MM-DD' or ''. */
  defaultValue: string;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(() => showDay(defaultValue));
  const [shownError, setShownError] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  const day = readDay(text);
  const invalid = day === null;

  const update = (next: string) => {
    setText(next);
    const read = readDay(next);
    box.current?.setCustomValidity(read === null ? DAY_UNREADABLE : '');
    if (read !== null) setShownError(false);
  };

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        ref={(element) => {
          box.current = element;
          element?.setCustomValidity(readDay(element.value) === null ? DAY_UNREADABLE : '');
        }}
        id={id}
        type="text"
        inputMode="text"
        autoComplete="off"
        placeholder={`e.g. ${DAY_EXAMPLE}`}
        value={text}
        onChange={(event) => update(event.target.value)}
        onBlur={() => {
          if (day) setText(showDay(day));
          else if (invalid) setShownError(true);
        }}
        // The form's submit stops at an unreadable day: say why beside the box, not in a bubble.
        onInvalid={(event) => {
          event.preventDefault();
          setShownError(true);
          event.currentTarget.focus();
        }}
        aria-invalid={shownError && invalid ? true : undefined}
        aria-describedby={`${id}-hint${shownError && invalid ? ` ${id}-error` : ''}`}
        className={control}
      />
      <input type="hidden" name={name} value={day ?? ''} />
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        Day, month, year: {DAY_EXAMPLE}
      </p>
      {shownError && invalid ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {DAY_UNREADABLE}.
        </p>
      ) : null}
    </div>
  );
}
