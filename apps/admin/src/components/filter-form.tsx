import type { FormEvent, ReactNode } from 'react';

/**
 * A list's filters as a search form. On submit the named fields that hold something are handed
 * to `onApply` (pages keep them in the address, so a filtered list can be shared).
 */
export function FilterForm({
  values,
  keys,
  onApply,
  className,
  children,
}: {
  values: object;
  keys: readonly string[];
  onApply: (next: Record<string, string>) => void;
  className: string;
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
    <form key={JSON.stringify(values)} onSubmit={submit} role="search" className={className}>
      {children}
    </form>
  );
}
