import type { ComponentProps } from 'react';

/** The look of every file input of the admin: its button drawn like a secondary button. */
export const fileInputClass =
  'block w-full text-sm text-ink file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-brand-700 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-50 disabled:opacity-60';

/** A file input under its label (spaced from what comes before), drawn as fileInputClass. */
export function FileInput({
  id,
  label,
  ...input
}: { id: string; label: string } & Omit<ComponentProps<'input'>, 'type' | 'className'>) {
  return (
    <>
      <label htmlFor={id} className="mt-4 mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <input id={id} type="file" {...input} className={fileInputClass} />
    </>
  );
}
