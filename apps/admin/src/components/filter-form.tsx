import { Button } from '@shop/ui';
import type { FormEvent, ReactNode } from 'react';

/**
 * A list's filters as a search form in a card, with its Search and Clear buttons. On submit the
 * named fields that hold something are handed to `onApply` (pages keep them in the address, so a
 * filtered list can be shared); Clear applies `clear` (what stays, e.g. the open folder), and is
 * left out when `clear` is null.
 */
export function FilterForm({
  values,
  keys,
  onApply,
  columns,
  className = '',
  submitLabel = 'Search',
  clear = {},
  clearLabel = 'Clear',
  children,
}: {
  values: object;
  keys: readonly string[];
  onApply: (next: Record<string, string>) => void;
  /** The grid's columns from small screens up, e.g. 'sm:grid-cols-[1fr_auto]'. */
  columns: string;
  className?: string;
  submitLabel?: string;
  clear?: Record<string, string> | null;
  clearLabel?: string;
  children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const key of keys) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next[key] = value;
    }
    onApply(next);
  };
  // Keyed by the values so "Clear" and back/forward refill the inputs.
  return (
    <form
      key={JSON.stringify(values)}
      onSubmit={submit}
      role="search"
      className={`mb-4 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 ${columns} ${className}`}
    >
      {children}
      <div className="flex items-end gap-2">
        <Button type="submit">{submitLabel}</Button>
        {clear ? (
          <Button variant="ghost" onClick={() => onApply(clear)}>
            {clearLabel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
