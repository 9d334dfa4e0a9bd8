import type { ComponentProps } from 'react';

/** The look of every file input of the admin: its button drawn like a secondary button. */
export const fileInputClass =
  'block w-full text-sm text-ink file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-brand-700 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-50 disabled:opacity-60';

/**
 * A file input under its label (spaced from what comes before), drawn as fileInputClass. With
 * `chosen`, the page keeps the choice itself (it empties the input so the same file, saved again,
 * can be chosen again): the browser's own "No file chosen" is hidden and `chosen` said instead.
 */
export function FileInput({
  id,
  label,
  chosen,
  ...input
}: { id: string; label: string; chosen?: string | null } & Omit<
  ComponentProps<'input'>,
  'type' | 'className'
>) {
  const kept = chosen !== undefined;
  return (
    <>
      <label htmlFor={id} className="mt-4 mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className={kept ? 'flex flex-wrap items-center gap-x-3 gap-y-1' : undefined}>
        <input
          id={id}
          type="file"
          {...input}
          className={
            kept ? `${fileInputClass} w-36! overflow-hidden text-transparent!` : fileInputClass
          }
        />
        {kept ? (
          <span className="min-w-0 text-sm break-words text-ink" aria-live="polite">
            {chosen ? `Chosen: ${chosen}` : 'No file chosen yet'}
          </span>
        ) : null}
      </div>
    </>
  );
}
